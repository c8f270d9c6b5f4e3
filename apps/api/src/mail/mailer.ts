import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { insertOutboxMail } from "./queries";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** "smtp" delivers over SMTP_URL; "outbox" keeps mail in the database and the log. */
  readonly mode: "smtp" | "outbox";
  /** Resolves when delivered (or stored); rejects with the transport's error otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    for (const [key, value] of [
      ["connectionTimeout", "10000"],
      ["greetingTimeout", "10000"],
      ["socketTimeout", "20000"],
    ]) {
      if (!url.searchParams.has(key!)) url.searchParams.set(key!, value!);
    }
    const transport = nodemailer.createTransport(url.toString());
    return {
      mode: "smtp",
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close() {
        transport.close();
      },
    };
  }
  return {
    mode: "outbox",
    async send(message) {
      await insertOutboxMail(options.db, message);
      options.log.info(
        { to: message.to, subject: message.subject },
        `mail kept in the outbox (no SMTP_URL):\n${message.text}`,
      );
    },
    close() {},
  };
}
