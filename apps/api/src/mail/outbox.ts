import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { ms, rowsOf } from "../db/raw-sql";
import { mailOutbox } from "../db/schema";
import type { MailMessage } from "./mailer";

/** Where a mail's invitation link goes; the stored copy keeps this marker instead of the link. */
export const LINK_MARKER = "[invitation link]";

/**
 * Puts the link in place of the marker's last occurrence: templates put the link after every piece of
 * user text, so text that happens to contain the marker never becomes a link.
 */
export function fillLink(text: string, link: string): string {
  const at = text.lastIndexOf(LINK_MARKER);
  return at < 0 ? text : text.slice(0, at) + link + text.slice(at + LINK_MARKER.length);
}

export interface OutboxEntry {
  message: MailMessage;
  inviteId: string | null;
  requestedBy: string | null;
  /** The invitation token, kept only until the mail is delivered or given up. */
  linkToken: string | null;
  /** `pending` for the background sender; `kept` when no SMTP server is configured. */
  status: "pending" | "kept";
}

export async function enqueueMail(db: DbOrTx, entry: OutboxEntry) {
  await db.insert(mailOutbox).values({
    to: entry.message.to,
    subject: entry.message.subject,
    text: entry.message.text,
    html: entry.message.html,
    inviteId: entry.inviteId,
    requestedBy: entry.requestedBy,
    linkToken: entry.linkToken,
    status: entry.status,
  });
}

/** Mails the user asked for in the last hour, and when the oldest of them leaves that hour. */
export async function recentMailsBy(db: DbOrTx, userId: string) {
  const rows = await rowsOf<{ n: number | string; oldest: Date | string | null }>(
    db,
    sql`select count(*) as n, min(created_at) as oldest from mail_outbox
        where requested_by = ${userId} and created_at > now() - interval '1 hour'`,
  );
  const row = rows[0];
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Mails of an invitation that were not sent yet stop: their link no longer works. */
export async function supersedeInviteMails(db: DbOrTx, inviteId: string) {
  await db.execute(
    sql`update mail_outbox set status = 'superseded', link_token = null
        where invite_id = ${inviteId} and status = 'pending'`,
  );
}

export interface ClaimedMail {
  id: number;
  message: MailMessage;
  inviteId: string | null;
  linkToken: string | null;
  attempts: number;
}

/**
 * Claims the next due mail with a lease (FOR UPDATE SKIP LOCKED), so several instances never send one
 * mail twice; a mail whose sender died is taken over once its lease runs out.
 */
export async function claimNextMail(
  db: DbOrTx,
  senderId: string,
  leaseMs: number,
): Promise<ClaimedMail | null> {
  const rows = await rowsOf<{
    id: number | string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    invite_id: string | null;
    link_token: string | null;
    attempts: number;
  }>(
    db,
    sql`update mail_outbox set status = 'sending', locked_until = now() + ${ms(leaseMs)},
          locked_by = ${senderId}, attempts = attempts + 1
        where id = (
          select id from mail_outbox
          where (status = 'pending' and run_at <= now()) or (status = 'sending' and locked_until < now())
          order by run_at
          for update skip locked
          limit 1)
        returning id, "to", subject, text, html, invite_id, link_token, attempts`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    message: { to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined },
    inviteId: row.invite_id,
    linkToken: row.link_token,
    attempts: row.attempts,
  };
}

/** Delivered: the token is dropped and the invitation shows when it was sent. */
export async function markMailSent(db: Db, mail: ClaimedMail, senderId: string) {
  await db.transaction(async (tx) => {
    const rows = await rowsOf<{ id: unknown }>(
      tx,
      sql`update mail_outbox set status = 'sent', sent_at = now(), link_token = null, locked_until = null,
            last_error = null
          where id = ${mail.id} and locked_by = ${senderId} and status = 'sending'
          returning id`,
    );
    if (rows.length === 0 || !mail.inviteId) return;
    await tx.execute(
      sql`update invites set last_sent_at = now(), last_error = null, updated_at = now()
          where id = ${mail.inviteId}`,
    );
  });
}

/**
 * A failed attempt: retried after `retryInMs`, or given up (token dropped) when that is null. The
 * invitation shows the failure either way.
 */
export async function markMailFailed(
  db: Db,
  mail: ClaimedMail,
  senderId: string,
  inviteError: string,
  retryInMs: number | null,
) {
  await db.transaction(async (tx) => {
    const rows = await rowsOf<{ id: unknown }>(
      tx,
      retryInMs === null
        ? sql`update mail_outbox set status = 'failed', link_token = null, locked_until = null,
                last_error = ${inviteError}
              where id = ${mail.id} and locked_by = ${senderId} and status = 'sending' returning id`
        : sql`update mail_outbox set status = 'pending', run_at = now() + ${ms(retryInMs)},
                locked_until = null, locked_by = null, last_error = ${inviteError}
              where id = ${mail.id} and locked_by = ${senderId} and status = 'sending' returning id`,
    );
    if (rows.length === 0 || !mail.inviteId) return;
    await tx.execute(
      sql`update invites set last_error = ${inviteError}, updated_at = now() where id = ${mail.inviteId}`,
    );
  });
}
