import type { IssueDraft } from "../draft";

/** How a push writes into Jira's fields: descriptions in the Atlassian Document Format, estimates in time tracking. */

const text = (value: string) => ({ type: "text", text: value });
const paragraph = (...content: object[]) => ({ type: "paragraph", content });

/** The draft in the Atlassian Document Format that API v3 takes for a description. */
export function adfBody(
  draft: Pick<IssueDraft, "description" | "context" | "link">,
  linkText = "Open this task in Initiative Planner",
) {
  const own = draft.description
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => paragraph(text(p)));
  return {
    type: "doc",
    version: 1,
    content: [
      ...own,
      ...(own.length > 0 ? [{ type: "rule" }] : []),
      paragraph(text(draft.context)),
      paragraph({
        type: "text",
        text: linkText,
        marks: [{ type: "link", attrs: { href: draft.link } }],
      }),
    ],
  };
}

/** An estimate of working days as Jira's time tracking writes it (8-hour days): `2d 4h`. */
export function jiraEstimate(days: number): string {
  const whole = Math.floor(days);
  const hours = Math.round((days - whole) * 8);
  return [whole ? `${whole}d` : "", hours ? `${hours}h` : ""].filter(Boolean).join(" ") || "0h";
}
