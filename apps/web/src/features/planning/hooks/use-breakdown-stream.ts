import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { StreamFailedError } from "@/lib/stream-reader";
import { planningKeys } from "../api/planning-keys";
import {
  saveTaskBreakdown,
  streamImprovedBreakdown,
  streamTaskBreakdown,
  type WorkstreamRef,
} from "../api/task-breakdown";
import { isAbortError, logPlanningIssue } from "../lib/planning-log";
import {
  IMPROVE_FAILED_MESSAGE,
  RUN_AGAIN_LABEL,
  STOPPED_MESSAGES,
  type StreamKind,
} from "./use-plan-stream";

const proposalRequired = (body: unknown) =>
  (body as { details?: { proposal_required?: unknown } } | null)?.details?.proposal_required === true;

export interface BreakdownImprove {
  current: string;
  snippet: string;
  instruction: string;
  baseVersion: number;
}

/**
 * The task breakdown's own stream: generating the tasks (their markdown streams in) or improving the
 * markdown (saved at the end, which re-derives the tasks). Leaving the workstream aborts it.
 */
export function useBreakdownStream(ref: WorkstreamRef, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const controllerRef = useRef<AbortController | null>(null);
  const stoppedRef = useRef(false);
  const [active, setActive] = useState<{ kind: StreamKind; text: string } | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const refresh = useCallback(async () => {
    onChanged?.();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...planningKeys.all, "workstream", ref.initiativeId] }),
      queryClient.invalidateQueries({ queryKey: planningKeys.tasks(ref.initiativeId) }),
    ]);
  }, [queryClient, ref.initiativeId, onChanged]);

  const run = useCallback(
    async (
      kind: StreamKind,
      start: (onChunk: (t: string) => void, signal: AbortSignal) => Promise<unknown>,
    ) => {
      if (controllerRef.current) return null;
      const controller = new AbortController();
      controllerRef.current = controller;
      stoppedRef.current = false;
      let text = "";
      setActive({ kind, text });
      try {
        await start((chunk) => {
          text += chunk;
          setActive({ kind, text });
        }, controller.signal);
        return text;
      } catch (error) {
        if (isAbortError(error, controller.signal)) {
          if (stoppedRef.current) toast.info(STOPPED_MESSAGES[kind]);
          return null;
        }
        throw error;
      } finally {
        controllerRef.current = null;
        setActive(null);
      }
    },
    [],
  );

  /** Resolves "proposal_required" when people have edited the tasks: the caller asks for a proposal then. */
  const generate = useCallback(async (): Promise<"proposal_required" | undefined> => {
    try {
      await run("generate", (onChunk, signal) => streamTaskBreakdown(ref, { onChunk, signal }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && proposalRequired(error.body)) {
        return "proposal_required";
      }
      logPlanningIssue("Plan generation failed", error);
      if (error instanceof StreamFailedError && error.code === "conflict") {
        // A breakdown changed meanwhile and nothing was stored: say so, offer a new run.
        toast.error(error.message, {
          action: { label: RUN_AGAIN_LABEL, onClick: () => void generateRef.current() },
        });
      }
    }
    await refresh();
    return undefined;
  }, [ref, run, refresh]);
  const generateRef = useRef(generate);
  generateRef.current = generate;

  const improve = useCallback(
    async (request: BreakdownImprove) => {
      try {
        const text = await run("improve", (onChunk, signal) =>
          streamImprovedBreakdown(
            ref,
            { current_response: request.current, snippet: request.snippet, user_query: request.instruction },
            { onChunk, signal },
          ),
        );
        if (text === null) return;
        await saveTaskBreakdown(ref, { content: text, base_version: request.baseVersion, source: "improve" });
        await refresh();
      } catch (error) {
        logPlanningIssue("AI improvement failed", error);
        await refresh();
        window.alert(IMPROVE_FAILED_MESSAGE);
      }
    },
    [ref, run, refresh],
  );

  const stop = useCallback(() => {
    stoppedRef.current = true;
    controllerRef.current?.abort();
  }, []);

  return { active, busy: active !== null, generate, improve, stop };
}
