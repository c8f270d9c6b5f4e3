import {
  type RouteCallArgs,
  type RouteDef,
  type RouteResponse,
  routeUrl,
} from "@initiative-planner/contract/routes";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/**
 * The identity token the app sends, read from its own requests, so a test can also call the API
 * directly (e.g. to check what the server saved) as the signed-in user.
 */
export function captureAuthToken(page: Page): () => string {
  let token = "";
  page.on("request", (request) => {
    const header = request.headers()["x-user-authorization-token"];
    if (header) token = header;
  });
  return () => {
    if (!token) throw new Error("The app has not sent an authenticated request yet");
    return token;
  };
}

/** Creates an initiative from the home page and waits until its Agents screen is ready. */
export async function createInitiative(page: Page, idea: string): Promise<string> {
  await page.goto("/");
  await page.getByRole("textbox", { name: "Your idea" }).fill(idea);
  await page.getByRole("button", { name: "Create initiative" }).click();
  await expect(page).toHaveURL(/\/initiative\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const id = /\/initiative\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  if (!id) throw new Error(`No initiative id in ${page.url()}`);
  // The workstreams are planned in the background; the screen polls until they exist.
  await expect(page.getByText("TEAM", { exact: true })).toBeVisible({ timeout: 45_000 });
  return id;
}

/**
 * The typed call, as the SPA makes it: `apiCall(page.request, token, routes.x, { params, query, body })` as the
 * signed-in user; returns `data` of the success wrapper, parsed with the route's schema.
 */
export async function apiCall<R extends RouteDef>(
  request: APIRequestContext,
  token: string,
  route: R,
  ...[options]: RouteCallArgs<R>
): Promise<RouteResponse<R>> {
  const { params, query, body } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
  };
  const url = routeUrl(route, params, query);
  const response = await request.fetch(url, {
    method: route.method,
    headers: {
      "x-user-authorization-token": token,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { success: boolean; data: unknown; message?: string };
  if (!response.ok() || !payload.success) {
    throw new Error(`${route.method} ${url} → ${response.status()} ${payload.message ?? ""}`);
  }
  return (route.response ? route.response.parse(payload.data) : payload.data) as RouteResponse<R>;
}
