import { createHash, randomBytes } from "node:crypto";
import type { PendingInvite, Role } from "@initiative-planner/contract";
import type { AppContext } from "../../http/context";
import { badRequest, conflict, notFound } from "../../http/errors";
import { inviteMail } from "../../mail/invite-mail";
import { publishInitiativeEvent } from "../events/publish";
import {
  addMember,
  deleteMember,
  findInvite,
  findInviteByTokenHash,
  findMember,
  findMemberByEmail,
  findPendingInviteByEmail,
  initiativeAndUserNames,
  insertInvite,
  pendingInvitesForEmail,
  setMemberRole,
  toPendingInvite,
  updateInvite,
} from "./queries";

const RESEND_INTERVAL_MS = 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function inviteLink(ctx: AppContext, token: string): string {
  const base =
    ctx.config.publicUrl ??
    `http://${ctx.config.host === "0.0.0.0" ? "localhost" : ctx.config.host}:${ctx.config.port}`;
  return `${base.replace(/\/$/, "")}/invite/${token}`;
}

/** Sends (or re-sends) the invitation mail; a failure is recorded on the invite, never lost. */
async function deliver(
  ctx: AppContext,
  invite: { id: string; email: string; role: string; initiativeId: string; invitedBy: string },
  token: string,
) {
  const names = await initiativeAndUserNames(ctx.db, invite.initiativeId, invite.invitedBy);
  try {
    await ctx.services.mailer.send(
      inviteMail({ to: invite.email, role: invite.role, link: inviteLink(ctx, token), ...names }),
    );
    return {
      sent: true,
      row: await updateInvite(ctx.db, invite.id, { lastSentAt: new Date(), lastError: null }),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      sent: false,
      row: await updateInvite(ctx.db, invite.id, { lastError: `Delivery failed: ${message}`.slice(0, 500) }),
    };
  }
}

export async function inviteCollaborator(
  ctx: AppContext,
  initiativeId: string,
  inviter: { uid: string; name: string | null },
  input: { email: string; role: "editor" | "viewer" },
): Promise<PendingInvite> {
  const email = input.email.trim();
  if (await findMemberByEmail(ctx.db, initiativeId, email)) {
    throw conflict(`${email} is already a member of this initiative.`);
  }
  if (await findPendingInviteByEmail(ctx.db, initiativeId, email)) {
    throw conflict(`An invitation to ${email} is already pending. Resend it instead.`);
  }
  // Tokens travel only in the mail; the database keeps their hash.
  const token = randomBytes(24).toString("base64url");
  let invite: Awaited<ReturnType<typeof insertInvite>>;
  try {
    invite = await insertInvite(ctx.db, {
      initiativeId,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: inviter.uid,
    });
  } catch (error) {
    // Two concurrent invitations of one address: the partial unique index lets one through.
    if (
      (error as { code?: string }).code === "23505" ||
      /duplicate key/i.test(String((error as Error).message))
    ) {
      throw conflict(`An invitation to ${email} is already pending. Resend it instead.`);
    }
    throw error;
  }
  const { row } = await deliver(ctx, invite, token);
  return toPendingInvite(row ?? invite, inviter.name ?? "A teammate");
}

/** `true` when sent; `false` when the invite is not pending, was sent under a minute ago, or failed. */
export async function resendInvite(
  ctx: AppContext,
  initiativeId: string,
  inviteId: string,
): Promise<boolean> {
  const invite = await findInvite(ctx.db, initiativeId, inviteId);
  if (invite?.status !== "pending") return false;
  if (invite.lastSentAt && Date.now() - invite.lastSentAt.getTime() < RESEND_INTERVAL_MS) return false;
  // A new token: the old link stops working, so a leaked earlier mail is useless.
  const token = randomBytes(24).toString("base64url");
  await updateInvite(ctx.db, invite.id, { tokenHash: hashToken(token) });
  const { sent } = await deliver(ctx, invite, token);
  return sent;
}

export async function revokeInvite(ctx: AppContext, initiativeId: string, inviteId: string) {
  const invite = await findInvite(ctx.db, initiativeId, inviteId);
  if (invite?.status !== "pending") throw notFound("No pending invitation with this id.");
  await updateInvite(ctx.db, invite.id, { status: "revoked" });
  return { id: invite.id };
}

export async function changeRole(ctx: AppContext, initiativeId: string, userId: string, role: Role) {
  const member = await findMember(ctx.db, initiativeId, userId);
  if (!member) throw notFound("This person is not a member of the initiative.");
  if (member.role === "owner") throw badRequest("The owner's role cannot be changed.");
  await setMemberRole(ctx.db, initiativeId, userId, role);
  return { user_id: userId, role };
}

export async function removeCollaborator(ctx: AppContext, initiativeId: string, userId: string) {
  const member = await findMember(ctx.db, initiativeId, userId);
  if (!member) throw notFound("This person is not a member of the initiative.");
  if (member.role === "owner") throw badRequest("The owner cannot be removed from their initiative.");
  await deleteMember(ctx.db, initiativeId, userId);
  return { user_id: userId };
}

/** At sign-in: every pending invitation for the user's address makes them a collaborator. */
export async function acceptInvitesForEmail(ctx: AppContext, user: { id: string; email: string }) {
  if (!user.email) return;
  const pending = await pendingInvitesForEmail(ctx.db, user.email);
  for (const invite of pending) {
    await ctx.db.transaction(async (tx) => {
      await addMember(tx, invite.initiativeId, user.id, invite.role as Role);
      await updateInvite(tx, invite.id, { status: "accepted", acceptedAt: new Date() });
      await publishInitiativeEvent(tx, invite.initiativeId, "members_changed", { change: "joined" });
    });
  }
}

/** Opening an invitation link after sign-in. The link is a bearer secret, so any signed-in user may use it once. */
export async function acceptInviteToken(ctx: AppContext, userId: string, token: string) {
  const invite = await findInviteByTokenHash(ctx.db, hashToken(token));
  if (!invite || invite.status === "revoked")
    throw notFound("This invitation link is not valid. Ask for a new invitation.");
  if (invite.status === "accepted") {
    const member = await findMember(ctx.db, invite.initiativeId, userId);
    if (member) return { initiative_id: invite.initiativeId, role: member.role };
    throw conflict("This invitation has already been used. Ask for a new invitation.");
  }
  await ctx.db.transaction(async (tx) => {
    await addMember(tx, invite.initiativeId, userId, invite.role as Role);
    await updateInvite(tx, invite.id, { status: "accepted", acceptedAt: new Date() });
  });
  const member = await findMember(ctx.db, invite.initiativeId, userId);
  return { initiative_id: invite.initiativeId, role: member?.role ?? invite.role };
}
