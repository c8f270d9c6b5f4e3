/**
 * Route paths without the schemas: building a URL must not load the schema library (the web app's
 * API client is on /login's path, decision 037). `routes.ts` re-exports all of it.
 */

/** Every route is served under this prefix. */
export const API_PREFIX = "/portal";
/** The MCP server (Streamable HTTP) for AI agents, authenticated by personal access tokens. */
export const MCP_PATH = "/mcp";

/** The dev identity provider's endpoints (`dev-auth.ts`), here so a URL needs no schema library. */
export const DEV_AUTH_PREFIX = "/dev-auth";

/** Fastify path syntax (`:id`) for a route path written with `{id}`. */
export function toFastifyPath(path: string): string {
  return API_PREFIX + path.replace(/\{(\w+)\}/g, ":$1");
}

/**
 * Fills a route path's `{name}` parameters, URL-encoding each value (`encode`: the hostile-input tests
 * pass one that sends what encodeURIComponent refuses).
 */
export function buildPath(
  path: string,
  params: Record<string, string | number> = {},
  encode: (value: string) => string = encodeURIComponent,
): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encode(String(value));
  });
}

/**
 * The URL of a call below the origin: the prefix, the route's path with its parameters filled and
 * the query string (absent values left out). The one place a client, a test or a benchmark builds one.
 */
export function routeUrl(
  route: { path: string },
  params?: Record<string, string | number>,
  query?: Record<string, string | number | boolean | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${buildPath(route.path, params)}${qs ? `?${qs}` : ""}`;
}
