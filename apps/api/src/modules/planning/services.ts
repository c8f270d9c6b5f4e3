import { dataDirOf } from "../../auth/dev-identity";
import type { AppContext } from "../../http/context";
import {
  createJobWorker,
  DEFAULT_JOB_SETTINGS,
  type JobWorker,
  type JobWorkerDeps,
  type JobWorkerSettings,
} from "../../jobs/worker";
import { createPlanner } from "../../planner/create-planner";
import { createOfflinePlanner } from "../../planner/offline-planner";
import type { Planner } from "../../planner/planner";
import { loadSettingsKey, SecretBox } from "../ai-settings/secret-box";
import { AiSettingsService } from "../ai-settings/service";
import { createSettingsAwarePlanner } from "../ai-settings/settings-aware-planner";
import { AiQuota } from "../ai-usage/service";

declare module "../../http/context" {
  interface AppServices {
    /** The configured planner (LLM_PROVIDER). */
    planner: Planner;
    /** The offline planner, for `x-use-mock-llm: true` outside production. */
    offlinePlanner: Planner;
    aiQuota: AiQuota;
    /** The admin's AI settings (provider, model, base URL, encrypted key). */
    aiSettings: AiSettingsService;
    jobs: JobWorker;
  }
}

export interface PlanningServiceOptions {
  /** Replaces the configured planner (tests, benchmarks). */
  planner?: Planner;
}

/** Puts the planners and the AI quotas on ctx.services. */
export function installPlanningServices(ctx: AppContext, options: PlanningServiceOptions = {}) {
  const { config } = ctx;
  const offline = createOfflinePlanner({ delayMs: config.llm.offlineDelayMs });
  ctx.services.offlinePlanner = offline;
  const box = new SecretBox(loadSettingsKey(config.llm.settingsKey, dataDirOf(config)));
  const settings = new AiSettingsService(ctx.db, config, box);
  ctx.services.aiSettings = settings;
  // A provider chosen by LLM_PROVIDER must be complete at start-up (fail fast, as before).
  if (config.llm.fromEnv.provider && config.llm.provider !== "offline") createPlanner(config.llm);
  ctx.services.planner =
    options.planner ??
    createSettingsAwarePlanner({ initial: config.llm, resolve: () => settings.effective(), offline });
  ctx.services.aiQuota = new AiQuota(ctx.db, {
    callsPerMinute: config.llm.callsPerMinute,
    dailyTokenBudget: config.llm.dailyTokenBudget,
    prices: config.llm.prices,
  });
}

export type JobOptions = Partial<JobWorkerSettings> & { workerId?: string; start?: boolean };

/** Creates this process's job worker (ctx.services.jobs) and starts it unless told not to. */
export function startJobWorker(
  ctx: AppContext,
  log: JobWorkerDeps["log"],
  options: JobOptions = {},
): JobWorker {
  const { workerId, start = true, ...settings } = options;
  const worker = createJobWorker(
    {
      db: ctx.db,
      planner: () => ctx.services.planner,
      recordUsage: (userId, initiativeId, usage) => ctx.services.aiQuota.record(userId, initiativeId, usage),
      log,
      workerId,
    },
    {
      ...DEFAULT_JOB_SETTINGS,
      pollMs: ctx.config.jobs.pollMs,
      leaseMs: ctx.config.jobs.leaseMs,
      backoffMs: ctx.config.jobs.backoffMs,
      ...settings,
    },
  );
  ctx.services.jobs = worker;
  if (start) worker.start();
  return worker;
}
