import type { Role } from "@initiative-planner/contract";
import type { DbOrTx } from "../../db/client";
import { forbidden, notFound } from "../../http/errors";
import { findFirstUserId, findRole, initiativeExists, type MemberRef } from "./queries";

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
export async function authorize(db: DbOrTx, member: MemberRef, minRole: Role): Promise<Role> {
  const role = await findRole(db, member);
  if (role && RANK[role] >= RANK[minRole]) return role;
  if (role) throw forbidden(`Your role (${role}) does not allow you to ${ACTION[minRole]}.`, { role });
  if (!(await initiativeExists(db, member.initiativeId)))
    throw notFound("This initiative does not exist or was deleted.");
  throw forbidden("You do not have access to this initiative. Ask its owner to invite you.");
}

/**
 * Admins are the addresses in ADMIN_EMAILS (verified e-mail only); without it, the installation's
 * first user is the admin.
 */
export async function isAdmin(
  db: DbOrTx,
  adminEmails: readonly string[],
  user: { uid: string; email: string | null; emailVerified: boolean },
): Promise<boolean> {
  if (adminEmails.length > 0) {
    return user.emailVerified && !!user.email && adminEmails.includes(user.email.toLowerCase());
  }
  return (await findFirstUserId(db)) === user.uid;
}

export async function requireAdmin(
  db: DbOrTx,
  adminEmails: readonly string[],
  user: { uid: string; email: string | null; emailVerified: boolean },
): Promise<void> {
  if (!(await isAdmin(db, adminEmails, user))) {
    throw forbidden("Only administrators can do this. Ask an administrator of this installation.");
  }
}
