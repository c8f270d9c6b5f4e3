import { type RouteDef, routes, routeUrl } from "@initiative-planner/contract/routes";
import { ApiError, api } from "@/lib/api-client";

/** What one debug call answered, for display. */
export interface CheckResult {
  ok: boolean;
  /** 0 when the request never reached the server. */
  status: number;
  latencyMs: number;
  body: unknown;
}

export interface ApiCheck {
  id: string;
  label: string;
  method: "HEAD" | "GET";
  path: string;
  run: (apiBase: string) => Promise<CheckResult>;
}

async function timed(call: () => Promise<{ status: number; body: unknown }>): Promise<CheckResult> {
  const started = performance.now();
  try {
    const { status, body } = await call();
    return { ok: status >= 200 && status < 300, status, latencyMs: performance.now() - started, body };
  } catch (error) {
    const latencyMs = performance.now() - started;
    if (error instanceof ApiError) {
      return { ok: false, status: error.status, latencyMs, body: error.body ?? error.message };
    }
    return { ok: false, status: 0, latencyMs, body: error instanceof Error ? error.message : String(error) };
  }
}

/** Through the one API client, so the token header and the 401 rule apply as everywhere else. */
const getCheck = (id: string, label: string, route: RouteDef & { method: "GET" }): ApiCheck => ({
  id,
  label,
  method: "GET",
  path: route.path,
  run: () => timed(async () => ({ status: 200, body: await api.call(route) })),
});

export const API_CHECKS: ApiCheck[] = [
  {
    id: "health",
    label: "API health",
    method: "HEAD",
    path: routes.healthHead.path,
    // Without the API client (no token, no body to parse): a bare HEAD is the point of this check.
    run: () =>
      timed(async () => {
        const response = await fetch(routeUrl(routes.healthHead), { method: "HEAD", cache: "no-store" });
        return { status: response.status, body: null };
      }),
  },
  getCheck("profile", "User profile", routes.getUserProfile),
  getCheck("initiatives", "Initiatives", routes.listInitiatives),
  getCheck("token", "Token check", routes.apiTest),
];
