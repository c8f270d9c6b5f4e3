import { formatInitiativeEvent, HEARTBEAT_BLOCK, UNAVAILABLE_EVENT } from "@initiative-planner/contract";
import type { FastifyRequest } from "fastify";
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
  /** The Last-Event-ID the client resumes after (0: live events only). */
  lastEventId: number;
  /**
   * The shared stream of several initiatives (`GET /portal/events`): every block names its initiative,
   * and losing one initiative ends only its part. Without it, the one initiative's stream ends.
   */
  tagged: boolean;
}

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
  const lastSent = new Map(follow.initiativeIds.map((id) => [id, follow.lastEventId]));
  const unsubscribers = new Map<string, () => void>();
  // Live events wait here while stored ones are replayed, so order and ids stay monotonic.
  let queue: EventMessage[] | null = [];
  let catchingUp: Promise<void> = Promise.resolve();

  const drop = (initiativeId: string, reason: "forbidden" | "deleted") => {
    if (!lastSent.delete(initiativeId)) return;
    unsubscribers.get(initiativeId)?.();
    unsubscribers.delete(initiativeId);
    if (follow.tagged) {
      sse.write(
        formatInitiativeEvent({
          id: null,
          type: UNAVAILABLE_EVENT,
          data: { reason },
          initiative: initiativeId,
        }),
      );
    }
    if (lastSent.size === 0) sse.end();
  };
  const deliver = (message: EventMessage) => {
    const last = lastSent.get(message.i);
    if (last === undefined) return;
    if (message.n !== null) {
      if (message.n <= last) return;
      lastSent.set(message.i, message.n);
    }
    sse.write(blockOf(message, follow.tagged));
    if (message.t === "initiative_deleted") drop(message.i, "deleted");
    if (message.t === "members_changed") {
      // A member who was just removed stops receiving the initiative's news.
      authorize(ctx.db, { userId: follow.userId, initiativeId: message.i }, "viewer").catch(() =>
        drop(message.i, "forbidden"),
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
  const heartbeat = setInterval(() => sse.write(HEARTBEAT_BLOCK), ctx.config.eventsHeartbeatMs || 15_000);
  const cleanup = () => {
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribers.values()) unsubscribe();
    unsubscribers.clear();
  };
  sse.signal.addEventListener("abort", cleanup, { once: true });
  request.raw.on("close", cleanup);

  sse.write(`retry: ${RETRY_MS}\n${HEARTBEAT_BLOCK}`);
  if (follow.lastEventId > 0) await catchUp();
  else if (follow.tagged) {
    // A fresh shared stream says where it starts (an `id:` alone, no event): the browser reconnects it
    // whenever a tab opens another initiative, and resumes from here instead of losing what happens between.
    const position = await latestEventId(ctx.db).catch(() => 0);
    if (position > 0) {
      for (const id of lastSent.keys()) lastSent.set(id, Math.max(lastSent.get(id) ?? 0, position));
      sse.write(`id: ${position}\n\n`);
    }
  }
  const waiting = queue;
  queue = null;
  for (const message of waiting) deliver(message);
}
