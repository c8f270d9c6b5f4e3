import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Delivers one message over SMTP_URL; rejects with the transport's error. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
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
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

const UNREACHABLE = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ECONNREFUSED",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ECONNRESET",
]);

/** Replaces the configured server's host name and every IPv4 address, so no internal address shows. */
function withoutHosts(text: string, hosts: string[]): string {
  let result = text;
  for (const host of hosts) if (host) result = result.split(host).join("[mail server]");
  return result.replace(/\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b/g, "[address]");
}

/**
 * Why a delivery failed, in a sentence an initiative owner can act on: the mail server's own answer
 * when it gave one (at most 200 characters), never the addresses of our own infrastructure.
 */
export function describeMailError(error: unknown, smtpUrl: string | null): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown };
  const hosts = smtpUrl ? [new URL(smtpUrl).hostname] : [];
  if (typeof e.responseCode === "number") {
    const answer = typeof e.response === "string" ? e.response.slice(0, 200) : String(e.responseCode);
    return withoutHosts(`the mail server refused the message (${answer})`, hosts);
  }
  if (e.code === "EAUTH") return "the mail server refused this service's sign-in";
  if (typeof e.code === "string" && UNREACHABLE.has(e.code)) return "the mail server could not be reached";
  return "the mail could not be handed to the mail server";
}
