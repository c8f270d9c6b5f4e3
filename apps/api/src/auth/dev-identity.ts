import { resolve } from "node:path";
import type { AppConfig } from "../config";

/** Issuer and audience of the dev identity provider's tokens (the server's own, never Google's). */
export const DEV_ISSUER = "https://dev-auth.initiative-planner.local";
export const DEV_AUDIENCE = "initiative-planner-dev";

/** Where files that must survive a restart live (PGlite, dev signing key). */
export function dataDirOf(config: AppConfig): string {
  return resolve(config.dataDir);
}
