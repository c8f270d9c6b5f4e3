import { createPlanner, plannerInfo } from "../../planner/create-planner";
import { type Planner, PlannerError } from "../../planner/planner";
import type { LlmConfig } from "./effective";

/**
 * A planner that reads the AI settings before every model call, so an admin's change applies to the
 * next call on every instance without a restart. Planners are rebuilt only when the settings change.
 */
export function createSettingsAwarePlanner(options: {
  initial: LlmConfig;
  /** The configuration in force now (database + environment). */
  resolve: () => Promise<LlmConfig>;
  offline: Planner;
}): Planner {
  let info = plannerInfo(options.initial);
  let cached: { key: string; planner: Planner } | null = null;

  async function current(): Promise<Planner> {
    const config = await options.resolve();
    info = plannerInfo(config);
    if (config.provider === "offline") return options.offline;
    const key = JSON.stringify([
      config.provider,
      config.model,
      config.baseUrl,
      config.apiKeys,
      config.timeoutMs,
    ]);
    if (cached?.key !== key) {
      try {
        cached = { key, planner: createPlanner(config) };
      } catch (error) {
        throw new PlannerError(
          `The AI provider is not set up (${(error as Error).message}). An administrator can fix this in Settings.`,
          "provider",
          { cause: error },
        );
      }
    }
    return cached.planner;
  }

  async function* delegate(open: (planner: Planner) => AsyncIterable<string>): AsyncGenerator<string> {
    yield* open(await current());
  }

  return {
    get info() {
      return info;
    },
    async proposePlan(idea, call) {
      return (await current()).proposePlan(idea, call);
    },
    async proposeSubsections(context) {
      return (await current()).proposeSubsections(context);
    },
    async planTasks(context) {
      return (await current()).planTasks(context);
    },
    streamSubsection: (context) => delegate((planner) => planner.streamSubsection(context)),
    streamImprovement: (context) => delegate((planner) => planner.streamImprovement(context)),
  };
}
