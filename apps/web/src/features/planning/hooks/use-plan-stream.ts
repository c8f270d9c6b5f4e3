import type { StreamDone } from "@initiative-planner/contract/stream";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { StreamFailedError } from "@/lib/stream-reader";
import { streamImprovedPlan, streamSubsectionPlan } from "../api/plan-streams";
import type { SubsectionRef } from "../api/planning-keys";
import { saveSubsectionPlan } from "../api/save-subsection";
import { cachedPlanVersion, refreshPlan, storeSavedPlan } from "../lib/plan-cache";
import { isAbortError, logPlanningIssue } from "../lib/planning-log";

export type StreamKind = "generate" | "improve";

export interface ActiveStream {
  ref: SubsectionRef;
  kind: StreamKind;
  /** Everything streamed so far; the plan shown while the stream runs. */
  text: string;
}

/** The last AI change, which one click can undo by restoring `previousVersion`. */
export interface UndoEntry {
  ref: SubsectionRef;
  kind: StreamKind;
  previousVersion: number;
  version: number;
  /** The text the AI changed (issue 32, item 4: reviewed passage by passage); "" for a first plan. */
  before: string;
  /** Passages the person kept, by their key. */
  kept?: readonly string[];
  /** The version a revert replaced, shown until the saved revert reaches the cached plan. */
  replaced?: number;
}

export interface ImproveRequest {
  current: string;
  snippet: string;
  /** The selection's `metadata.selection_start`; absent for the whole plan. */
  selectionStart?: number;
  instruction: string;
  baseVersion: number;
}

export const RUN_AGAIN_LABEL = "Run again";
export const IMPROVE_FAILED_MESSAGE = "AI improvement failed. Please try again.";
/** Told after the user's own Stop: the streamed text is dropped, and without a word it looked lost. */
export const STOPPED_MESSAGES: Record<StreamKind, string> = {
  generate: "Generation stopped — nothing was saved.",
  improve: "Improvement stopped — nothing was saved.",
};

/** The spec's guard: without all three ids there is nothing to address, so nothing runs. */
function complete(ref: SubsectionRef): boolean {
  if (ref.initiativeId && ref.wsId && ref.subId) return true;
  logPlanningIssue("Missing required parameters", ref);
  return false;
}

type Starter = (onChunk: (text: string) => void, signal: AbortSignal) => Promise<StreamDone>;

/** One plan stream at a time for the whole screen: generation or improvement, abortable. */
export function usePlanStream() {
  const queryClient = useQueryClient();
  const controllerRef = useRef<AbortController | null>(null);
  // The ref is the truth the completion handlers read; the state is what renders, per chunk.
  const textRef = useRef("");
  const [active, setActive] = useState<ActiveStream | null>(null);
  const [undo, setUndo] = useState<UndoEntry | null>(null);

  // The controller the user stopped; other aborts (switching, hiding, leaving) end streams unannounced.
  const stoppedRef = useRef<AbortController | null>(null);

  const abort = useCallback(() => controllerRef.current?.abort(), []);
  /** The Stop button: aborts like any other abort, and says so once the stream has ended. */
  const stop = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    stoppedRef.current = controller;
    controller.abort();
  }, []);
  // Leaving the screen ends the stream and so the model call behind it.
  useEffect(() => abort, [abort]);

  /** Runs one stream; resolves with the streamed text, or null when aborted. */
  const run = useCallback(async (ref: SubsectionRef, kind: StreamKind, start: Starter) => {
    const controller = new AbortController();
    controllerRef.current = controller;
    textRef.current = "";
    setActive({ ref, kind, text: "" });
    const onChunk = (chunk: string) => {
      textRef.current += chunk;
      const text = textRef.current;
      setActive((current) => (current ? { ...current, text } : current));
    };
    try {
      const done = await start(onChunk, controller.signal);
      return { text: textRef.current, version: done.version };
    } catch (error) {
      if (isAbortError(error, controller.signal)) {
        if (stoppedRef.current === controller) toast.info(STOPPED_MESSAGES[kind]);
        return null;
      }
      throw error;
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      if (stoppedRef.current === controller) stoppedRef.current = null;
      setActive(null);
    }
  }, []);

  const generate = useCallback(
    async (ref: SubsectionRef, previousVersion: number, before = "") => {
      if (controllerRef.current || !complete(ref)) return;
      try {
        const result = await run(ref, "generate", (onChunk, signal) =>
          streamSubsectionPlan(ref, { onChunk, signal }),
        );
        if (!result) {
          // The server saves nothing on abort; show what it has.
          refreshPlan(queryClient, ref);
          return;
        }
        storeSavedPlan(queryClient, ref, result.text, result.version);
        setUndo({ ref, kind: "generate", previousVersion, version: result.version, before });
      } catch (error) {
        logPlanningIssue("Plan generation failed", error);
        refreshPlan(queryClient, ref);
        if (error instanceof StreamFailedError && error.code === "conflict") {
          // Someone saved the plan meanwhile and the server kept their save: say so, offer a new run.
          toast.error(error.message, {
            action: {
              label: RUN_AGAIN_LABEL,
              onClick: () =>
                void generateRef.current(ref, cachedPlanVersion(queryClient, ref) ?? previousVersion),
            },
          });
        }
      }
    },
    [queryClient, run],
  );
  const generateRef = useRef(generate);
  generateRef.current = generate;

  /** Streams the improved plan in, then saves it. Failures alert; an abort is silent. */
  const improve = useCallback(
    async (ref: SubsectionRef, request: ImproveRequest) => {
      if (controllerRef.current || !complete(ref)) return;
      try {
        const result = await run(ref, "improve", (onChunk, signal) =>
          streamImprovedPlan(
            ref,
            {
              current_response: request.current,
              snippet: request.snippet,
              user_query: request.instruction,
              ...(request.selectionStart === undefined
                ? {}
                : { metadata: { selection_start: request.selectionStart } }),
            },
            { onChunk, signal },
          ),
        );
        if (!result) return;
        const saved = await saveSubsectionPlan(ref, {
          content: result.text,
          base_version: request.baseVersion,
          source: "improve",
        });
        storeSavedPlan(queryClient, ref, result.text, saved.version);
        setUndo({
          ref,
          kind: "improve",
          previousVersion: request.baseVersion,
          version: saved.version,
          before: request.current,
        });
      } catch (error) {
        logPlanningIssue("AI improvement failed", error);
        refreshPlan(queryClient, ref);
        window.alert(IMPROVE_FAILED_MESSAGE);
        throw error;
      }
    },
    [queryClient, run],
  );

  const clearUndo = useCallback(() => setUndo(null), []);
  /** A reviewed passage was reverted: the change under review now ends at `version`. */
  const moveUndo = useCallback(
    (version: number) => setUndo((entry) => (entry ? { ...entry, version, replaced: entry.version } : entry)),
    [],
  );
  const keepPassage = useCallback(
    (key: string) => setUndo((entry) => (entry ? { ...entry, kept: [...(entry.kept ?? []), key] } : entry)),
    [],
  );

  return {
    active,
    generating: active !== null,
    generate,
    improve,
    abort,
    stop,
    undo,
    clearUndo,
    moveUndo,
    keepPassage,
  };
}

export type PlanStream = ReturnType<typeof usePlanStream>;
