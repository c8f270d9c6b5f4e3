import type { InitiativeEventData, InitiativeEventType } from "@initiative-planner/contract";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client";
import { insertAndNotify } from "./queries";

/**
 * Tells every open page of an initiative what changed (any instance; GET …/events). Inside a
 * transaction the event goes out on commit. Other modules (tasks, documents) call this too.
 */
export async function publishInitiativeEvent<T extends InitiativeEventType>(
  db: DbOrTx,
  initiativeId: string,
  type: T,
  data: InitiativeEventData<T>,
): Promise<void> {
  await insertAndNotify(db, initiativeId, type, data);
}

/** The same after a change was committed: a failure is logged, never thrown at the caller. */
export function announce<T extends InitiativeEventType>(
  db: DbOrTx,
  log: FastifyBaseLogger,
  initiativeId: string,
  type: T,
  data: InitiativeEventData<T>,
): Promise<void> {
  return publishInitiativeEvent(db, initiativeId, type, data).catch((error) =>
    log.warn({ err: error, type }, "publishing an initiative event failed"),
  );
}

/** Who did it, as events name them. */
export const actorOf = (user: { uid: string; name: string | null; email: string | null }) => ({
  id: user.uid,
  name: user.name || user.email || "Someone",
});
