import type { FastifyRequest } from "fastify";
import { AuthError, AuthUnavailableError } from "../auth/auth-error";
import type { Identity } from "../auth/identity";
import type { AppContext } from "./context";
import { unauthenticated, unavailable } from "./errors";

const TOKEN_HEADER = "x-user-authorization-token";

/**
 * The credential of a request: our header, or a standard `Authorization: Bearer` header; either holds
 * the identity token or a personal access token (`ipat_…`).
 */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers[TOKEN_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value?.trim()) return value.trim();
  const authorization = request.headers.authorization;
  if (authorization?.startsWith("Bearer ")) return authorization.slice(7).trim() || null;
  return null;
}

// Users known to exist in this process; a miss only costs an idempotent insert, so this is a pure cache.
const knownUsers = new Set<string>();

export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Identity> {
  const token = readToken(request);
  if (!token) throw unauthenticated();
  // A personal access token acts as its owner, whose account exists already (decision 080).
  const { admission } = ctx.services;
  if (admission.isPersonalAccessToken(token)) return admission.resolveToken(ctx.db, token);
  let identity: Identity;
  try {
    identity = await ctx.verifier.verify(token);
  } catch (error) {
    if (error instanceof AuthError) {
      request.log.info({ reason: error.reason }, "token rejected");
      throw unauthenticated("Your session token is invalid or has expired. Please sign in again.");
    }
    if (error instanceof AuthUnavailableError) {
      request.log.warn({ err: error }, "identity keys unavailable");
      throw unavailable(
        "Sign-in cannot be checked right now because the identity provider is unreachable. Please try again shortly.",
      );
    }
    throw error;
  }
  if (!knownUsers.has(identity.uid)) {
    await admission.ensureUser(ctx.db, identity);
    if (knownUsers.size > 50_000) knownUsers.clear();
    knownUsers.add(identity.uid);
  }
  return identity;
}
