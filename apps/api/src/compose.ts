import { join } from "node:path";
import pino from "pino";
import { DEV_AUDIENCE, DEV_ISSUER, dataDirOf } from "./auth/dev-identity";
import { loadOrCreateDevSigningKey } from "./auth/dev-keys";
import type { TokenVerifier } from "./auth/identity";
import { createTokenVerifier } from "./auth/token-verifier";
import type { AppConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { buildApp, type RouteModule } from "./http/app";
import type { AppContext, AppServices } from "./http/context";
import { devAuthRoutes } from "./http/dev-auth-routes";
import { serializeError } from "./http/error-log";
import { redactingLoggerOptions } from "./http/log-redaction";
import type { ClaimedJob } from "./jobs/queries";
import { WORKSTREAM_GENERATION } from "./jobs/queue";
import { createJobWorker, DEFAULT_JOB_SETTINGS, type JobWorker, type JobWorkerSettings } from "./jobs/worker";
import { createSmtpMailer } from "./mail/mailer";
import { startMailSender } from "./mail/sender";
import { mcpRoutes } from "./mcp/route";
import { authorize, requireAdmin } from "./modules/access/service";
import { aiSettingsRoutes } from "./modules/ai-settings/routes";
import { loadSettingsKey, SecretBox } from "./modules/ai-settings/secret-box";
import { AiSettingsService } from "./modules/ai-settings/service";
import { createSettingsAwarePlanner } from "./modules/ai-settings/settings-aware-planner";
import { createAiGate } from "./modules/ai-usage/gate";
import { usageRoutes } from "./modules/ai-usage/routes";
import { AiQuota } from "./modules/ai-usage/service";
import { collaboratorRoutes } from "./modules/collaborators/routes";
import { acceptInvitesForEmail, appBaseUrl, inviteLink } from "./modules/collaborators/service";
import { documentRoutes } from "./modules/documents/routes";
import { createUploadSweeper, SWEEP_INTERVAL_MS } from "./modules/documents/sweep";
import { EventHub } from "./modules/events/hub";
import { eventRoutes } from "./modules/events/routes";
import { runGenerateAll } from "./modules/generate-all/generate-all-job";
import { generateAllRoutes } from "./modules/generate-all/routes";
import { GENERATE_ALL_JOB } from "./modules/generate-all/service";
import { initiativeRoutes } from "./modules/initiatives/routes";
import { planShapeRoutes } from "./modules/plan-shape/routes";
import { planningRoutes } from "./modules/planning/routes";
import { workstreamGenerationJob } from "./modules/planning/workstream-generation";
import { taskRoutes } from "./modules/tasks/routes";
import { tokenRoutes } from "./modules/tokens/routes";
import { isPersonalAccessToken, resolveToken } from "./modules/tokens/service";
import { runTrackerPush, TRACKER_PUSH_MAX_WAIT_MS } from "./modules/trackers/push/job";
import { trackerPushRoutes } from "./modules/trackers/push/routes";
import { TRACKER_PUSH_JOBS, TrackerPushService } from "./modules/trackers/push/service";
import type { StoredConnection } from "./modules/trackers/queries";
import { trackerRoutes } from "./modules/trackers/routes";
import { TrackerService } from "./modules/trackers/service";
import { createTrackerSyncTicker, runTrackerSync, TRACKER_SYNC_JOB } from "./modules/trackers/sync-job";
import { trackerSyncRoutes } from "./modules/trackers/sync-routes";
import { ensureUser } from "./modules/users/queries";
import { userRoutes } from "./modules/users/routes";
import { createPlanner } from "./planner/create-planner";
import { createOfflinePlanner } from "./planner/offline/offline-planner";
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

export type JobOptions = Partial<JobWorkerSettings> & { workerId?: string; start?: boolean };

export interface ServiceOptions {
  /** Replaces the configured planner (tests, benchmarks). */
  planner?: Planner;
  /** Job worker settings and id (tests). */
  jobs?: Omit<JobOptions, "start">;
}

type ContextBase = Omit<AppContext, "services">;

/** A job worker for this process (not started). Tests make a second one to play a successor process. */
export function createJobs(
  ctx: ContextBase & {
    services: Pick<AppServices, "planner" | "aiQuota" | "trackers"> &
      Partial<Pick<AppServices, "eventHub" | "secretBox">>;
  },
  options: Omit<JobOptions, "start"> = {},
): JobWorker {
  const { workerId, ...settings } = options;
  return createJobWorker(
    {
      db: ctx.db,
      log: ctx.log,
      workerId,
      handlers: {
        [WORKSTREAM_GENERATION]: workstreamGenerationJob({
          db: ctx.db,
          planner: () => ctx.services.planner,
          recordUsage: (owner, usage) => ctx.services.aiQuota.record(owner, usage),
          log: ctx.log,
        }),
        [GENERATE_ALL_JOB]: {
          run: (job, signal, holder) =>
            runGenerateAll(
              {
                db: ctx.db,
                workerId: holder,
                planner: ctx.services.planner,
                quota: ctx.services.aiQuota,
                log: ctx.log,
                concurrency: ctx.config.generateAllConcurrency,
                // On PGlite this process is the only one: live chunks only when a page follows.
                watched: (initiativeId) =>
                  ctx.database.kind === "postgres" ||
                  (ctx.services.eventHub?.isWatched(initiativeId) ?? true),
              },
              job,
              signal,
            ),
        },
        ...trackerPushHandlers(ctx),
        [TRACKER_SYNC_JOB]: {
          run: (job, signal, holder) => {
            const box = ctx.services.secretBox;
            if (!box) throw new Error("tracker sync needs the settings key");
            return runTrackerSync({ db: ctx.db, box, log: ctx.log }, job, signal, holder);
          },
        },
      },
    },
    {
      ...DEFAULT_JOB_SETTINGS,
      pollMs: ctx.config.jobs.pollMs,
      leaseMs: ctx.config.jobs.leaseMs,
      backoffMs: ctx.config.jobs.backoffMs,
      ...settings,
    },
  );
}

/** The push job of each tracker (decision 122): one handler per job kind. */
function trackerPushHandlers(ctx: ContextBase & { services: Pick<AppServices, "trackers"> }) {
  const deps = {
    db: ctx.db,
    log: ctx.log,
    appUrl: appBaseUrl(ctx.config),
    openSecret: (row: StoredConnection) => ctx.services.trackers.openSecret(row),
    writeIntervalMs: ctx.config.trackerPush.writeIntervalMs,
    maxWaitMs: TRACKER_PUSH_MAX_WAIT_MS,
  };
  return Object.fromEntries(
    Object.values(TRACKER_PUSH_JOBS).map((kind) => [
      kind,
      {
        run: (job: ClaimedJob, signal: AbortSignal, holder: string) =>
          runTrackerPush(deps, job, signal, holder),
      },
    ]),
  );
}

/** Builds every service of the process, fully typed, before any route module runs. */
export function createServices(base: ContextBase, options: ServiceOptions = {}): AppServices {
  const { config } = base;
  const offlinePlanner = createOfflinePlanner({ delayMs: config.llm.offlineDelayMs });
  // One key seals every secret at rest: the AI key and the tracker tokens.
  const secretBox = new SecretBox(loadSettingsKey(config.llm.settingsKey, dataDirOf(config)));
  const aiSettings = new AiSettingsService(base.db, config, secretBox);
  // A provider chosen by LLM_PROVIDER must be complete at start-up (fail fast); otherwise the planner
  // reads the admin's settings before every model call (decision 030).
  if (!options.planner && config.llm.fromEnv.provider && config.llm.provider !== "offline") {
    createPlanner(config.llm);
  }
  const planner =
    options.planner ??
    createSettingsAwarePlanner({
      initial: config.llm,
      resolve: () => aiSettings.effective(),
      offline: offlinePlanner,
    });
  const aiQuota = new AiQuota(base.db, {
    callsPerMinute: config.llm.callsPerMinute,
    dailyTokenBudget: config.llm.dailyTokenBudget,
    prices: config.llm.prices,
  });
  const { smtpUrl, from, retryBackoffMs } = config.mail;
  // Without SMTP, invitation mail is kept in the outbox (the inviter shares the link); with it, a background
  // sender delivers the outbox with retries (mail/sender.ts).
  const mailSender = smtpUrl
    ? startMailSender({
        db: base.db,
        mailer: createSmtpMailer({ smtpUrl, from }),
        smtpUrl,
        linkOf: (token) => inviteLink(config, token),
        log: base.log,
        pollMs: config.jobs.pollMs,
        backoffMs: retryBackoffMs,
      })
    : null;
  const eventHub = new EventHub(base.database);
  const trackers = new TrackerService(base.db, secretBox);
  const jobs = createJobs(
    { ...base, services: { planner, aiQuota, eventHub, trackers, secretBox } },
    options.jobs,
  );
  return {
    planner,
    offlinePlanner,
    aiQuota,
    aiGate: createAiGate(aiQuota, { production: config.production }),
    aiSettings,
    trackers,
    trackerPush: new TrackerPushService(base.db, appBaseUrl(config)),
    secretBox,
    trackerSync: createTrackerSyncTicker({
      deps: { db: base.db, box: secretBox, log: base.log },
      minutes: config.trackerSyncMinutes,
      nudge: () => jobs.nudge(),
    }),
    eventHub,
    mailSender,
    uploadSweeper: createUploadSweeper({
      db: base.db,
      log: base.log,
      ttlHours: config.uploads.unattachedTtlHours,
      intervalMs: SWEEP_INTERVAL_MS,
    }),
    jobs,
    loginHooks: [acceptInvitesForEmail],
    admission: { isPersonalAccessToken, resolveToken, ensureUser, authorize, requireAdmin },
  };
}

/** The process logger: silent when `logger` is false, else at LOG_LEVEL (or the options given). */
function createLogger(config: AppConfig, logger: boolean | object | undefined) {
  if (logger === false) return pino({ enabled: false });
  // Fastify's logger options may name a destination stream (tests read the log from one).
  const { stream, ...options } = (typeof logger === "object" ? logger : {}) as {
    stream?: pino.DestinationStream;
  } & Record<string, unknown>;
  // Invitation tokens never reach a log line (log-redaction.ts); errors are logged without SQL parameters.
  const settings = redactingLoggerOptions({
    level: config.logLevel,
    ...options,
    serializers: { err: serializeError },
  }) as pino.LoggerOptions;
  return stream ? pino(settings, stream) : pino(settings);
}

export async function createContext(
  config: AppConfig,
  options: { database?: Database; logger?: boolean | object } & ServiceOptions = {},
): Promise<AppContext> {
  const db =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? null : join(dataDirOf(config)),
    }));
  await db.migrate();
  const base: ContextBase = {
    config,
    database: db,
    db: db.db,
    verifier: await createVerifier(config),
    log: createLogger(config, options.logger),
  };
  return { ...base, services: createServices(base, options) };
}

/** Every route module of the product, in registration order; modules only register routes. */
export const productModules: RouteModule[] = [
  userRoutes,
  initiativeRoutes,
  collaboratorRoutes,
  planningRoutes,
  usageRoutes,
  aiSettingsRoutes,
  eventRoutes,
  documentRoutes,
  taskRoutes,
  tokenRoutes,
  mcpRoutes,
  trackerRoutes,
  trackerPushRoutes,
  trackerSyncRoutes,
  planShapeRoutes,
  generateAllRoutes,
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
  const { start = true, ...jobs } = options.jobs ?? {};
  const ctx = await createContext(config, { ...options, jobs });
  // The dev identity provider exists only in dev mode (config.ts refuses dev mode in production).
  const identityModules: RouteModule[] = config.auth.mode === "dev" ? [devAuthRoutes] : [];
  const modules = [...identityModules, ...productModules, ...(options.extraModules ?? [])];
  const app = await buildApp(ctx, {
    modules,
    version: options.version,
    llmInForce: () => ctx.services.aiSettings.effective(),
  });
  const { jobs: worker, mailSender, uploadSweeper, trackerSync } = ctx.services;
  if (start) {
    worker.start();
    trackerSync.start();
  }
  uploadSweeper.start();
  // Event streams never end by themselves: the hub ends them before the server waits for its clients.
  app.addHook("preClose", async () => ctx.services.eventHub.close());
  app.addHook("onClose", async () => {
    // Running jobs go back to the queue (without using an attempt) before the database closes.
    await trackerSync.stop();
    await worker.stop();
    await mailSender?.stop();
    await uploadSweeper.stop();
    await ctx.database.close();
  });
  return { app, ctx };
}
