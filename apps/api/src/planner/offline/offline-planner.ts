import type { PlanProposal } from "@initiative-planner/contract";
import { abortableDelay, abortError, splitIntoChunks } from "../chunked-text";
import type { Grounding, ModelUsage, Planner, PlannerCallOptions, PlannerInfo } from "../planner";
import { analyseIdea } from "./idea-analysis";
import { improveSelection } from "./improve";
import { proposeOffline } from "./proposal";
import { planTasksOffline } from "./tasks";
import { proposeSubsectionsOffline } from "./team-sections";
import { writeSubsectionPlan } from "./writer";

export const OFFLINE_PROVIDER = "offline";
export const OFFLINE_MODEL = "offline-planner";

export interface OfflinePlannerOptions {
  /** Pause between streamed chunks (OFFLINE_PLANNER_DELAY_MS; tests use 0). */
  delayMs: number;
}

/** Rough token estimate so offline calls show up in usage like model calls do. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

async function reportUsage(
  options: PlannerCallOptions,
  kind: ModelUsage["kind"],
  input: string,
  output: string,
): Promise<void> {
  await options.onUsage?.({
    kind,
    provider: OFFLINE_PROVIDER,
    model: OFFLINE_MODEL,
    inputTokens: estimateTokens(input),
    outputTokens: estimateTokens(output),
  });
}

/**
 * The built-in planner: deterministic and idea-specific, no network. Streams throw an AbortError
 * (a DOMException) as soon as the caller's signal aborts.
 */
export function createOfflinePlanner({ delayMs }: OfflinePlannerOptions): Planner {
  const info: PlannerInfo = { provider: OFFLINE_PROVIDER, model: OFFLINE_MODEL, offline: true };

  async function* stream(
    produce: () => string,
    input: string,
    kind: ModelUsage["kind"],
    options: PlannerCallOptions,
  ): AsyncGenerator<string> {
    let sent = "";
    try {
      for (const [index, chunk] of splitIntoChunks(produce()).entries()) {
        // The first chunk goes out at once; the delay only paces the ones after it.
        if (index > 0) await abortableDelay(delayMs, options.signal);
        else if (options.signal?.aborted) throw abortError();
        yield chunk;
        sent += chunk;
      }
    } finally {
      await reportUsage(options, kind, input, sent);
    }
  }

  /** A whole answer at once: nothing is worked out for a call already aborted; usage is reported. */
  async function answer<T>(
    produce: () => T,
    input: string,
    kind: ModelUsage["kind"],
    options: PlannerCallOptions,
  ): Promise<T> {
    if (options.signal?.aborted) throw abortError();
    const result = produce();
    await reportUsage(options, kind, input, JSON.stringify(result));
    return result;
  }

  return {
    info,
    proposePlan(idea: string, options: PlannerCallOptions & Grounding = {}): Promise<PlanProposal> {
      return answer(() => proposeOffline(analyseIdea(idea, options.documents)), idea, "propose", options);
    },
    proposeSubsections(context) {
      const propose = () => proposeSubsectionsOffline(context, analyseIdea(context.idea));
      return answer(propose, context.idea, "propose", context);
    },
    streamSubsection(context) {
      const write = () => writeSubsectionPlan(context, analyseIdea(context.idea));
      return stream(write, context.idea, "subsection", context);
    },
    planTasks(context) {
      const plan = () => planTasksOffline(context, analyseIdea(context.idea));
      return answer(plan, context.idea, "task_breakdown", context);
    },
    streamImprovement(context) {
      const improve = () => improveSelection(context.document, context.selection, context.instruction);
      const input = `${context.document}\n${context.instruction}`;
      return stream(improve, input, "improve", context);
    },
  };
}
