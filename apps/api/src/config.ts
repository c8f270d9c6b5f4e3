import { firebaseWebConfigSchema, llmProviderSchema } from "@initiative-planner/contract";
import { z } from "zod";

/** USD per million tokens, input and output; AI_PRICES (JSON) adds or overrides entries. */
export const DEFAULT_AI_PRICES: Record<string, ModelPrice> = {
  "offline-planner": { input: 0, output: 0 },
  "gpt-4o-mini": { input: 0.15, output: 0.6 },
  "gpt-4o": { input: 2.5, output: 10 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6 },
  "gpt-4.1": { input: 2, output: 8 },
  "claude-sonnet-4-5": { input: 3, output: 15 },
  "claude-haiku-4-5": { input: 1, output: 5 },
  "gemini-2.5-flash": { input: 0.3, output: 2.5 },
  "gemini-2.5-pro": { input: 1.25, output: 10 },
};
const modelPriceSchema = z.strictObject({ input: z.number().min(0), output: z.number().min(0) });
export type ModelPrice = z.infer<typeof modelPriceSchema>;

/** The only reader of process.env: every variable of design.md's table, parsed once. */
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(fallback));

const intAtLeast = (min: number, fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).default(fallback));

/** A comma-separated list of pauses in milliseconds ("2000,8000,30000"). */
const millisecondList = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(,\d+)*$/, "must be a comma-separated list of milliseconds")
      .default(fallback)
      .transform((text) => text.split(",").map(Number)),
  );

const envSchema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
    HOST: z.preprocess(emptyToUndefined, z.string().default("127.0.0.1")),
    APP_ENV: z.preprocess(emptyToUndefined, z.string().min(1).default("staging")),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    AUTH_MODE: z.preprocess(emptyToUndefined, z.enum(["dev", "firebase"]).optional()),
    FIREBASE_PROJECT_ID: optionalString,
    FIREBASE_WEB_CONFIG: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((text, ctx) => {
          if (text === undefined) return null;
          try {
            return firebaseWebConfigSchema.parse(JSON.parse(text));
          } catch {
            ctx.addIssue({ code: "custom", message: "must be the Firebase web config as JSON" });
            return z.NEVER;
          }
        }),
    ),
    FIREBASE_JWKS_URL: optionalString,
    LLM_PROVIDER: z.preprocess(emptyToUndefined, llmProviderSchema.default("offline")),
    LLM_MODEL: optionalString,
    LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    LLM_OPENAI_API: z.preprocess(emptyToUndefined, z.enum(["chat", "responses"]).default("chat")),
    LLM_TIMEOUT_MS: positiveInt(120_000),
    OPENAI_API_KEY: optionalString,
    ANTHROPIC_API_KEY: optionalString,
    GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
    OFFLINE_PLANNER_DELAY_MS: positiveInt(15),
    AI_CALLS_PER_MINUTE: positiveInt(30),
    AI_DAILY_TOKEN_BUDGET: positiveInt(2_000_000),
    AI_PRICES: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((text, ctx) => {
          if (text === undefined) return {};
          try {
            return z.record(z.string().min(1), modelPriceSchema).parse(JSON.parse(text));
          } catch {
            ctx.addIssue({
              code: "custom",
              message:
                'must be JSON like {"model-id": {"input": 0.15, "output": 0.6}} (USD per million tokens)',
            });
            return z.NEVER;
          }
        }),
    ),
    ADMIN_EMAILS: optionalString,
    SETTINGS_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9+/]{43}=$|^[0-9a-fA-F]{64}$/, "must be 32 bytes as base64 or hex")
        .optional(),
    ),
    EVENTS_HEARTBEAT_MS: positiveInt(15_000),
    JOB_POLL_MS: positiveInt(1_000),
    JOB_LEASE_MS: positiveInt(30_000),
    JOB_RETRY_BACKOFF_MS: millisecondList("2000,8000,30000"),
    // Issue 32: sections Generate all plans at the same time.
    GENERATE_ALL_CONCURRENCY: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(16).default(3),
    ),
    // Issue 34: minutes between the periodic pulls of linked issues' status from each tracker (0: never).
    TRACKER_SYNC_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(1440).default(10),
    ),
    // Issue 34: the pause between two writes to a tracker during a push (GitHub asks for a second).
    TRACKER_WRITE_INTERVAL_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(60_000).default(1_000),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// URL")
        .optional(),
    ),
    INVITES_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(20)),
    PLAN_SAVES_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(30)),
    INVITE_TTL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(14)),
    UPLOAD_UNATTACHED_TTL_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(8760).default(24),
    ),
    MAIL_RETRY_BACKOFF_MS: millisecondList("30000,120000,600000,3600000"),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("Initiative Planner <no-reply@localhost>")),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    CORS_ORIGINS: optionalString,
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    WEB_DIST: optionalString,
    ALLOW_DEV_AUTH: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")),
    AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(60),
    // Security round 3 (issue 30): document reading, upload quota and rate, slow clients, live streams.
    UPLOAD_MAX_PAGES: intAtLeast(1, 500),
    UPLOAD_EXTRACT_TIMEOUT_MS: intAtLeast(100, 20_000),
    UPLOAD_EXTRACT_MEMORY_MB: intAtLeast(32, 256),
    UPLOAD_QUOTA_MB: intAtLeast(1, 500),
    UPLOADS_PER_HOUR: intAtLeast(1, 100),
    REQUEST_TIMEOUT_MS: intAtLeast(100, 30_000),
    EVENT_STREAMS_PER_USER: intAtLeast(1, 20),
  })
  .superRefine((env, ctx) => {
    const production = env.APP_ENV === "production";
    const authMode = env.AUTH_MODE ?? (env.FIREBASE_PROJECT_ID ? "firebase" : "dev");
    if (production && authMode === "dev") {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_MODE"],
        message: "the dev identity provider is refused when APP_ENV=production",
      });
    }
    if (authMode === "dev" && !isLoopback(env.HOST) && env.ALLOW_DEV_AUTH !== "true") {
      ctx.addIssue({
        code: "custom",
        path: ["HOST"],
        message:
          `is ${env.HOST}, which other machines can reach, and the dev identity provider lets anyone sign in as anyone. ` +
          "Listen on 127.0.0.1, or use AUTH_MODE=firebase, or set ALLOW_DEV_AUTH=true if this network is trusted",
      });
    }
    if (authMode === "firebase" && !env.FIREBASE_PROJECT_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["FIREBASE_PROJECT_ID"],
        message: "is required when AUTH_MODE=firebase",
      });
    }
    if (env.LLM_PROVIDER === "openai-compatible" && !env.LLM_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_BASE_URL"],
        message: "is required when LLM_PROVIDER=openai-compatible",
      });
    }
  });

/** True for addresses only this machine can reach (the dev sign-in is safe there). */
export function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost" || name === "::1") return true;
  const v4 = name.startsWith("::ffff:") ? name.slice(7) : name;
  const parts = v4.split(".");
  return (
    parts.length === 4 && parts[0] === "127" && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)
  );
}

export type Env = z.input<typeof envSchema>;

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const authMode = e.AUTH_MODE ?? (e.FIREBASE_PROJECT_ID ? "firebase" : "dev");
  return {
    port: e.PORT,
    host: e.HOST,
    appEnv: e.APP_ENV,
    production: e.APP_ENV === "production",
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    auth: {
      mode: authMode as "dev" | "firebase",
      firebaseProjectId: e.FIREBASE_PROJECT_ID ?? null,
      firebaseWebConfig: e.FIREBASE_WEB_CONFIG,
      firebaseJwksUrl: e.FIREBASE_JWKS_URL ?? null,
    },
    llm: {
      provider: e.LLM_PROVIDER,
      model: e.LLM_MODEL ?? null,
      baseUrl: e.LLM_BASE_URL ?? null,
      openaiApi: e.LLM_OPENAI_API,
      timeoutMs: e.LLM_TIMEOUT_MS,
      apiKeys: {
        openai: e.OPENAI_API_KEY,
        anthropic: e.ANTHROPIC_API_KEY,
        google: e.GOOGLE_GENERATIVE_AI_API_KEY,
      },
      offlineDelayMs: e.OFFLINE_PLANNER_DELAY_MS,
      callsPerMinute: e.AI_CALLS_PER_MINUTE,
      dailyTokenBudget: e.AI_DAILY_TOKEN_BUDGET,
      prices: { ...DEFAULT_AI_PRICES, ...e.AI_PRICES } as Record<string, ModelPrice>,
      /** Which settings an environment variable sets: they win over the admin's settings. */
      fromEnv: {
        provider: env.LLM_PROVIDER !== undefined && env.LLM_PROVIDER !== "",
        model: e.LLM_MODEL !== undefined,
        baseUrl: e.LLM_BASE_URL !== undefined,
      },
      settingsKey: e.SETTINGS_KEY ?? null,
    },
    adminEmails: (e.ADMIN_EMAILS ?? "")
      .split(",")
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    eventsHeartbeatMs: e.EVENTS_HEARTBEAT_MS,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, retryBackoffMs: e.MAIL_RETRY_BACKOFF_MS },
    invites: { ttlDays: e.INVITE_TTL_DAYS, perHour: e.INVITES_PER_HOUR },
    /** Hours an upload may stay unattached before the sweep deletes it. */
    uploads: {
      unattachedTtlHours: e.UPLOAD_UNATTACHED_TTL_HOURS,
      /** Reading PDFs and Word documents in a worker (issue 30): page cap, time and heap limits. */
      maxPages: e.UPLOAD_MAX_PAGES,
      extractTimeMs: e.UPLOAD_EXTRACT_TIMEOUT_MS,
      extractMemoryMb: e.UPLOAD_EXTRACT_MEMORY_MB,
      /** Bytes one user may keep in uploads, attached or not, and uploads one user may make an hour. */
      quotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
      perHour: e.UPLOADS_PER_HOUR,
    },
    /** Longest time a client may take to send a request's headers and body (slow clients are cut). */
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    /** Live event streams one user may hold open at once on one instance (429 beyond). */
    eventStreamsPerUser: e.EVENT_STREAMS_PER_USER,
    /** Plan saves (saves, restores, accepted improvements) one user may make a minute (429 beyond). */
    savesPerMinute: e.PLAN_SAVES_PER_MINUTE,
    publicUrl: e.PUBLIC_URL ?? null,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(",")
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
    jobs: { pollMs: e.JOB_POLL_MS, leaseMs: e.JOB_LEASE_MS, backoffMs: e.JOB_RETRY_BACKOFF_MS },
    /** Sections Generate all plans at the same time (GENERATE_ALL_CONCURRENCY). */
    generateAllConcurrency: e.GENERATE_ALL_CONCURRENCY,
    /** Minutes between periodic tracker syncs (TRACKER_SYNC_MINUTES; 0 turns them off). */
    trackerSyncMinutes: e.TRACKER_SYNC_MINUTES,
    /** Tracker pushes (issue 34): the pause between two writes (TRACKER_WRITE_INTERVAL_MS). */
    trackerPush: { writeIntervalMs: e.TRACKER_WRITE_INTERVAL_MS },
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? null,
    /** Failed sign-ins and /dev-auth calls allowed per client address per minute (0: no limit). */
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
  };
}

export type AppConfig = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}
