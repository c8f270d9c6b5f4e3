import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { admitStreams, defineStreamRoute } from "../../http/route";
import { StreamSlots } from "../../http/stream-slots";
import { authorize } from "../access/service";
import { followInitiatives, unavailableBlock } from "./follow";
import { pruneEvents } from "./queries";

const PRUNE_EVERY_MS = 60 * 60_000;

function lastEventIdOf(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return 0;
  return Number(value.trim());
}

/**
 * `GET /portal/initiatives/{id}/events`: live changes of one initiative for its members;
 * `GET /portal/events?initiatives=…`: the same for several initiatives in one stream, which one tab
 * of a browser holds for all its tabs (decision 090). An initiative the caller may not read is named
 * as unavailable in the stream instead of refusing the others.
 */
export function eventRoutes(app: FastifyInstance, ctx: AppContext) {
  let lastPrune = 0;
  const slots = new StreamSlots(ctx.config.eventStreamsPerUser);
  admitStreams(app, routes.initiativeEvents, ({ user }) => slots.acquire(user.uid));
  admitStreams(app, routes.liveEvents, ({ user }) => slots.acquire(user.uid));
  const pruneNowAndThen = (log: { warn(obj: unknown, msg: string): void }) => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    pruneEvents(ctx.db).catch((error) => log.warn({ err: error }, "pruning events failed"));
  };

  defineStreamRoute(app, ctx, routes.initiativeEvents, async ({ params, user, request }, sse) => {
    await followInitiatives(ctx, request, sse, {
      initiativeIds: [params.id],
      userId: user.uid,
      tokenId: user.pat?.id,
      lastEventId: lastEventIdOf(request.headers["last-event-id"]),
      tagged: false,
    });
    pruneNowAndThen(request.log);
  });

  defineStreamRoute(app, ctx, routes.liveEvents, async ({ query, user, request }, sse) => {
    const readable: string[] = [];
    const refused: Array<{ id: string; reason: "forbidden" | "not_found" }> = [];
    await Promise.all(
      query.initiatives.map(async (initiativeId) => {
        try {
          await authorize(ctx.db, { userId: user.uid, initiativeId }, "viewer");
          readable.push(initiativeId);
        } catch (error) {
          if (!(error instanceof AppError) || (error.status !== 403 && error.status !== 404)) throw error;
          refused.push({ id: initiativeId, reason: error.status === 404 ? "not_found" : "forbidden" });
        }
      }),
    );
    if (readable.length === 0) {
      for (const { id, reason } of refused) sse.write(unavailableBlock(id, reason));
      sse.end();
      return;
    }
    await followInitiatives(ctx, request, sse, {
      initiativeIds: readable,
      userId: user.uid,
      tokenId: user.pat?.id,
      lastEventId: lastEventIdOf(request.headers["last-event-id"]),
      tagged: true,
      refused,
    });
    pruneNowAndThen(request.log);
  });
}
