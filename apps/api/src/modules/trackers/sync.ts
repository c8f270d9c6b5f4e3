import { randomBytes } from "node:crypto";
import {
  TRACKER_NAMES,
  type TrackerKind,
  type TrackerSyncResult,
  type TrackerWebhook,
  type TrackerWebhookResult,
} from "@initiative-planner/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { ms, rowsOf } from "../../db/raw-sql";
import { trackerConnections } from "../../db/schema";
import { badRequest, conflict, notFound, unauthenticated } from "../../http/errors";
import { findNul, NUL_MESSAGE } from "../../http/nul-guard";
import type { SecretBox } from "../ai-settings/secret-box";
import { announce } from "../events/publish";
import { type ConnectionRef, findConnection, type StoredConnection } from "./queries";
import { readRemoteStates } from "./remote-states";
import { storedSettings } from "./settings";
import { applyRemoteStates, linkedIssues, type StatusCounts } from "./status-back";
import { remoteStatesOf } from "./webhook-events";
import { SIGNATURE_WORDS, verifyDelivery } from "./webhook-signature";

export interface TrackerSyncDeps {
  db: Db;
  box: SecretBox;
  log: FastifyBaseLogger;
}

const byRef = (ref: ConnectionRef) =>
  and(eq(trackerConnections.initiativeId, ref.initiativeId), eq(trackerConnections.kind, ref.kind));

const notConnected = (kind: TrackerKind) =>
  notFound(`This initiative is not connected to ${TRACKER_NAMES[kind]}.`);

function open(box: SecretBox, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

async function told(deps: TrackerSyncDeps, initiativeId: string, counts: StatusCounts) {
  // Every team's tasks may have changed: '' refreshes them all (as a deletion does).
  if (counts.done + counts.reopened > 0) {
    await announce(deps.db, deps.log, initiativeId, "tasks_changed", { workstream_id: "" });
  }
}

/**
 * Status back by pulling (decision 128): reads every linked issue's state in batches and applies the
 * changes since the last look; `last_sync_at` records when. Sync now and the periodic job both run this.
 */
export async function syncConnection(
  deps: TrackerSyncDeps,
  ref: ConnectionRef,
  signal?: AbortSignal,
): Promise<TrackerSyncResult> {
  const row = await findConnection(deps.db, ref);
  if (!row) throw notConnected(ref.kind);
  const secret = open(deps.box, row.secretEncrypted);
  if (!secret) {
    throw conflict(
      `The ${TRACKER_NAMES[ref.kind]} token cannot be read with this server's settings key: the owner must connect again.`,
    );
  }
  const links = await linkedIssues(deps.db, ref);
  const started = new Date();
  const read = await readRemoteStates(storedSettings(ref.kind, row.settings), secret, links, row.lastSyncAt, {
    signal,
  });
  const counts = await applyRemoteStates(deps.db, ref, read.states);
  // The sync started before the tracker was read: the next one looks back from here.
  await deps.db.update(trackerConnections).set({ lastSyncAt: started }).where(byRef(ref));
  await told(deps, ref.initiativeId, counts);
  return {
    kind: ref.kind,
    checked: links.length,
    done: counts.done,
    reopened: counts.reopened,
    missing: read.missing,
    synced_at: started.toISOString(),
  };
}

/** The address a tracker posts to: PUBLIC_URL when set, else the address the owner's browser used. */
export function webhookUrl(base: string, ref: ConnectionRef): string {
  return `${base.replace(/\/+$/, "")}/portal/trackers/${ref.kind}/webhook?initiative=${ref.initiativeId}`;
}

/**
 * The connection's webhook secret (decision 126), made on first request and kept sealed; `replace` sets
 * the tracker's own (Linear's signing secret) or a new random one, and the old one stops working.
 */
export async function webhookSecret(
  deps: TrackerSyncDeps,
  ref: ConnectionRef,
  base: string,
  replace?: { secret?: string },
): Promise<TrackerWebhook> {
  const row = await findConnection(deps.db, ref);
  if (!row) throw notConnected(ref.kind);
  let secret = replace ? null : open(deps.box, row.webhookSecretEncrypted);
  if (!secret) {
    secret = replace?.secret ?? randomBytes(32).toString("hex");
    await deps.db
      .update(trackerConnections)
      .set({ webhookSecretEncrypted: deps.box.seal(secret) })
      .where(byRef(ref));
  }
  return { kind: ref.kind, url: webhookUrl(base, ref), secret, signature: SIGNATURE_WORDS[ref.kind] };
}

const refused = () =>
  unauthenticated(
    "The webhook signature does not match this connection's webhook secret. Copy the secret from the Trackers panel again.",
  );

/**
 * A delivery from a tracker. Unsigned, wrongly signed, or for an initiative without this connection (not
 * told apart, so nobody learns which initiatives exist): 401 and nothing changes.
 */
export async function receiveWebhook(
  deps: TrackerSyncDeps,
  ref: ConnectionRef,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<TrackerWebhookResult> {
  const row: StoredConnection | null = await findConnection(deps.db, ref);
  const secret = row ? open(deps.box, row.webhookSecretEncrypted) : null;
  if (!secret || !verifyDelivery(ref.kind, secret, rawBody, headers)) throw refused();
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw badRequest(
      "The webhook body is not JSON. Choose the JSON content type in the tracker's webhook settings.",
    );
  }
  // The same rule as every parsed body: PostgreSQL text cannot hold NUL, so such a delivery is invalid.
  const nul = findNul(payload);
  if (nul !== null) throw badRequest(`body${nul}: ${NUL_MESSAGE}`);
  const states = remoteStatesOf(ref.kind, payload, headers);
  const counts = await applyRemoteStates(deps.db, ref, states);
  await told(deps, ref.initiativeId, counts);
  return { matched: counts.matched > 0, done: counts.done, reopened: counts.reopened };
}

/** Connections due for a periodic sync: not synced for `minutes`, with linked issues. */
export async function dueConnections(db: Db, minutes: number): Promise<string[]> {
  const rows = await rowsOf<{ initiative_id: string }>(
    db,
    sql`select distinct c.initiative_id from tracker_connections c
        where (c.last_sync_at is null or c.last_sync_at < now() - ${ms(minutes * 60_000)})
          and exists (select 1 from task_external e
                      where e.initiative_id = c.initiative_id and e.kind = c.kind and e.closed_at is null)`,
  );
  return rows.map((r) => r.initiative_id);
}
