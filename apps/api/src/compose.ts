import { join, resolve } from "node:path";
import { loadOrCreateDevSigningKey } from "./auth/dev-keys";
import type { TokenVerifier } from "./auth/identity";
import { createTokenVerifier } from "./auth/token-verifier";
import type { AppConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { buildApp, type RouteModule } from "./http/app";
import type { AppContext, AppServices } from "./http/context";

export const DEV_ISSUER = "https://dev-auth.initiative-planner.local";
export const DEV_AUDIENCE = "initiative-planner-dev";

/** Where files that must survive a restart live (PGlite, dev signing key). */
export function dataDirOf(config: AppConfig): string {
  return resolve(config.dataDir);
}

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
export const productModules: RouteModule[] = [];

export interface CreateServerOptions {
  database?: Database;
  logger?: boolean | object;
  version?: string;
  /** Modules added after the product's (tests). */
  extraModules?: RouteModule[];
}

export async function createServer(config: AppConfig, options: CreateServerOptions = {}) {
  const ctx = await createContext(config, options.database);
  const modules = [...productModules, ...(options.extraModules ?? [])];
  const app = await buildApp(ctx, { modules, logger: options.logger, version: options.version });
  app.addHook("onClose", async () => {
    await ctx.database.close();
  });
  return { app, ctx };
}
