import type { MailMessage } from "./mailer";
import { LINK_MARKER } from "./outbox";

/** The one subject of every invitation: names the product, never text a user chose. */
export const INVITE_SUBJECT = "You have been invited to collaborate on Initiative Planner";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);
const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);

/**
 * User text made inert for mail clients that turn addresses into links: "://" becomes "[:]//" and a dot
 * between a word and letters (a domain) becomes "[.]", as security notices write them. "v2.0" stays.
 */
export function defang(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === ":" && text.startsWith("//", i + 1)) out += "[:]";
    else if (c === "." && isWordChar(text[i - 1]) && isLetter(text[i + 1]) && isLetter(text[i + 2]))
      out += "[.]";
    else if (c === "@" && isWordChar(text[i - 1]) && isWordChar(text[i + 1])) out += "[at]";
    else out += c;
  }
  return out;
}

/** Quotes user text on one line of at most `max` characters. */
const userText = (text: string, max: number) => {
  const line = text.replace(/\s+/g, " ").trim();
  return defang(line.length > max ? `${line.slice(0, max - 1)}…` : line);
};

/**
 * The invitation mail (plain text and HTML). The link is the marker until the sender fills it in, and
 * it comes after every piece of user text (see fillLink).
 */
export function inviteMail(input: {
  to: string;
  inviterName: string;
  initiativeName: string;
  role: string;
}): MailMessage {
  const inviter = userText(input.inviterName, 80);
  const initiative = userText(input.initiativeName, 120);
  const intro = `${inviter} invited you to collaborate as ${input.role} on an initiative named "${initiative}".`;
  const closing =
    "Sign in with this e-mail address to accept. The link works for you only. If you did not expect this invitation, you can ignore this mail.";
  const text = [intro, "", `Accept the invitation: ${LINK_MARKER}`, "", closing].join("\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${LINK_MARKER}">Accept the invitation</a></p>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join("");
  return { to: input.to, subject: INVITE_SUBJECT, text, html };
}
