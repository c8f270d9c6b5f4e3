import { z } from "zod";
import { trimBlank } from "./common";

/**
 * The dev identity provider (`/dev-auth/*`, AUTH_MODE=dev only). Like Firebase's token endpoints these
 * answer a bare token object on success; failures use the portal's failure wrapper.
 */
export { DEV_AUTH_PREFIX } from "./route-path";

export const devTokenBodySchema = z.strictObject({
  email: z.email().max(320),
  name: z.string().overwrite(trimBlank).max(100).optional(),
});
export type DevTokenBody = z.infer<typeof devTokenBodySchema>;

export const devRefreshBodySchema = z.strictObject({ refreshToken: z.string().min(1).max(512) });
export type DevRefreshBody = z.infer<typeof devRefreshBodySchema>;

export const devTokenResponseSchema = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the ID token expires. */
  expiresIn: z.number().int().positive(),
});
export type DevTokenResponse = z.infer<typeof devTokenResponseSchema>;

/** What the dev popup posts to its opener. */
export const devAuthMessageSchema = devTokenResponseSchema.extend({ type: z.literal("dev-auth:tokens") });
export type DevAuthMessage = z.infer<typeof devAuthMessageSchema>;
