import { z } from "zod";
import { runtimeConfigSchema } from "../runtime-config";
import { createdTokenSchema, createTokenBodySchema, tokenParamsSchema, tokenSummarySchema } from "../tokens";
import { backendUserSchema, tokenInfoSchema, updateUserBodySchema } from "../user";
import type { RouteDef } from "./route-def";

export const healthSchema = z.object({ status: z.literal("ok"), db: z.literal("ok") });

/** Health, the runtime config, the signed-in user and the API test. */
export const accountRoutes = {
  health: {
    method: "GET",
    path: "/health",
    access: "public",
    response: healthSchema,
    summary: "API and database health",
  },
  healthHead: {
    method: "HEAD",
    path: "/health",
    access: "public",
    summary: "API and database health, no body",
  },
  config: {
    method: "GET",
    path: "/config",
    access: "public",
    response: runtimeConfigSchema,
    summary: "SPA runtime settings",
  },

  userLogin: {
    method: "POST",
    path: "/user/login",
    access: "user",
    response: backendUserSchema,
    summary: "Create or update the backend user from the token",
  },
  getUser: {
    method: "GET",
    path: "/user",
    access: "user",
    response: backendUserSchema,
    summary: "The signed-in user",
  },
  getUserProfile: {
    method: "GET",
    path: "/user/profile",
    access: "user",
    response: backendUserSchema,
    summary: "The signed-in user (debugger)",
  },
  updateUser: {
    method: "PUT",
    path: "/user",
    access: "user",
    body: updateUserBodySchema,
    response: backendUserSchema,
    summary: "Update the user's workstream",
  },
  apiTest: {
    method: "GET",
    path: "/api/test",
    access: "user",
    response: tokenInfoSchema,
    summary: "Who the token belongs to and when it expires",
  },
} as const satisfies Record<string, RouteDef>;

/** Personal access tokens (issue 35): managed only from a signed-in browser (decision 080). */
export const tokenRoutes = {
  createToken: {
    method: "POST",
    path: "/user/tokens",
    access: "user",
    sessionOnly: true,
    body: createTokenBodySchema,
    response: createdTokenSchema,
    summary: "Create a personal access token; the answer holds the secret, shown this once",
  },
  listTokens: {
    method: "GET",
    path: "/user/tokens",
    access: "user",
    sessionOnly: true,
    response: z.array(tokenSummarySchema),
    summary: "The caller's personal access tokens (never their secrets)",
  },
  revokeToken: {
    method: "DELETE",
    path: "/user/tokens/{tokenId}",
    access: "user",
    sessionOnly: true,
    params: tokenParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Revoke a personal access token at once",
  },
} as const satisfies Record<string, RouteDef>;
