import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { describeMailError, type Mailer } from "./mailer";
import { type ClaimedMail, claimNextMail, fillLink, markMailFailed, markMailSent } from "./outbox";

export interface MailSenderOptions {
  db: Db;
  mailer: Mailer;
  smtpUrl: string;
  /** The invitation link for a token. */
  linkOf: (token: string) => string;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  pollMs: number;
  /** Wait before retry 1, 2…; after the last one the mail is given up. */
  backoffMs: number[];
  leaseMs?: number;
}

export interface MailSender {
  /** Looks for due mail now (after an enqueue in this process). */
  wake(): void;
  stop(): Promise<void>;
}

/** Delivers the outbox in the background, one mail at a time, claimed from the database with a lease. */
export function startMailSender(options: MailSenderOptions): MailSender {
  const id = `${hostname()}:${process.pid}:mail:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 60_000;
  let stopped = false;
  let draining: Promise<void> | null = null;
  let again = false;

  async function deliver(mail: ClaimedMail) {
    const link = mail.linkToken ? options.linkOf(mail.linkToken) : null;
    const message = link
      ? {
          ...mail.message,
          text: fillLink(mail.message.text, link),
          html: mail.message.html && fillLink(mail.message.html, link),
        }
      : mail.message;
    try {
      await options.mailer.send(message);
      await markMailSent(options.db, mail, id);
      options.log.info({ mailId: mail.id, attempt: mail.attempts }, "mail delivered");
    } catch (error) {
      const reason = describeMailError(error, options.smtpUrl);
      const retryIn = options.backoffMs[mail.attempts - 1] ?? null;
      const sentence =
        retryIn === null
          ? `Delivery failed: ${reason}. Resend the invitation to try again.`
          : `Delivery failed: ${reason}. It is retried automatically.`;
      await markMailFailed(options.db, mail, id, sentence, retryIn);
      options.log.warn({ mailId: mail.id, attempt: mail.attempts, reason }, "mail delivery failed");
    }
  }

  async function drain() {
    do {
      again = false;
      while (!stopped) {
        const mail = await claimNextMail(options.db, id, leaseMs);
        if (!mail) break;
        await deliver(mail);
      }
    } while (again && !stopped);
  }

  const wake = () => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => options.log.warn({ err: error }, "mail sender: outbox not reachable"))
      .finally(() => {
        draining = null;
      });
  };
  const timer = setInterval(wake, options.pollMs);
  timer.unref();
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await draining;
      options.mailer.close();
    },
  };
}
