import { randomUUID } from "node:crypto";
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { API_PREFIX, FILE_LIMITS, routes } from "@initiative-planner/contract";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "../config";
import { registerAuthRateLimit } from "./auth-rate-limit";
import type { AppContext } from "./context";
import { registerErrorHandler, toFailure } from "./error-handler";
import { badRequest, unavailable, unsupportedMediaType } from "./errors";
import { guardingStrings } from "./nul-guard";
import { openapiOptions } from "./openapi";
import { defineRoute } from "./route";
import { trackRouteMethods } from "./route-methods";
import { NO_STORE, registerSecurityHeaders } from "./security-headers";
import { serializerCompiler } from "./serializer";
import { registerSpa } from "./static-spa";

/** A module registers its routes, reading the services it needs from the app context. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

export interface BuildAppOptions {
  /** The route modules (users, initiatives, planning…), registered after the core routes. */
  modules?: RouteModule[];
  version?: string;
  /** The LLM provider in force, for the runtime config: an admin's settings (issue 16), the environment winning. */
  llmInForce: () => Promise<AppConfig["llm"]>;
}

export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a request line or headers over the
 * limit, malformed HTTP) still get the wrapper, not a bare status line.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: import("node:net").Socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  // REQUEST_TIMEOUT_MS ran out before the headers and body had arrived (a client trickling its body).
  const tooSlow = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
  const body = JSON.stringify({
    success: false,
    error: tooLarge ? "payload_too_large" : tooSlow ? "request_timeout" : "validation_failed",
    message: tooLarge
      ? "The request line or headers are too large. Send a shorter URL or fewer headers."
      : tooSlow
        ? "The request took too long to arrive and was cut off. Try again on a faster connection."
        : "The request is not valid HTTP.",
  });
  const status = tooLarge ? "413 Payload Too Large" : tooSlow ? "408 Request Timeout" : "400 Bad Request";
  socket.end(
    `HTTP/1.1 ${status}\r\ncache-control: no-store\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    loggerInstance: ctx.log,
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Refuse prototype-polluting keys in JSON bodies outright.
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    // The router's own refusals (malformed percent-encoding, over-long path parts) get the wrapper too,
    // without echoing the URL back.
    frameworkErrors: (error, request, reply) => {
      const failure = badRequest(
        error.code === "FST_ERR_MAX_PARAM_LENGTH"
          ? "A part of the URL is too long."
          : "The URL is not valid: a part of it is not properly encoded.",
      );
      const { status, body } = toFailure(failure, request);
      // No route schema applies here; the plain reply type is enough.
      (reply as FastifyReply)
        .status(status as 400)
        .header("cache-control", NO_STORE)
        .type("application/json; charset=utf-8")
        .send(JSON.stringify(body) as never);
    },
    forceCloseConnections: "idle",
    // A client has REQUEST_TIMEOUT_MS to send its headers and body; responses are not timed, so event
    // and plan streams run as long as they need. Node looks for late requests every quarter of the limit.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(config.requestTimeoutMs / 4))),
    },
  });
  // An empty body sent as JSON (clients that always send the header) means "no body", not an error;
  // everything else goes through Fastify's own parser, which refuses __proto__ and constructor keys.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // Bodies are read as sent: a compressed one would only fail as "not valid JSON", so it is refused as such.
  app.addHook("preParsing", async (request, _reply, payload) => {
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding && encoding !== "identity") {
      throw unsupportedMediaType(
        `Compressed request bodies are not supported (Content-Encoding: ${encoding.slice(0, 40)}): send the body uncompressed.`,
      );
    }
    return payload;
  });
  // Before any route is added: what each path answers, for 405s.
  const methodsOf = trackRouteMethods(app);
  app.setValidatorCompiler(guardingStrings(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Uploads (POST /files): the route reads one file part within FILE_LIMITS; nothing else is accepted.
  await app.register(multipart, {
    limits: { fileSize: FILE_LIMITS.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  registerSecurityHeaders(app, config);
  await registerAuthRateLimit(app, config.authRateLimitPerMinute);
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: false });
  }
  await app.register(swagger, openapiOptions(options.version ?? "0.0.0"));
  // The API reference, from bundled assets (no CDN), under the same Content-Security-Policy.
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: false,
    uiConfig: { deepLinking: true, persistAuthorization: false, tryItOutEnabled: false },
  });

  const healthCheck = async () => {
    try {
      await ctx.database.ping(2_000);
    } catch {
      throw unavailable("The database is not answering. The service will recover by itself once it is back.");
    }
    return { status: "ok" as const, db: "ok" as const };
  };
  defineRoute(app, ctx, routes.health, healthCheck);
  // HEAD /portal/health is Fastify's automatic HEAD route of the GET above.
  const runtimeConfig = async () => {
    const llm = await options.llmInForce();
    return {
      environment: config.appEnv,
      auth_mode: config.auth.mode,
      firebase: config.auth.mode === "firebase" ? config.auth.firebaseWebConfig : null,
      debug_tools: !config.production,
      ai: {
        provider: llm.provider,
        model: llm.provider === "offline" ? "offline-planner" : (llm.model ?? "provider default"),
        offline: llm.provider === "offline",
      },
      version: options.version ?? "0.0.0",
      api_base: API_PREFIX,
    };
  };
  defineRoute(app, ctx, routes.config, runtimeConfig);
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  for (const module of options.modules ?? []) await module(app, ctx);

  await registerSpa(app, config.webDist, runtimeConfig, methodsOf);
  return app;
}
