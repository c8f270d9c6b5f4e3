import type { DbOrTx } from "../db/client";
import { mailOutbox } from "../db/schema";

/** Keeps a message in the outbox table (mail without an SMTP server). */
export async function insertOutboxMail(
  db: DbOrTx,
  message: { to: string; subject: string; text: string; html?: string },
): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
}
