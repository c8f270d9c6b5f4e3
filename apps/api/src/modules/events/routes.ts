import { formatInitiativeEvent, HEARTBEAT_BLOCK, routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { admitStreams, defineStreamRoute } from "../../http/route";
import { StreamSlots } from "../../http/stream-slots";
import { authorize } from "../access/service";
import { type EventMessage, eventsAfter, pruneEvents } from "./queries";

/** Reconnecting clients wait this long (SSE `retry:`), so a restarting instance is not stampeded. */
const RETRY_MS = 3_000;
const PRUNE_EVERY_MS = 60 * 60_000;

function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** `GET /portal/initiatives/{id}/events`: live changes of one initiative for its members. */
export function eventRoutes(app: FastifyInstance, ctx: AppContext) {
  const hub = ctx.services.eventHub;
  let lastPrune = 0;
  const slots = new StreamSlots(ctx.config.eventStreamsPerUser);
  admitStreams(app, routes.initiativeEvents, ({ user }) => slots.acquire(user.uid));

  defineStreamRoute(app, ctx, routes.initiativeEvents, async ({ params, user, request }, sse) => {
    const initiativeId = params.id;
    let lastSent = lastEventIdOf(request.headers["last-event-id"]) ?? 0;
    // Live events wait here while stored ones are replayed, so order and ids stay monotonic.
    let queue: EventMessage[] | null = [];
    let catchingUp: Promise<void> = Promise.resolve();

    const deliver = (message: EventMessage) => {
      if (message.n !== null) {
        if (message.n <= lastSent) return;
        lastSent = message.n;
      }
      sse.write(formatInitiativeEvent({ id: message.n, type: message.t, data: message.d }));
      if (message.t === "initiative_deleted") sse.end();
      if (message.t === "members_changed") {
        // A member who was just removed stops receiving the initiative's news.
        authorize(ctx.db, { userId: user.uid, initiativeId }, "viewer").catch(() => sse.end());
      }
    };
    const catchUp = () => {
      catchingUp = catchingUp.then(async () => {
        const missed = await eventsAfter(ctx.db, initiativeId, lastSent).catch(() => []);
        for (const message of missed) deliver(message);
      });
      return catchingUp;
    };

    const unsubscribe = await hub.subscribe(initiativeId, {
      onEvent(message) {
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
    });
    const heartbeat = setInterval(() => sse.write(HEARTBEAT_BLOCK), ctx.config.eventsHeartbeatMs || 15_000);
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    sse.signal.addEventListener("abort", cleanup, { once: true });
    request.raw.on("close", cleanup);

    sse.write(`retry: ${RETRY_MS}\n${HEARTBEAT_BLOCK}`);
    if (lastSent > 0) await catchUp();
    const waiting = queue;
    queue = null;
    for (const message of waiting) deliver(message);

    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      pruneEvents(ctx.db).catch((error) => request.log.warn({ err: error }, "pruning events failed"));
    }
  });
}
