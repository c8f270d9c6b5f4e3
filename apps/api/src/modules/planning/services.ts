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
import { AiQuota } from "../ai-usage/service";

declare module "../../http/context" {
  interface AppServices {
    /** The configured planner (LLM_PROVIDER). */
    planner: Planner;
    /** The offline planner, for `x-use-mock-llm: true` outside production. */
    offlinePlanner: Planner;
    aiQuota: AiQuota;
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
  ctx.services.planner =
    options.planner ?? (config.llm.provider === "offline" ? offline : createPlanner(config.llm));
  ctx.services.aiQuota = new AiQuota(ctx.db, {
    callsPerMinute: config.llm.callsPerMinute,
    dailyTokenBudget: config.llm.dailyTokenBudget,
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
