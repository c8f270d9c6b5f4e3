import { z } from "zod";
import { initiativeIdParamsSchema } from "../initiative";
import { trackerPushBodySchema, trackerPushPreviewSchema, trackerPushStateSchema } from "../tracker-push";
import {
  setTrackerWebhookBodySchema,
  trackerSyncResultSchema,
  trackerWebhookParamsSchema,
  trackerWebhookQuerySchema,
  trackerWebhookResultSchema,
  trackerWebhookSchema,
} from "../tracker-sync";
import {
  trackerConnectionBodySchema,
  trackerConnectionSchema,
  trackerListSchema,
  trackerParamsSchema,
} from "../trackers";
import type { RouteDef } from "./route-def";

/** Issue trackers (issue 34): the owner connects them; every member sees their status. */
export const trackerRoutes = {
  listTrackers: {
    method: "GET",
    path: "/initiatives/{id}/trackers",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: trackerListSchema,
    summary: "The initiative's tracker connections (never their secrets)",
  },
  putTracker: {
    method: "PUT",
    path: "/initiatives/{id}/trackers/{kind}",
    access: "owner",
    params: trackerParamsSchema,
    body: trackerConnectionBodySchema,
    response: trackerConnectionSchema,
    summary: "Connect GitHub, Linear or Jira (the connection is tested before it is saved)",
  },
  deleteTracker: {
    method: "DELETE",
    path: "/initiatives/{id}/trackers/{kind}",
    access: "owner",
    params: trackerParamsSchema,
    response: z.object({ kind: z.string() }),
    summary: "Disconnect a tracker (its issues stay in the tracker)",
  },
  previewTrackerPush: {
    method: "POST",
    path: "/initiatives/{id}/trackers/{kind}/preview",
    access: "editor",
    params: trackerParamsSchema,
    body: trackerPushBodySchema,
    response: trackerPushPreviewSchema,
    summary: "What a push would create, update, close and link in the tracker (nothing is sent)",
  },
  pushTracker: {
    method: "POST",
    path: "/initiatives/{id}/trackers/{kind}/push",
    access: "editor",
    params: trackerParamsSchema,
    body: trackerPushBodySchema,
    response: trackerPushStateSchema,
    summary: "Push the tasks and their dependencies into the tracker, as a background job",
  },
  getTrackerPush: {
    method: "GET",
    path: "/initiatives/{id}/trackers/{kind}/push",
    access: "viewer",
    params: trackerParamsSchema,
    response: trackerPushStateSchema,
    summary: "The latest push to the tracker and its progress",
  },
} as const satisfies Record<string, RouteDef>;

/** Status back from the trackers (issue 34, item 3; decisions 125–129). */
export const trackerSyncRoutes = {
  syncTracker: {
    method: "POST",
    path: "/initiatives/{id}/trackers/{kind}/sync",
    access: "editor",
    params: trackerParamsSchema,
    response: trackerSyncResultSchema,
    summary:
      "Read every linked issue's state now: closed issues mark their tasks done, reopened ones reopen them",
  },
  getTrackerWebhook: {
    method: "GET",
    path: "/initiatives/{id}/trackers/{kind}/webhook",
    access: "owner",
    params: trackerParamsSchema,
    response: trackerWebhookSchema,
    writeScope: true,
    summary:
      "The webhook address and signing secret to give the tracker (owner only; not with a read-only token)",
  },
  setTrackerWebhook: {
    method: "POST",
    path: "/initiatives/{id}/trackers/{kind}/webhook",
    access: "owner",
    params: trackerParamsSchema,
    body: setTrackerWebhookBodySchema,
    response: trackerWebhookSchema,
    summary: "Replace the webhook secret: the tracker's own, or a new random one (owner only)",
  },
  trackerWebhook: {
    method: "POST",
    path: "/trackers/{kind}/webhook",
    access: "public",
    params: trackerWebhookParamsSchema,
    query: trackerWebhookQuerySchema,
    response: trackerWebhookResultSchema,
    signed: true,
    summary: "Where GitHub, Linear and Jira post issue events, signed with the connection's webhook secret",
  },
} as const satisfies Record<string, RouteDef>;
