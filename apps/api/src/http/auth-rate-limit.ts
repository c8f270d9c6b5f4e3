import rateLimit from "@fastify/rate-limit";
import { API_PREFIX, MCP_PATH } from "@initiative-planner/contract";
import { DEV_AUTH_PREFIX } from "@initiative-planner/contract/dev-auth";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { rateLimited } from "./errors";

const WINDOW_MS = 60_000;

const tooMany = (seconds: number) =>
  rateLimited(
    `Too many sign-in attempts from your network address. Try again in ${seconds} s.`,
    Math.max(1, seconds),
  );

/**
 * Per client address (in memory, per instance): every request to the dev identity provider counts,
 * and for the API (and `/mcp`) only failed authentications (401) count; an address over the limit gets 429 on
 * both until its minute is over. `perMinute` 0 turns the limit off.
 */
export async function registerAuthRateLimit(app: FastifyInstance, perMinute: number) {
  if (perMinute <= 0) return;
  await app.register(rateLimit, { global: false });
  const limit = app.createRateLimit({ max: perMinute, timeWindow: WINDOW_MS });
  const isDevAuth = (request: FastifyRequest) => request.url.startsWith(`${DEV_AUTH_PREFIX}/`);
  // The MCP endpoint takes tokens too: guessing them there is limited the same way.
  const isApi = (request: FastifyRequest) =>
    request.url.startsWith(`${API_PREFIX}/`) || request.url.split("?")[0] === MCP_PATH;

  app.addHook("onRequest", async (request) => {
    const devAuth = isDevAuth(request);
    if (!devAuth && !isApi(request)) return;
    const state = await limit(request, { increment: devAuth });
    if (state.isAllowed) return;
    // A dev-auth request was just counted; for the API, `perMinute` failures already used up the minute.
    if (devAuth ? state.isExceeded : state.remaining <= 0) throw tooMany(state.ttlInSeconds);
  });
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode === 401 && !isDevAuth(request)) await limit(request);
  });
}
