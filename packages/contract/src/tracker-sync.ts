import { z } from "zod";
import { trimBlank } from "./common";
import { trackerKindSchema } from "./trackers";

/** Status back from the trackers (issue 34, item 3): sync on demand, periodic sync and webhooks. */

/** What one sync (on demand or periodic) did: issues read, and the tasks it marked done or reopened. */
export const trackerSyncResultSchema = z.object({
  kind: trackerKindSchema,
  /** Linked issues whose state was read from the tracker. */
  checked: z.number().int(),
  /** Tasks marked done because their issue was closed (or done) since the last look. */
  done: z.number().int(),
  /** Tasks reopened because their issue was reopened. */
  reopened: z.number().int(),
  /** Linked issues the tracker no longer shows (deleted or moved out of reach); their tasks are left alone. */
  missing: z.number().int(),
  synced_at: z.iso.datetime(),
});
export type TrackerSyncResult = z.infer<typeof trackerSyncResultSchema>;

/**
 * Where the tracker posts its events, and the secret it signs them with (decision 126). Only the
 * owner reads it; the secret is sealed at rest like the connection's token.
 */
export const trackerWebhookSchema = z.object({
  kind: trackerKindSchema,
  /** The address to paste into the tracker's webhook settings (names the initiative, not the secret). */
  url: z.string(),
  secret: z.string(),
  /** How the tracker proves it knows the secret, in the tracker's own words. */
  signature: z.string(),
});
export type TrackerWebhook = z.infer<typeof trackerWebhookSchema>;

/**
 * A new webhook secret: the one the tracker made (Linear shows its own signing secret for webhooks
 * made in its settings), or none to have a fresh random one made here. The old one stops working.
 */
export const setTrackerWebhookBodySchema = z.strictObject({
  secret: z
    .string({ error: "secret must be text" })
    .overwrite(trimBlank)
    .min(16, "secret must be at least 16 characters")
    .max(200, "secret must be at most 200 characters")
    .optional(),
});
export type SetTrackerWebhookBody = z.input<typeof setTrackerWebhookBodySchema>;

export const trackerWebhookParamsSchema = z.strictObject({ kind: trackerKindSchema });
export const trackerWebhookQuerySchema = z.strictObject({
  initiative: z.uuid("initiative must be the id in the webhook address this initiative's owner copied"),
});

/** What a webhook delivery did: the tasks it changed (0 for events that change no status). */
export const trackerWebhookResultSchema = z.object({
  /** True when the event named an issue linked to a task of the initiative. */
  matched: z.boolean(),
  done: z.number().int(),
  reopened: z.number().int(),
});
export type TrackerWebhookResult = z.infer<typeof trackerWebhookResultSchema>;
