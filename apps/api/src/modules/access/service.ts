import type { Role } from "@initiative-planner/contract";
import type { DbOrTx } from "../../db/client";
import { forbidden, notFound } from "../../http/errors";
import { findRole, initiativeExists } from "./queries";

const RANK: Record<Role, number> = { viewer: 1, editor: 2, owner: 3 };

const ACTION: Record<Role, string> = {
  viewer: "view this initiative",
  editor: "change this initiative (editors and owners can)",
  owner: "do this (only the initiative's owner can)",
};

/**
 * The one authorisation rule of the API: the caller must be a member of the initiative with at least
 * `minRole`. An unknown initiative is a 404; a stranger gets a 403 that says nothing about who is in it.
 */
export async function authorize(
  db: DbOrTx,
  userId: string,
  initiativeId: string,
  minRole: Role,
): Promise<Role> {
  const role = await findRole(db, initiativeId, userId);
  if (role && RANK[role] >= RANK[minRole]) return role;
  if (role) throw forbidden(`Your role (${role}) does not allow you to ${ACTION[minRole]}.`, { role });
  if (!(await initiativeExists(db, initiativeId)))
    throw notFound("This initiative does not exist or was deleted.");
  throw forbidden("You do not have access to this initiative. Ask its owner to invite you.");
}
