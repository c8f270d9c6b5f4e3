import type { TokenVerifier } from "../auth/identity";
import type { AppConfig } from "../config";
import type { Database, Db } from "../db/client";

/** Everything a route module needs, built once by the server (or a test) and passed to buildApp. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  verifier: TokenVerifier;
  /** Extension points filled by later modules (planner, jobs, mailer…). */
  services: AppServices;
}

// biome-ignore lint/suspicious/noEmptyInterface: modules add their services by declaration merging.
export interface AppServices {}
