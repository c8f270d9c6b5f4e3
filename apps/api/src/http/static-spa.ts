import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import type { FastifyInstance } from "fastify";
import { toFailure } from "./error-handler";
import { methodNotAllowed, notFound } from "./errors";
import { jsonScript, pageHints } from "./page-hints";

const API_PATHS = /^\/(portal|dev-auth)(\/|$)/;

/**
 * index.html carries the runtime settings (what `GET /portal/config` answers) as a JSON data block, so the
 * first page needs no extra request and no schema library before it can paint. Built per request: admins may
 * change the AI settings without a restart.
 */
export function withRuntimeConfig(html: string, config: RuntimeConfig): string {
  const block = jsonScript("runtime-config", config);
  return html.includes("</head>") ? html.replace("</head>", `${block}</head>`) : `${html}${block}`;
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and a history
 * fallback for client routes. API paths never fall back to HTML.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | null,
  runtimeConfig: () => Promise<RuntimeConfig>,
  methodsOf: (path: string) => string[],
) {
  const indexPath = webDist ? join(webDist, "index.html") : null;
  const hasSpa = indexPath !== null && existsSync(indexPath);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies; the best one the client accepts is sent.
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          "cache-control",
          /[/\\]assets[/\\]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  const indexHtml = hasSpa ? readFileSync(indexPath!, "utf8") : null;
  const withHints = hasSpa ? pageHints(webDist!) : (html: string) => html;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !API_PATHS.test(path);
    if (wantsPage && indexHtml && !/\.[a-z0-9]{1,8}$/i.test(path)) {
      return runtimeConfig().then((config) =>
        reply
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(withRuntimeConfig(withHints(indexHtml, request.url), config)),
      );
    }
    // The address exists with other methods: 405, and `allow` says which (OPTIONS included, without CORS).
    const allowed = methodsOf(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const refused = methodNotAllowed(
        `${request.method} is not allowed on ${path}: it answers ${allowed.join(", ")}.`,
        allowed,
      );
      const { status, body, headers } = toFailure(refused, request);
      return reply
        .status(status)
        .headers(headers ?? {})
        .send(body);
    }
    const message = API_PATHS.test(path)
      ? `No API route matches ${request.method} ${path}.`
      : indexHtml
        ? `Nothing here: ${path}.`
        : "The web app is not built. Run `npm start` (it builds what is missing) or `npm run build`.";
    const { status, body } = toFailure(notFound(message), request);
    return reply.status(status).send(body);
  });
}
