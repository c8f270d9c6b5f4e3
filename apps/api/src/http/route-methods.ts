import type { FastifyInstance } from "fastify";

/** Methods listed in an `allow` header, in this order. */
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A route's URL pattern (`/portal/initiatives/:id`, `/assets/*`) as a regular expression over paths. */
function patternOf(url: string): RegExp {
  const parts = url.split("/").map((part) => {
    if (part === "*") return ".*";
    if (part.startsWith(":")) return "[^/]+";
    return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${parts.join("/")}/?$`);
}

/**
 * Records every route the app registers (from now on), so a request that matched none can be told
 * "this address answers other methods" (405 with `allow`) rather than "nothing here" (404).
 * Returns the methods a path answers, empty when no route has its shape.
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook("onRoute", (route) => {
    const url = route.url ?? route.path;
    // A catch-all (CORS's `OPTIONS *` preflight) says nothing about which addresses exist.
    if (/^\/?\*$/.test(url)) return;
    const methods = [route.method].flat().map((m) => m.toUpperCase());
    routes.push({ pattern: patternOf(url), methods });
  });
  return (path) => {
    const allowed = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (allowed.has("GET")) allowed.add("HEAD");
    return METHOD_ORDER.filter((method) => allowed.has(method));
  };
}
