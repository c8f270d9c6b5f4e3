import {
  TRACKER_NAMES,
  type TrackerConnection,
  type TrackerConnectionBody,
  type TrackerKind,
  type TrackerList,
} from "@initiative-planner/contract";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../http/errors";
import type { SecretBox } from "../ai-settings/secret-box";
import {
  type ConnectionRef,
  deleteConnection,
  findConnection,
  listConnections,
  type StoredConnection,
  saveConnection,
} from "./queries";
import { describe, parseConnectionBody, secretDestination, storedSettings, testConnection } from "./settings";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function connectionView(row: StoredConnection): TrackerConnection {
  const kind = row.kind as TrackerKind;
  return {
    kind,
    ...describe(storedSettings(kind, row.settings)),
    account: row.account,
    connected_by: row.connectedBy,
    updated_at: row.updatedAt.toISOString(),
    last_push_at: iso(row.lastPushAt),
    last_sync_at: iso(row.lastSyncAt),
  };
}

/** An initiative's tracker connections; secrets sealed like the AI key (decision 077). */
export class TrackerService {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  async list(initiativeId: string): Promise<TrackerList> {
    return { trackers: (await listConnections(this.db, initiativeId)).map(connectionView) };
  }

  /** The saved secret, or null when it was sealed with another settings key (the owner must enter it again). */
  openSecret(row: StoredConnection): string | null {
    try {
      return this.box.open(row.secretEncrypted);
    } catch {
      return null;
    }
  }

  /** Tests the connection with the tracker first: nothing is saved unless it works. */
  async put(ref: ConnectionRef, body: TrackerConnectionBody, userId: string): Promise<TrackerConnection> {
    const { connection, secret } = parseConnectionBody(ref.kind, body);
    const stored = await findConnection(this.db, ref);
    const field = { github: "token", linear: "api_key", jira: "api_token" }[ref.kind];
    // The saved secret goes only to the address it was entered for: a new address needs it typed again,
    // or whoever may change the connection could have it sent to a server of theirs.
    const moved =
      stored !== null && secretDestination(stored.settings) !== secretDestination(connection.settings);
    if (!secret && moved) {
      throw badRequest(
        `The ${TRACKER_NAMES[ref.kind]} address changed: enter ${field} again to connect to the new one.`,
        { field },
      );
    }
    const kept = stored ? this.openSecret(stored) : null;
    const usable = secret ?? kept;
    if (!usable) {
      throw badRequest(`Connecting ${TRACKER_NAMES[ref.kind]} needs ${field}.`);
    }
    const account = await testConnection(connection, usable);
    const row = await saveConnection(this.db, {
      ...ref,
      settings: connection.settings as unknown as Record<string, string>,
      secretEncrypted: secret ? this.box.seal(secret) : stored!.secretEncrypted,
      account,
      connectedBy: userId,
    });
    return connectionView(row);
  }

  async remove(ref: ConnectionRef): Promise<{ kind: TrackerKind }> {
    if (!(await deleteConnection(this.db, ref))) {
      throw notFound(`This initiative is not connected to ${TRACKER_NAMES[ref.kind]}.`);
    }
    return { kind: ref.kind };
  }
}

declare module "../../http/context" {
  interface AppServices {
    /** Initiatives' connections to GitHub, Linear and Jira (secrets sealed with the settings key). */
    trackers: TrackerService;
  }
}
