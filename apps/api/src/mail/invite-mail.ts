import type { MailMessage } from "./mailer";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export function inviteMail(input: {
  to: string;
  inviterName: string;
  initiativeName: string;
  role: string;
  link: string;
}): MailMessage {
  const subject = `${input.inviterName} invited you to "${input.initiativeName}" on Initiative Planner`;
  const text = [
    `${input.inviterName} invited you to collaborate on the initiative "${input.initiativeName}" as ${input.role}.`,
    "",
    `Open it here: ${input.link}`,
    "",
    "Sign in with this e-mail address to accept. If you did not expect this invitation, you can ignore this mail.",
  ].join("\n");
  const html = `<p>${escapeHtml(input.inviterName)} invited you to collaborate on the initiative <strong>${escapeHtml(
    input.initiativeName,
  )}</strong> as ${escapeHtml(input.role)}.</p><p><a href="${escapeHtml(input.link)}">Open the initiative</a></p><p>Sign in with this e-mail address to accept. If you did not expect this invitation, you can ignore this mail.</p>`;
  return { to: input.to, subject, text, html };
}
