import {
  type PlanProposal,
  planProposalSchema,
  proposedSubsectionSchema,
} from "@initiative-planner/contract";
import {
  APICallError,
  generateText,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  RetryError,
  streamText,
  type TextStreamPart,
  type ToolSet,
} from "ai";
import { z } from "zod";
import { abortError } from "../chunked-text";
import { withoutExisting } from "../offline/team-sections";
import type { Grounding, ModelUsage, Planner, PlannerCallOptions } from "../planner";
import { PlannerError } from "../planner";
import * as prompts from "./prompts";
import { tasksOutputSchema } from "./tasks-output";

export interface LlmPlannerOptions {
  model: LanguageModel;
  provider: string;
  modelId: string;
  /** Whole-call limit (LLM_TIMEOUT_MS), on top of the caller's own AbortSignal. */
  timeoutMs: number;
  /** SDK retries on 429/5xx before the first byte; the durable job retries proposals itself. */
  maxRetries?: number;
}

/** The contract's schema plus what it can't express: ids unique within their list. */
const subsectionsOutputSchema = z.object({
  subsections: z
    .array(proposedSubsectionSchema)
    .min(3)
    .max(6)
    .refine((subs) => new Set(subs.map((s) => s.uid)).size === subs.length, "subsection uids must be unique"),
});

const proposalOutputSchema = planProposalSchema.superRefine((proposal, ctx) => {
  const seen = new Set<string>();
  proposal.workstreams.forEach((w, i) => {
    if (seen.has(w.id))
      ctx.addIssue({
        code: "custom",
        path: ["workstreams", i, "id"],
        message: `duplicate workstream id "${w.id}"`,
      });
    seen.add(w.id);
    const uids = new Set<string>();
    w.subsections.forEach((s, j) => {
      if (uids.has(s.uid)) {
        ctx.addIssue({
          code: "custom",
          path: ["workstreams", i, "subsections", j, "uid"],
          message: `duplicate uid "${s.uid}"`,
        });
      }
      uids.add(s.uid);
    });
  });
});

/** A short, model-readable account of why the output was rejected (fed back for the repair). */
export function describeOutputProblem(error: NoObjectGeneratedError): string {
  const cause = error.cause as
    | { cause?: { issues?: unknown }; issues?: unknown; message?: string }
    | undefined;
  const issues = (cause?.cause?.issues ?? cause?.issues) as
    | Array<{ path?: PropertyKey[]; message: string }>
    | undefined;
  if (Array.isArray(issues) && issues.length > 0) {
    return issues
      .slice(0, 8)
      .map((issue) => `${issue.path?.length ? issue.path.map(String).join(".") : "(root)"}: ${issue.message}`)
      .join("; ");
  }
  return /parse/i.test(error.message)
    ? "the answer was not valid JSON"
    : (cause?.message ?? error.message).slice(0, 500);
}

export function createLlmPlanner(options: LlmPlannerOptions): Planner {
  const { model, provider, modelId, timeoutMs } = options;
  const maxRetries = options.maxRetries ?? 1;

  async function report(
    call: PlannerCallOptions,
    kind: ModelUsage["kind"],
    usage: LanguageModelUsage | undefined,
    startedAt: number,
  ) {
    if (!usage || !call.onUsage) return;
    await call.onUsage({
      kind,
      provider,
      model: modelId,
      inputTokens: usage.inputTokens ?? 0,
      outputTokens: usage.outputTokens ?? 0,
      durationMs: Math.round(performance.now() - startedAt),
    });
  }

  /** Joins the caller's signal with the timeout and an internal one (for consumers that stop early). */
  function signals(callerSignal?: AbortSignal) {
    // LLM_TIMEOUT_MS=0 means no limit of our own.
    const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : new AbortController().signal;
    const internal = new AbortController();
    const list = [timeout, internal.signal, ...(callerSignal ? [callerSignal] : [])];
    return { signal: AbortSignal.any(list), timeout, internal, callerSignal };
  }

  /** Maps any failure to what the caller can act on: AbortError, or a PlannerError safe to show. */
  function toFailure(error: unknown, s: ReturnType<typeof signals>): Error {
    if (s.callerSignal?.aborted) return abortError();
    if (s.timeout.aborted) {
      return new PlannerError("The AI provider did not answer in time. Please try again.", "timeout", {
        cause: error,
      });
    }
    if (error instanceof PlannerError) return error;
    const last = RetryError.isInstance(error) ? error.lastError : error;
    const status =
      APICallError.isInstance(last) && (last.statusCode ?? 0) >= 400 ? ` (HTTP ${last.statusCode})` : "";
    return new PlannerError(`The AI provider failed to answer${status}. Please try again.`, "provider", {
      cause: error,
    });
  }

  async function* streamCall(
    kind: ModelUsage["kind"],
    system: string,
    prompt: string,
    call: PlannerCallOptions,
  ): AsyncGenerator<string> {
    const s = signals(call.signal);
    const startedAt = performance.now();
    let finished = false;
    let iterator: AsyncIterator<TextStreamPart<ToolSet>> | undefined;
    try {
      const result = streamText({
        model,
        system,
        prompt,
        abortSignal: s.signal,
        maxRetries,
        // Errors arrive as `error` parts below; the default handler would only log them.
        onError: () => {},
      });
      // Race every read against the signals: a model stream that ignores its AbortSignal must not
      // keep the caller waiting for its next chunk.
      iterator = result.fullStream[Symbol.asyncIterator]();
      const aborted = new Promise<never>((_, reject) => {
        const onAbort = () => reject(abortError());
        if (s.signal.aborted) onAbort();
        else s.signal.addEventListener("abort", onAbort, { once: true });
      });
      aborted.catch(() => {});
      while (true) {
        const next = await Promise.race([iterator.next(), aborted]);
        if (next.done) break;
        const part = next.value;
        if (part.type === "text-delta") {
          if (part.text) yield part.text;
        } else if (part.type === "error") {
          throw toFailure(part.error, s);
        } else if (part.type === "abort") {
          throw toFailure(abortError(), s);
        } else if (part.type === "finish") {
          if (part.finishReason === "error") throw toFailure(new Error("finish reason: error"), s);
          finished = true;
          await report(call, kind, part.totalUsage, startedAt);
        }
      }
      // A stream that ends without a finish part was cut off: never pass it on as a complete text.
      if (!finished) throw toFailure(new Error("The stream ended without finishing"), s);
    } catch (error) {
      throw error instanceof PlannerError ? error : toFailure(error, s);
    } finally {
      // Closes the upstream request when the consumer stops reading early or anything failed.
      if (!finished) s.internal.abort();
      // Not awaited: a pending read may only settle once the aborted request winds down.
      iterator?.return?.().catch(() => {});
    }
  }

  /** A structured answer validated by `schema`; an invalid one is repaired once, then refused. */
  async function structuredCall<T>(options: {
    kind: ModelUsage["kind"];
    system: string;
    prompt: string;
    schema: z.ZodType<T>;
    name: string;
    failure: string;
    call: PlannerCallOptions;
  }): Promise<T> {
    const { call } = options;
    const s = signals(call.signal);
    const messages: ModelMessage[] = [{ role: "user", content: options.prompt }];
    for (let attempt = 1; attempt <= 2; attempt++) {
      const startedAt = performance.now();
      try {
        const result = await generateText({
          model,
          system: options.system,
          messages,
          output: Output.object({ schema: options.schema, name: options.name }),
          abortSignal: s.signal,
          maxRetries,
        });
        await report(call, options.kind, result.usage, startedAt);
        return result.output as T;
      } catch (error) {
        if (!NoObjectGeneratedError.isInstance(error)) throw toFailure(error, s);
        await report(call, options.kind, error.usage, startedAt);
        messages.push(
          { role: "assistant", content: (error.text ?? "").slice(0, 20_000) },
          { role: "user", content: prompts.repairPrompt(describeOutputProblem(error)) },
        );
      }
    }
    throw new PlannerError(options.failure, "invalid_output");
  }

  return {
    info: { provider, model: modelId, offline: false },

    proposePlan(idea: string, call: PlannerCallOptions & Grounding = {}): Promise<PlanProposal> {
      return structuredCall({
        kind: "propose",
        system: prompts.PROPOSAL_SYSTEM,
        prompt: prompts.proposalPrompt(idea, call),
        schema: proposalOutputSchema,
        name: "plan_proposal",
        failure: "The AI planner returned an invalid plan twice. Please try again.",
        call,
      });
    },

    async proposeSubsections(context) {
      const answer = await structuredCall({
        kind: "propose",
        system: prompts.SUBSECTIONS_SYSTEM,
        prompt: prompts.subsectionsPrompt(context),
        schema: subsectionsOutputSchema,
        name: "team_subsections",
        failure: "The AI planner returned invalid subsections twice. Please try again.",
        call: context,
      });
      return withoutExisting(answer.subsections, context.existing);
    },

    async planTasks(context) {
      const answer = await structuredCall({
        kind: "task_breakdown",
        system: prompts.TASKS_SYSTEM,
        prompt: prompts.tasksPrompt(context),
        schema: tasksOutputSchema(context),
        name: "task_breakdown",
        failure:
          "The AI planner returned invalid tasks twice (unknown ids or a dependency cycle). Please try again.",
        call: context,
      });
      return answer.tasks;
    },

    streamSubsection(context) {
      return streamCall("subsection", prompts.SUBSECTION_SYSTEM, prompts.subsectionPrompt(context), context);
    },
    streamImprovement(context) {
      return streamCall("improve", prompts.improveSystem(context), prompts.improvePrompt(context), context);
    },
  };
}
