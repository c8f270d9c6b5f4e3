import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { AiCallReservation } from "../../http/context";
import { AppError, conflict } from "../../http/errors";
import type { SseWriter } from "../../http/sse";
import { type ModelUsage, type Planner, PlannerError } from "../../planner/planner";
import { documentGrounding } from "../documents/service";
import { announce } from "../events/publish";
import { LiveChunks } from "./live-chunks";
import { findPlanSubject, type PlanSubject, type PlanTarget, savePlanVersion } from "./queries";
import { planNotFound } from "./service";
import { takeStreamLease } from "./stream-lease";
import { findWrittenSections } from "./written-sections-queries";

/** What the attached documents are ranked against: the idea and the section's topic. */
function topicOf(subject: PlanSubject): string {
  const { workstream, subsection } = subject;
  const section = subsection ? `${subsection.display_name} ${subsection.placeholder}` : "";
  return `${section} ${workstream.name} ${subject.idea}`;
}

/** A plan's subject with what grounds a planner call on it: the other written sections, the documents. */
export async function groundedSubject(db: Db, target: PlanTarget): Promise<PlanSubject | null> {
  const found = await findPlanSubject(db, target);
  if (!found) return null;
  return {
    ...found,
    writtenSections: await findWrittenSections(db, target),
    documents: await documentGrounding(db, target.initiativeId, topicOf(found)),
  };
}

export const CHANGED_WHILE_GENERATING =
  "This plan was changed while it was being generated, so nothing was overwritten. Run it again to generate from the current version.";

export interface PlanStreamOptions {
  db: Db;
  planner: Planner;
  userId: string;
  /** Who runs the stream, as other members' pages name them. */
  actorName: string;
  /** False when no page can be following the initiative (live chunks would go nowhere). */
  watched?: () => boolean;
  target: PlanTarget;
  sse: SseWriter;
  reservation: AiCallReservation | null;
  log: FastifyBaseLogger;
  kind: ModelUsage["kind"];
  /** Generation saves the result as a new version; an improvement only streams it. */
  save: boolean;
  /** Replaces the plain save of the text (e.g. a task breakdown stores its tasks too); returns the version. */
  persist?: (text: string) => Promise<number>;
  /** Starts the planner call for the loaded plan. */
  open(
    subject: PlanSubject,
    signal: AbortSignal,
    onUsage?: (usage: ModelUsage) => void,
  ): AsyncIterable<string>;
}

/**
 * Streams one planner call for one plan: 404 for an unknown plan and 409 while another stream of it
 * runs (both as JSON, before any output), chunks as they come, the save on completion, and an
 * in-band `event: error` for a failure after output began. A client that goes away aborts the
 * planner call and nothing is saved.
 */
export async function runPlanStream(options: PlanStreamOptions): Promise<void> {
  const { db, sse, target, reservation } = options;
  let reachedModel = false;
  try {
    const subject = await groundedSubject(db, target);
    if (!subject) throw planNotFound(target);
    const lease = await takeStreamLease(db, target);
    if (!lease) {
      throw conflict(
        "This plan is already being generated or improved. Wait for that to finish, then try again.",
      );
    }
    reachedModel = true;
    let text = "";
    const startedAt = performance.now();
    let savedVersion: number | null = null;
    const kind = options.save ? "generate" : "improve";
    const ref = { workstream_id: target.workstreamId, subsection_uid: target.subsectionUid };
    // Not awaited: the first chunk must not wait for a write; live chunks are sent after it.
    const started = announce(db, options.log, target.initiativeId, "generation_started", {
      ...ref,
      kind,
      by: { id: options.userId, name: options.actorName },
    });
    // Other members see a generation as it streams; an improvement stays private until saved.
    const live = options.save ? new LiveChunks(db, options.log, target, started, options.watched) : null;
    let announcedEnd = false;
    // Frees the plan and records usage; done before `event: done` so a client that saw it can
    // start the next call at once. Both steps are idempotent.
    const finish = async () => {
      await lease.release().catch((error) => options.log.warn({ err: error }, "stream lease release failed"));
      await reservation
        ?.settle(
          options.planner.info,
          options.kind,
          { input: `${subject.idea}\n${subject.content}`, output: text },
          {
            durationMs: performance.now() - startedAt,
            plan:
              savedVersion === null
                ? null
                : {
                    workstreamId: target.workstreamId,
                    subsectionUid: target.subsectionUid,
                    version: savedVersion,
                  },
          },
        )
        .catch((error) => options.log.warn({ err: error }, "recording AI usage failed"));
      await live?.flush();
      await started;
      if (!announcedEnd) {
        announcedEnd = true;
        await announce(db, options.log, target.initiativeId, "generation_finished", {
          ...ref,
          kind,
          version: savedVersion,
          ok: savedVersion !== null || (!options.save && !failed),
        });
      }
    };
    let failed = false;
    try {
      const chunks = options.open(subject, sse.signal, reservation?.onUsage);
      for await (const chunk of untilAborted(chunks, sse.signal)) {
        if (!chunk) continue;
        text += chunk;
        sse.send({ type: "chunk", text: chunk });
        live?.push(chunk);
      }
      sse.signal.throwIfAborted();
      let version = subject.version;
      if (options.persist) version = await options.persist(text);
      else if (options.save) {
        // Saved against the version the generation started from: a save made meanwhile wins.
        const saved = await savePlanVersion(db, {
          target,
          content: text,
          source: "generate",
          userId: options.userId,
          baseVersion: subject.version,
        });
        if ("stale" in saved) throw conflict(CHANGED_WHILE_GENERATING, { current_version: saved.stale });
        if (!("version" in saved)) throw planNotFound(target);
        version = saved.version;
        savedVersion = version;
      }
      await finish();
      sse.send({ type: "done", data: { version } });
      sse.end();
    } catch (error) {
      failed = true;
      if (sse.signal.aborted) {
        // The client is gone: nothing to tell and nothing to save.
        sse.end();
        return;
      }
      const failure = toStreamFailure(error, options.log);
      if (!sse.started) throw failure;
      await finish();
      sse.send({ type: "error", data: { error: failure.code, message: failure.message } });
      sse.end();
    } finally {
      await finish();
    }
  } finally {
    if (!reachedModel) {
      await reservation
        ?.cancel()
        .catch((error) => options.log.warn({ err: error }, "reservation cancel failed"));
    }
  }
}

/** The failure a client may see; provider details stay in the log. */
function toStreamFailure(error: unknown, log: FastifyBaseLogger): AppError {
  if (error instanceof AppError) return error;
  log.warn({ err: error }, "planner stream failed");
  if (error instanceof PlannerError) {
    return new AppError(
      "unavailable",
      error.kind === "timeout"
        ? "The AI model did not answer in time. Please try again."
        : `The AI model could not write this plan: ${error.message} Please try again.`,
    );
  }
  return new AppError(
    "unavailable",
    "The AI model stopped unexpectedly. The plan was left as it was; please try again.",
  );
}

/**
 * Iterates a planner stream but stops as soon as the signal aborts, even if the planner is stuck
 * waiting for its provider, so a disconnect is honoured within moments.
 */
export async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
  aborted.catch(() => {});
  let finished = false;
  try {
    while (true) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (onAbort) signal.removeEventListener("abort", onAbort);
    if (!finished) Promise.resolve(iterator.return?.()).catch(() => {});
  }
}
