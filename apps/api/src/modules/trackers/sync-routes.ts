import { routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { badRequest } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { receiveWebhook, syncConnection, type TrackerSyncDeps, webhookSecret } from "./sync";

/** Webhook deliveries are small; a tracker's issue event is a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Status back (issue 34, item 3): Sync now, the owner's webhook secret, and the trackers' deliveries. */
export async function trackerSyncRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = (): TrackerSyncDeps => ({ db: ctx.db, box: ctx.services.secretBox, log: ctx.log });
  // The address the tracker is given: PUBLIC_URL, else the one the owner's browser reached us at.
  const baseOf = (request: FastifyRequest) => ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

  defineRoute(app, ctx, routes.syncTracker, async ({ params }) =>
    syncConnection(deps(), { initiativeId: params.id, kind: params.kind }),
  );

  defineRoute(app, ctx, routes.getTrackerWebhook, async ({ params, request }) =>
    webhookSecret(deps(), { initiativeId: params.id, kind: params.kind }, baseOf(request)),
  );

  defineRoute(app, ctx, routes.setTrackerWebhook, async ({ params, body, request, user }) => {
    const saved = await webhookSecret(
      deps(),
      { initiativeId: params.id, kind: params.kind },
      baseOf(request),
      {
        secret: body?.secret,
      },
    );
    request.log.info({ kind: params.kind, by: user.uid }, "Tracker webhook secret replaced");
    return saved;
  });

  // The signature covers the exact bytes sent: this scope keeps JSON bodies raw, the handler parses them.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    defineRoute(scope, ctx, routes.trackerWebhook, async ({ params, query, request }) => {
      if (!Buffer.isBuffer(request.body)) {
        throw badRequest("A webhook delivery must be a JSON body (Content-Type: application/json).");
      }
      return receiveWebhook(
        deps(),
        { initiativeId: query.initiative, kind: params.kind },
        request.body,
        request.headers,
      );
    });
  });
}
