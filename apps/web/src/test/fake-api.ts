import { vi } from "vitest";
import { xhrOverFetch } from "./fake-xhr";

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Stands in for the network at the fetch (and XMLHttpRequest) boundary: each test registers the answers of the API for the
 * calls it expects; anything else fails loudly as a 404 wrapper.
 */
export function installFakeApi() {
  const routes: { method: string; path: RegExp; handler: Handler }[] = [];
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    // JSON bodies parsed; an upload's form as it is.
    const body =
      typeof init?.body === "string"
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
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
  // Uploads go through XMLHttpRequest (for their progress): the same fakes answer them.
  vi.stubGlobal(
    "XMLHttpRequest",
    xhrOverFetch(() => fetchMock),
  );
  return {
    calls,
    on(method: string, path: RegExp, handler: Handler) {
      routes.unshift({ method, path, handler });
    },
    callsTo: (method: string, path: RegExp) =>
      calls.filter((c) => c.method === method && path.test(c.url.pathname)),
  };
}
