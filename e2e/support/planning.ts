import { expect, type Page } from "@playwright/test";

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

export interface PlanSummary {
  uid: string;
  display_name: string;
  plan: { content: string; version: number };
}

/** Calls the API as the signed-in user and returns `data` of the success wrapper. */
export async function apiData<T>(
  page: Page,
  token: string,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`/portal${path}`, {
    method,
    headers: { "x-user-authorization-token": token, "content-type": "application/json" },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!response.ok() || !payload.success) {
    throw new Error(`${method} ${path} → ${response.status()} ${payload.message ?? ""}`);
  }
  return payload.data;
}
