import { z } from "zod";
import { isoDateTime, trimBlank, uuidSchema } from "./common";

/** Every personal access token starts so; secret scanners (and people) recognise a leaked one. */
export const TOKEN_PREFIX = "ipat_";
export const TOKEN_LIMITS = { nameMax: 100, maxDays: 366, perUser: 50 } as const;

/** `read` may call GET routes and the reading MCP tools; `write` may do whatever its owner may. */
export const tokenScopeSchema = z.enum(["read", "write"], { error: "scope must be read or write" });
export type TokenScope = z.infer<typeof tokenScopeSchema>;

export const createTokenBodySchema = z.strictObject({
  name: z
    .string({ error: "name is required" })
    .overwrite(trimBlank)
    .min(1, "name must not be empty")
    .max(TOKEN_LIMITS.nameMax, `name must be at most ${TOKEN_LIMITS.nameMax} characters`),
  scope: tokenScopeSchema,
  /** Days until the token stops working; absent: it never expires (until revoked). */
  expires_in_days: z
    .number({ error: "expires_in_days must be a whole number of days" })
    .int("expires_in_days must be a whole number of days")
    .min(1, "expires_in_days must be at least 1")
    .max(TOKEN_LIMITS.maxDays, `expires_in_days must be at most ${TOKEN_LIMITS.maxDays}`)
    .optional(),
});
export type CreateTokenBody = z.infer<typeof createTokenBodySchema>;

/** A token as its owner sees it in the list: never the secret, only its first characters. */
export const tokenSummarySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  scope: tokenScopeSchema,
  /** `ipat_` and the first characters of the secret, to tell tokens apart. */
  hint: z.string(),
  created_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
  expires_at: isoDateTime.nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;

/** The answer of creation: the one time the secret is shown. */
export const createdTokenSchema = tokenSummarySchema.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

export const tokenParamsSchema = z.object({ tokenId: z.uuid({ error: "tokenId must be a UUID" }) });
