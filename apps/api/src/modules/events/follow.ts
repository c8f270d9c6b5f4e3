import { formatInitiativeEvent, HEARTBEAT_BLOCK, UNAVAILABLE_EVENT } from "@initiative-planner/contract";
import type { FastifyRequest } from "fastify";
import { holdWithToken, tokenIsLive } from "../../auth/token-streams";
import type { AppContext } from "../../http/context";
import type { SseWriter } from "../../http/sse";
import { authorize } from "../access/service";
import { type EventMessage, eventsAfter, latestEventId } from "./queries";

/** Reconnecting clients wait this long (SSE `retry:`), so a restarting instance is not stampeded. */
const RETRY_MS = 3_000;

export interface Follow {
  /** Initiatives the caller may read (the route checked membership). */
  initiativeIds: string[];
  userId: string;
  /** The personal access token the stream was opened with: revoking it ends the stream. */
  tokenId?: string;
  /** The Last-Event-ID the client resumes after (0: live events only). */
  lastEventId: number;
  /**
   * The shared stream of several initiatives (`GET /portal/events`): every block names its initiative,
   * and losing one initiative ends only its part. Without it, the one initiative's stream ends.
   */
  tagged: boolean;
  /** Initiatives of a shared stream the caller may not read, named as unavailable when the stream opens. */
  refused?: ReadonlyArray<{ id: string; reason: "forbidden" | "not_found" }>;
}

export const unavailableBlock = (initiativeId: string, reason: "forbidden" | "not_found" | "deleted") =>
  formatInitiativeEvent({ id: null, type: UNAVAILABLE_EVENT, data: { reason }, initiative: initiativeId });

/**
 * A live event reaches every stream that follows its initiative as the same object: its SSE text is made once
 * per shape (tagged with the initiative or not), not once per viewer (1,000 viewers: bench:events).
 */
const formatted = new WeakMap<EventMessage, { tagged?: string; plain?: string }>();
function blockOf(message: EventMessage, tagged: boolean): string {
  let entry = formatted.get(message);
  if (!entry) {
    entry = {};
    formatted.set(message, entry);
  }
  const key = tagged ? "tagged" : "plain";
  entry[key] ??= formatInitiativeEvent({
    id: message.n,
    type: message.t,
    data: message.d,
    initiative: tagged ? message.i : undefined,
  });
  return entry[key];
}

/**
 * Streams the stored and live events of the followed initiatives until the client leaves. Ids come
 * from one sequence for all initiatives; each initiative remembers the last id it sent, so an event
 * committed out of id order in another initiative is not lost.
 */
export async function followInitiatives(
  ctx: AppContext,
  request: FastifyRequest,
  sse: SseWriter,
  follow: Follow,
): Promise<void> {
  const hub = ctx.services.eventHub;
  // A fresh shared stream starts where the stored events stand now, before anything is written: the
  // caller may act as soon as the stream answers, and that event must come after the start, never before.
  const start =
    follow.lastEventId > 0 || !follow.tagged
      ? follow.lastEventId
      : await latestEventId(ctx.db).catch(() => null);
  const lastSent = new Map(follow.initiativeIds.map((id) => [id, start ?? 0]));
  const unsubscribers = new Map<string, () => void>();
  // Live events wait here while stored ones are replayed, so order and ids stay monotonic.
  let queue: EventMessage[] | null = [];
  let catchingUp: Promise<void> = Promise.resolve();

  const drop = (initiativeId: string, reason: "forbidden" | "deleted") => {
    if (!lastSent.delete(initiativeId)) return;
    unsubscribers.get(initiativeId)?.();
    unsubscribers.delete(initiativeId);
    if (follow.tagged) sse.write(unavailableBlock(initiativeId, reason));
    if (lastSent.size === 0) sse.end();
  };
  // While a member change is checked, the initiative's later events wait: a member just removed must not
  // receive what happens in the moment between the change and the check.
  const held = new Map<string, EventMessage[]>();
  const deliver = (message: EventMessage) => {
    const last = lastSent.get(message.i);
    if (last === undefined) return;
    const waiting = held.get(message.i);
    if (waiting) {
      waiting.push(message);
      return;
    }
    if (message.n !== null) {
      if (message.n <= last) return;
      lastSent.set(message.i, message.n);
    }
    sse.write(blockOf(message, follow.tagged));
    if (message.t === "initiative_deleted") drop(message.i, "deleted");
    if (message.t === "members_changed") {
      // A member who was just removed stops receiving the initiative's news.
      held.set(message.i, []);
      authorize(ctx.db, { userId: follow.userId, initiativeId: message.i }, "viewer").then(
        () => {
          const later = held.get(message.i) ?? [];
          held.delete(message.i);
          for (const next of later) deliver(next);
        },
        () => {
          held.delete(message.i);
          drop(message.i, "forbidden");
        },
      );
    }
  };
  const catchUp = () => {
    catchingUp = catchingUp.then(async () => {
      const ids = [...lastSent.keys()];
      if (ids.length === 0) return;
      const oldest = Math.min(...lastSent.values());
      const missed = await eventsAfter(ctx.db, ids, oldest).catch(() => []);
      for (const message of missed) deliver(message);
    });
    return catchingUp;
  };

  const subscriber = {
    onEvent(message: EventMessage) {
      if (queue) queue.push(message);
      else deliver(message);
    },
    onGap() {
      void catchUp();
    },
    // Streams never end by themselves: the hub ends them on shutdown so the server need not wait.
    onClose() {
      sse.end();
    },
  };
  for (const id of follow.initiativeIds) unsubscribers.set(id, await hub.subscribe(id, subscriber));
  const { tokenId } = follow;
  // Revoked here: ended at once; revoked through another instance: ended at the next heartbeat.
  const release = tokenId ? holdWithToken(tokenId, () => sse.end()) : () => {};
  const heartbeat = setInterval(() => {
    sse.write(HEARTBEAT_BLOCK);
    if (tokenId) {
      tokenIsLive(ctx.db, tokenId).then(
        (live) => live || sse.end(),
        () => {},
      );
    }
  }, ctx.config.eventsHeartbeatMs || 15_000);
  const cleanup = () => {
    release();
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribers.values()) unsubscribe();
    unsubscribers.clear();
  };
  sse.signal.addEventListener("abort", cleanup, { once: true });
  request.raw.on("close", cleanup);

  sse.write(`retry: ${RETRY_MS}\n${HEARTBEAT_BLOCK}`);
  for (const { id, reason } of follow.refused ?? []) sse.write(unavailableBlock(id, reason));
  if (follow.lastEventId === 0 && follow.tagged && start !== null && start > 0) {
    // A fresh shared stream says where it starts (an `id:` alone, no event): the browser reconnects it
    // whenever a tab opens another initiative, and resumes from here instead of losing what happens between.
    sse.write(`id: ${start}\n\n`);
  }
  // Resuming, or fresh and shared: what was stored after the start but before listening began.
  if (follow.lastEventId > 0 || (follow.tagged && start !== null)) await catchUp();
  const waiting = queue;
  queue = null;
  for (const message of waiting) deliver(message);
}
