import { createHash, randomBytes } from "node:crypto";
import type { CreatedInvite, InviteRole, Role } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import type { Identity } from "../../auth/identity";
import type { DbOrTx } from "../../db/client";
import type { AppContext } from "../../http/context";
import { badRequest, conflict, forbidden, notFound, rateLimited } from "../../http/errors";
import { inviteMail } from "../../mail/invite-mail";
import { enqueueMail, recentMailsBy, supersedeInviteMails } from "../../mail/outbox";
import { findRole, type MemberRef } from "../access/queries";
import { publishInitiativeEvent } from "../events/publish";
import {
  addMember,
  claimPendingInvite,
  deleteMember,
  findInvite,
  findInviteByTokenHash,
  findMemberByEmail,
  findPendingInviteByEmail,
  type InviteRef,
  initiativeAndUserNames,
  insertInvite,
  lastMailQueuedAt,
  pendingInvitesForEmail,
  setMemberRole,
  toPendingInvite,
  updateInvite,
} from "./queries";

const RESEND_INTERVAL_MS = 60_000;
// A namespace for the per-user advisory lock of the invitation limit.
const INVITE_LOCK_NAMESPACE = 74_212;

export const hashInviteToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(24).toString("base64url");

/** The app's address as people open it: PUBLIC_URL, or this server's own. */
export function appBaseUrl(config: AppContext["config"]): string {
  const base =
    config.publicUrl ?? `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`;
  return base.replace(/\/$/, "");
}

export function inviteLink(config: AppContext["config"], token: string): string {
  return `${appBaseUrl(config)}/invite/${token}`;
}

const expiryFrom = (ctx: AppContext) => new Date(Date.now() + ctx.config.invites.ttlDays * 86_400_000);
/** True when mail goes out over SMTP; without it the inviter shares the link themselves. */
const smtpConfigured = (ctx: AppContext) => ctx.config.mail.smtpUrl !== null;

/**
 * Admits one more invitation mail for the user or throws 429: the advisory lock serialises the count
 * and the insert that follows it (in the caller's transaction) across every instance.
 */
async function admitInvitationMail(ctx: AppContext, tx: DbOrTx, userId: string) {
  const limit = ctx.config.invites.perHour;
  await tx.execute(sql`select pg_advisory_xact_lock(${INVITE_LOCK_NAMESPACE}, hashtext(${userId}))`);
  const { count, oldest } = await recentMailsBy(tx, userId);
  if (count < limit) return;
  const retryAfter = Math.max(
    1,
    Math.ceil(((oldest?.getTime() ?? Date.now()) + 3_600_000 - Date.now()) / 1000),
  );
  throw rateLimited(
    `You have sent ${limit} invitations in the last hour, the most allowed. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    retryAfter,
  );
}

/** Queues the invitation mail in the caller's transaction (SMTP) or keeps it without its link. */
async function queueInviteMail(
  ctx: AppContext,
  tx: DbOrTx,
  invite: { id: string; email: string; role: string; initiativeId: string; invitedBy: string },
  requestedBy: string,
  token: string | null,
) {
  const names = await initiativeAndUserNames(tx, {
    initiativeId: invite.initiativeId,
    userId: invite.invitedBy,
  });
  const smtp = smtpConfigured(ctx);
  await enqueueMail(tx, {
    message: inviteMail({ to: invite.email, role: invite.role, ...names }),
    inviteId: invite.id,
    requestedBy,
    linkToken: smtp ? token : null,
    status: smtp ? "pending" : "kept",
  });
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" || /duplicate key/i.test(String((error as Error).message));

export async function inviteCollaborator(
  ctx: AppContext,
  initiativeId: string,
  inviter: { uid: string; name: string | null; role: Role },
  input: { email: string; role: "editor" | "viewer" },
): Promise<CreatedInvite> {
  const email = input.email.trim();
  if (await findMemberByEmail(ctx.db, initiativeId, email)) {
    throw conflict(`${email} is already a member of this initiative.`);
  }
  if (await findPendingInviteByEmail(ctx.db, initiativeId, email)) {
    throw conflict(`An invitation to ${email} is already pending. Resend it instead.`);
  }
  // Tokens travel only in the mail (or once to the inviter); the database keeps their hash.
  const token = newToken();
  let invite: Awaited<ReturnType<typeof insertInvite>>;
  try {
    invite = await ctx.db.transaction(async (tx) => {
      await admitInvitationMail(ctx, tx, inviter.uid);
      const row = await insertInvite(tx, {
        initiativeId,
        email,
        role: input.role,
        tokenHash: hashInviteToken(token),
        invitedBy: inviter.uid,
        expiresAt: expiryFrom(ctx),
      });
      await queueInviteMail(ctx, tx, row, inviter.uid, token);
      return row;
    });
  } catch (error) {
    // Two concurrent invitations of one address: the partial unique index lets one through.
    if (isUniqueViolation(error)) {
      throw conflict(`An invitation to ${email} is already pending. Resend it instead.`);
    }
    throw error;
  }
  ctx.services.mailSender?.wake();
  return {
    ...toPendingInvite(invite, inviter.name ?? "A teammate", inviter.role),
    invite_link: smtpConfigured(ctx) ? null : inviteLink(ctx.config, token),
  };
}

/**
 * `true` when a new mail is on its way (with a new link; the old one stops working) and the expiry is
 * renewed; `false` when the invite is not pending or its last mail was queued under a minute ago.
 * Without a mail server only the expiry is renewed: the link the inviter copied keeps working.
 */
export async function resendInvite(ctx: AppContext, ref: InviteRef, userId: string): Promise<boolean> {
  const invite = await findInvite(ctx.db, ref);
  if (invite?.status !== "pending") return false;
  const lastQueued = await lastMailQueuedAt(ctx.db, invite.id);
  if (lastQueued && Date.now() - lastQueued.getTime() < RESEND_INTERVAL_MS) return false;
  if (!smtpConfigured(ctx)) {
    await updateInvite(ctx.db, invite.id, { expiresAt: expiryFrom(ctx) });
    return true;
  }
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await admitInvitationMail(ctx, tx, userId);
    await supersedeInviteMails(tx, invite.id);
    await updateInvite(tx, invite.id, { tokenHash: hashInviteToken(token), expiresAt: expiryFrom(ctx) });
    await queueInviteMail(ctx, tx, invite, userId, token);
  });
  ctx.services.mailSender?.wake();
  return true;
}

export async function revokeInvite(ctx: AppContext, ref: InviteRef) {
  const invite = await findInvite(ctx.db, ref);
  if (invite?.status !== "pending") throw notFound("No pending invitation with this id.");
  await ctx.db.transaction(async (tx) => {
    await updateInvite(tx, invite.id, { status: "revoked" });
    await supersedeInviteMails(tx, invite.id);
  });
  return { id: invite.id };
}

export async function changeRole(ctx: AppContext, member: MemberRef, role: InviteRole) {
  const current = await findRole(ctx.db, member);
  if (!current) throw notFound("This person is not a member of the initiative.");
  if (current === "owner") throw badRequest("The owner's role cannot be changed.");
  await setMemberRole(ctx.db, member, role);
  return { user_id: member.userId, role };
}

export async function removeCollaborator(ctx: AppContext, member: MemberRef) {
  const current = await findRole(ctx.db, member);
  if (!current) throw notFound("This person is not a member of the initiative.");
  if (current === "owner") throw badRequest("The owner cannot be removed from their initiative.");
  await deleteMember(ctx.db, member);
  return { user_id: member.userId };
}

/**
 * Accepts an invitation for a user in one transaction: the conditional update lets exactly one of
 * concurrent accepts through. False when the invitation was no longer pending or has expired.
 */
async function join(
  ctx: AppContext,
  invite: { id: string; initiativeId: string; role: string },
  userId: string,
) {
  return ctx.db.transaction(async (tx) => {
    if (!(await claimPendingInvite(tx, invite.id))) return false;
    await addMember(tx, { initiativeId: invite.initiativeId, userId }, invite.role as Role);
    await supersedeInviteMails(tx, invite.id);
    // Open pages of the initiative refresh their member list (on commit).
    await publishInitiativeEvent(tx, invite.initiativeId, "members_changed", { change: "joined" });
    return true;
  });
}

/** At sign-in: every pending invitation for the user's verified address makes them a collaborator. */
export async function acceptInvitesForEmail(
  ctx: AppContext,
  user: { id: string; email: string; emailVerified: boolean },
) {
  if (!user.email || !user.emailVerified) return;
  for (const invite of await pendingInvitesForEmail(ctx.db, user.email)) await join(ctx, invite, user.id);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Opening an invitation link after sign-in. Only the invited address may use it, once it is verified;
 * the link works once and until it expires.
 */
export async function acceptInviteToken(ctx: AppContext, user: Identity, token: string) {
  const invite = await findInviteByTokenHash(ctx.db, hashInviteToken(token));
  if (!invite || invite.status === "revoked")
    throw notFound("This invitation link is not valid. Ask for a new invitation.");
  if (!user.email || !sameAddress(user.email, invite.email)) {
    throw forbidden(
      "This invitation was sent to another e-mail address. Sign in with the address it was sent to, or ask to be invited at yours.",
    );
  }
  if (!user.emailVerified) {
    throw forbidden(
      "Your e-mail address is not verified yet. Verify it with your sign-in provider, then open the invitation link again.",
    );
  }
  /**
   * A used link opens the initiative again for a member (the sign-in accepted it already, or a second tab did):
   * the same answer as the first time, so the web app never meets a refusal it has to explain away (decision
   * 115). Anyone else is told it was used.
   */
  const alreadyUsed = async () => {
    const role = await findRole(ctx.db, { initiativeId: invite.initiativeId, userId: user.uid });
    if (role) return { initiative_id: invite.initiativeId, role };
    throw conflict("This invitation has already been accepted.");
  };
  if (invite.status === "accepted") return alreadyUsed();
  if (invite.expiresAt.getTime() <= Date.now()) {
    throw conflict(
      `This invitation expired on ${invite.expiresAt.toISOString().slice(0, 10)}. Ask the person who invited you to resend it.`,
    );
  }
  if (!(await join(ctx, invite, user.uid))) return alreadyUsed();
  const role = await findRole(ctx.db, { initiativeId: invite.initiativeId, userId: user.uid });
  return { initiative_id: invite.initiativeId, role: role ?? invite.role };
}
