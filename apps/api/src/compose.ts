import { join } from "node:path";
import { devAuthRoutes } from "./auth/dev-auth-routes";
import { DEV_AUDIENCE, DEV_ISSUER, dataDirOf } from "./auth/dev-identity";
import { loadOrCreateDevSigningKey } from "./auth/dev-keys";
import type { TokenVerifier } from "./auth/identity";
import { createTokenVerifier } from "./auth/token-verifier";
import type { AppConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { buildApp, type RouteModule } from "./http/app";
import type { AppContext, AppServices } from "./http/context";
import { collaboratorRoutes } from "./modules/collaborators/routes";
import { initiativeRoutes } from "./modules/initiatives/routes";
import { planningRoutes } from "./modules/planning/routes";
import { installPlanningServices, type JobOptions, startJobWorker } from "./modules/planning/services";
import { taskRoutes } from "./modules/tasks/routes";
import type { Planner } from "./planner/planner";

export { DEV_AUDIENCE, DEV_ISSUER, dataDirOf } from "./auth/dev-identity";

export async function createVerifier(config: AppConfig): Promise<TokenVerifier> {
  if (config.auth.mode === "firebase") {
    return createTokenVerifier({
      mode: "firebase",
      projectId: config.auth.firebaseProjectId!,
      ...(config.auth.firebaseJwksUrl ? { jwksUrl: config.auth.firebaseJwksUrl } : {}),
    });
  }
  const key = await loadOrCreateDevSigningKey(dataDirOf(config));
  return createTokenVerifier({
    mode: "dev",
    issuer: DEV_ISSUER,
    audience: DEV_AUDIENCE,
    getKeys: async () => [key.publicJwk],
  });
}

export async function createContext(config: AppConfig, database?: Database): Promise<AppContext> {
  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? null : join(dataDirOf(config)),
    }));
  await db.migrate();
  return {
    config,
    database: db,
    db: db.db,
    verifier: await createVerifier(config),
    services: {} as AppServices,
  };
}

/** Every route module of the product, in registration order. */
export const productModules: RouteModule[] = [
  initiativeRoutes,
  collaboratorRoutes,
  planningRoutes,
  taskRoutes,
];

export interface CreateServerOptions {
  database?: Database;
  logger?: boolean | object;
  version?: string;
  /** Modules added after the product's (tests). */
  extraModules?: RouteModule[];
  /** Replaces the configured planner (tests, benchmarks). */
  planner?: Planner;
  /** Job worker settings; `start: false` leaves the worker stopped (tests). */
  jobs?: JobOptions;
}

export async function createServer(config: AppConfig, options: CreateServerOptions = {}) {
  const ctx = await createContext(config, options.database);
  installPlanningServices(ctx, { planner: options.planner });
  // The dev identity provider exists only in dev mode (config.ts refuses dev mode in production).
  const identityModules: RouteModule[] = config.auth.mode === "dev" ? [devAuthRoutes] : [];
  const modules = [...identityModules, ...productModules, ...(options.extraModules ?? [])];
  const app = await buildApp(ctx, { modules, logger: options.logger, version: options.version });
  const worker = startJobWorker(ctx, app.log, options.jobs);
  app.addHook("onClose", async () => {
    // Running jobs go back to the queue (without using an attempt) before the database closes.
    await worker.stop();
    await ctx.database.close();
  });
  return { app, ctx };
}
