import { vi } from "vitest";

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Stands in for the network at the fetch boundary: each test registers the answers of the API for the
 * calls it expects; anything else fails loudly as a 404 wrapper.
 */
export function installFakeApi() {
  const routes: { method: string; path: RegExp; handler: Handler }[] = [];
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    if (!route) {
      return Response.json(
        { success: false, error: "not_found", message: `No fake for ${method} ${url.pathname}` },
        { status: 404 },
      );
    }
    return route.handler({ url, method, body });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    on(method: string, path: RegExp, handler: Handler) {
      routes.unshift({ method, path, handler });
    },
    callsTo: (method: string, path: RegExp) =>
      calls.filter((c) => c.method === method && path.test(c.url.pathname)),
  };
}
