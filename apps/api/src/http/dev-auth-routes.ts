import {
  DEV_AUTH_PREFIX,
  devRefreshBodySchema,
  devTokenBodySchema,
  devTokenResponseSchema,
} from "@initiative-planner/contract/dev-auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DEV_AUDIENCE, DEV_ISSUER, dataDirOf } from "../auth/dev-identity";
import { type DevSigningKey, loadOrCreateDevSigningKey } from "../auth/dev-keys";
import { DEV_POPUP_CSS, DEV_POPUP_SCRIPT, renderDevPopupHtml } from "../auth/dev-popup";
import {
  DEV_ID_TOKEN_TTL_SECONDS,
  devUidForEmail,
  hashRefreshToken,
  issueDevIdToken,
  newRefreshToken,
} from "../auth/dev-tokens";
import {
  consumeRefreshToken,
  insertRefreshToken,
  type RefreshTokenOwner,
  revokeRefreshToken,
} from "../auth/queries";
import type { AppContext } from "./context";
import { AppError } from "./errors";

const POPUP_HTML = renderDevPopupHtml({
  scriptSrc: `${DEV_AUTH_PREFIX}/popup.js`,
  styleSrc: `${DEV_AUTH_PREFIX}/popup.css`,
});

const tokenReply = { 200: devTokenResponseSchema };
const hidden = { hide: true } as const;

/**
 * The dev identity provider (design.md "Identity"). compose.ts registers it only when AUTH_MODE=dev,
 * which config.ts refuses in production.
 */
export function devAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Loaded lazily, once: the same key file the verifier reads, so issued tokens verify after a restart.
  let keyPromise: Promise<DevSigningKey> | null = null;
  const signingKey = () => {
    keyPromise ??= loadOrCreateDevSigningKey(dataDirOf(ctx.config)).catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
    return keyPromise;
  };

  async function issueTokens(owner: RefreshTokenOwner) {
    const key = await signingKey();
    const idToken = await issueDevIdToken({
      key,
      issuer: DEV_ISSUER,
      audience: DEV_AUDIENCE,
      uid: owner.uid,
      email: owner.email,
      name: owner.name,
    });
    const refreshToken = newRefreshToken();
    await insertRefreshToken(ctx.db, hashRefreshToken(refreshToken), owner);
    return { idToken, refreshToken, expiresIn: DEV_ID_TOKEN_TTL_SECONDS };
  }

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${DEV_AUTH_PREFIX}/popup`, { schema: hidden }, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(POPUP_HTML),
  );
  r.get(`${DEV_AUTH_PREFIX}/popup.js`, { schema: hidden }, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(DEV_POPUP_SCRIPT),
  );
  r.get(`${DEV_AUTH_PREFIX}/popup.css`, { schema: hidden }, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "no-cache").send(DEV_POPUP_CSS),
  );

  r.post(
    `${DEV_AUTH_PREFIX}/token`,
    { schema: { ...hidden, body: devTokenBodySchema, response: tokenReply } },
    async (request, reply) => {
      const email = request.body.email.trim();
      const name = request.body.name?.trim() || email.slice(0, email.indexOf("@"));
      reply.header("cache-control", "no-store");
      return issueTokens({ uid: devUidForEmail(email), email, name });
    },
  );

  r.post(
    `${DEV_AUTH_PREFIX}/refresh`,
    { schema: { ...hidden, body: devRefreshBodySchema, response: tokenReply } },
    async (request, reply) => {
      // Rotation: the presented token is revoked as the new pair is issued, so each works once.
      const owner = await consumeRefreshToken(ctx.db, hashRefreshToken(request.body.refreshToken));
      if (!owner) {
        throw new AppError(
          "unauthenticated",
          "This refresh token is unknown, already used or revoked. Please sign in again.",
        );
      }
      reply.header("cache-control", "no-store");
      return issueTokens(owner);
    },
  );

  r.post(
    `${DEV_AUTH_PREFIX}/revoke`,
    {
      schema: {
        ...hidden,
        body: devRefreshBodySchema,
        response: { 200: z.object({ revoked: z.literal(true) }) },
      },
    },
    async (request) => {
      await revokeRefreshToken(ctx.db, hashRefreshToken(request.body.refreshToken));
      return { revoked: true as const };
    },
  );

  r.get(`${DEV_AUTH_PREFIX}/jwks.json`, { schema: hidden }, async (_request, reply) => {
    const key = await signingKey();
    reply.header("cache-control", "public, max-age=300");
    return { keys: [key.publicJwk] };
  });
}
