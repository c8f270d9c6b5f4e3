import { analyseIdea, type KeyPhrase, rankByName } from "./key-phrases";
import { GENERIC_WORDS, purposeVerbOf } from "./name-words";
import { fillTopic, quotePhrase } from "./offline-proposal";
import type { PlanContext } from "./planner";
import { pick, pickSome, seededRandom } from "./seeded";
import { CATALOGUE, type CatalogueSubsection, type CatalogueWorkstream } from "./workstream-catalogue";

/**
 * Markdown plans of the offline planner; every choice is seeded by the idea and the section.
 * Key phrases can be any kind of phrase ("coffee shop customers", "earn points"), so templates
 * put them only where any quoted noun phrase reads well, never as the subject of a verb.
 */

interface Section {
  workstream: CatalogueWorkstream;
  subsection: CatalogueSubsection;
}

const cell = (text: string) => text.replaceAll("|", "\\|").replace(/\s+/g, " ");

function catalogueFor(context: PlanContext): CatalogueWorkstream {
  const known = CATALOGUE[context.workstream.id as keyof typeof CATALOGUE];
  if (known) return known;
  // A workstream the catalogue doesn't know (e.g. renamed by a person): generic but usable.
  return {
    ...CATALOGUE.product_management,
    name: context.workstream.name,
    owner: `${context.workstream.name} Lead`,
  };
}

function sectionFor(context: PlanContext): Section {
  const workstream = catalogueFor(context);
  const ref = context.subsection;
  if (!ref) throw new Error("A subsection plan needs context.subsection");
  const known = workstream.subsections.find((s) => s.uid === ref.uid);
  const subsection = known ?? {
    ...ref,
    focus: `the “${ref.display_name}” section`,
    deliverable: `a plan for the “${ref.display_name}” section`,
  };
  return { workstream, subsection: { ...subsection, display_name: ref.display_name } };
}

/** Stand-ins when the idea has fewer than three real phrases; each reads well in every slot. */
const FALLBACK_PHRASES = ["this initiative", "the main use case", "existing processes"] as const;

interface Phrases {
  /** Quoted key phrases best first, padded with FALLBACK_PHRASES to three. */
  slots: [string, string, string];
  /** Only the idea's real phrases (quoted), for lists that should not repeat anything. */
  themes: string[];
}

/** A lone verb or generic word ("modernise", "number") is no theme to quote back. */
const isBareWord = (p: KeyPhrase) =>
  p.words.length === 1 && (purposeVerbOf(p.words[0]!) !== undefined || GENERIC_WORDS.has(p.words[0]!));

function phrasesOf(idea: string, name: string): Phrases {
  const themes = rankByName(analyseIdea(idea).phrases, name)
    .filter((p) => p.score > 0 && !isBareWord(p))
    .slice(0, 3)
    .map(quotePhrase);
  const slots = FALLBACK_PHRASES.map((fallback, i) => themes[i] ?? fallback) as [string, string, string];
  return { slots, themes };
}

/** "a", "a and b", "a, b and c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const STEP_TEMPLATES = [
  "Collect what is already known about {p0} and list the open questions on {focus}.",
  "Talk to the people closest to {p1} to confirm needs, constraints and assumptions.",
  "Map the links between {focus} and {p2}, and note every dependency.",
  "Draft {deliverable} and share the draft for written comments.",
  "Review the draft with the {owner} and check it against {p1}.",
  "Agree acceptance criteria for {focus} and record the decisions.",
  "Pilot the approach on a small slice of {p0} and capture what changes.",
  "Hand over to delivery and book a follow-up review two weeks after launch.",
];

const DEPENDENCY_TEMPLATES = [
  "agree on the impact of {focus} on their part of **{name}**.",
  "share the first draft of {deliverable} early and collect their constraints.",
  "confirm which of their decisions depend on {focus}.",
  "review the points where their work on {p1} meets {focus}.",
];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function themesSentence(themes: string[]): string {
  if (themes.length === 0) return "It follows the idea as written.";
  return `It builds on the idea's key ${themes.length === 1 ? "theme" : "themes"}: ${listJoin(themes)}.`;
}

export function writeSubsectionPlan(context: PlanContext): string {
  const { workstream, subsection } = sectionFor(context);
  const { slots, themes } = phrasesOf(context.idea, context.initiativeName);
  const [p0, p1, p2] = slots;
  const random = seededRandom(`${context.idea}\u0000${workstream.id}\u0000${subsection.uid}`);
  const values = {
    p0,
    p1,
    p2,
    focus: subsection.focus,
    deliverable: subsection.deliverable,
    owner: workstream.owner,
    name: context.initiativeName,
  };
  const name = context.initiativeName;

  // Steps keep their logical order: a seeded subset that always includes drafting (index 3).
  const stepIndexes = [3, ...pickSome([0, 1, 2, 4, 5, 6, 7], 4, random)].sort((a, b) => a - b);
  const partner = context.otherWorkstreams?.length
    ? pick(context.otherWorkstreams, random).name
    : "Product Management";
  const risks = pickSome(workstream.risks, 2, random);
  const metrics = pickSome(workstream.metrics, 2, random);
  const weeks = 2 + Math.floor(random() * 3);

  const lines = [
    `## ${subsection.display_name}: ${name}`,
    "",
    `This section covers ${subsection.focus} for **${name}**. ${themesSentence(themes)}`,
    "",
  ];
  if (context.instruction) lines.push(`> Requested focus: ${context.instruction.replace(/\s+/g, " ")}`, "");
  lines.push(
    "### Goals",
    "",
    `- Deliver ${subsection.deliverable} in support of ${p0}.`,
    `- Get ${subsection.focus} signed off by the ${workstream.owner} within ${weeks} weeks.`,
    `- Keep the work on ${p1} consistent with the other workstreams of **${name}**.`,
    "",
    "### Steps",
    "",
    ...stepIndexes.map((index, n) => `${n + 1}. ${fill(STEP_TEMPLATES[index]!, values)}`),
    "",
    "### Owners and milestones",
    "",
    "| Milestone | Owner | Target |",
    "| --- | --- | --- |",
    `| Draft of ${cell(subsection.deliverable)} | ${workstream.owner} | Week 1 |`,
    `| Review with ${cell(partner)} | ${workstream.owner} | Week ${Math.max(2, weeks - 1)} |`,
    `| Sign-off for ${cell(p0)} | Product Manager | Week ${weeks} |`,
    "",
    "### Risks and mitigations",
    "",
    "| Risk | Mitigation |",
    "| --- | --- |",
    ...risks.map(
      ([risk, mitigation]) => `| ${cell(fillTopic(risk, p0))} | ${cell(fillTopic(mitigation, p0))} |`,
    ),
    "",
    "### Success metrics",
    "",
    ...metrics.map((metric) => `- ${fillTopic(metric, p0)}`),
    `- The ${subsection.display_name} section, covering ${p1}, signed off by the ${workstream.owner}`,
  );
  if (context.otherWorkstreams?.length) {
    lines.push("", "### Dependencies", "");
    const first = Math.floor(random() * DEPENDENCY_TEMPLATES.length);
    context.otherWorkstreams.slice(0, 4).forEach((other, i) => {
      const template = DEPENDENCY_TEMPLATES[(first + i) % DEPENDENCY_TEMPLATES.length]!;
      lines.push(`- **${other.name}**: ${fill(template, values)}`);
    });
  }
  return `${lines.join("\n")}\n`;
}

const ESTIMATES = ["1 day", "2 days", "3 days", "1 week", "2 weeks"];

export function writeTaskBreakdown(context: PlanContext): string {
  const workstream = catalogueFor(context);
  const { slots, themes } = phrasesOf(context.idea, context.initiativeName);
  const [p0, p1] = slots;
  const random = seededRandom(`${context.idea}\u0000${workstream.id}\u0000tasks`);
  const reviewer = workstream.id === "product_management" ? "the initiative sponsor" : "Product Management";
  const name = context.initiativeName;

  const rows: Array<[task: string, owner: string, estimate: string, dependsOn: string]> = [
    [`Kick-off: confirm the scope of ${p0}`, workstream.owner, "1 day", "—"],
  ];
  workstream.subsections.forEach((s, index) => {
    const dependsOn = index === 0 ? "1" : String(index + 1);
    rows.push([
      `${s.display_name}: deliver ${s.deliverable}`,
      workstream.owner,
      pick(ESTIMATES, random),
      dependsOn,
    ]);
  });
  rows.push([
    `Review the work on ${p1} with ${reviewer} and sign it off`,
    "Product Manager",
    "1 day",
    `2–${rows.length}`,
  ]);

  const lines = [
    `## Task Breakdown: ${context.workstream.name}`,
    "",
    themes.length > 0
      ? `Tasks for the ${context.workstream.name} part of **${name}**, centred on ${listJoin(themes.slice(0, 2))}.`
      : `Tasks for the ${context.workstream.name} part of **${name}**.`,
    "",
  ];
  if (context.instruction) lines.push(`> Requested focus: ${context.instruction.replace(/\s+/g, " ")}`, "");
  lines.push(
    "| # | Task | Owner | Estimate | Depends on |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map(
      ([task, owner, estimate, dependsOn], i) =>
        `| ${i + 1} | ${cell(task)} | ${owner} | ${estimate} | ${dependsOn} |`,
    ),
    "",
    "### Notes",
    "",
    `- The critical path runs through task 2 (${workstream.subsections[0]!.display_name}); start it first.`,
    `- Re-estimate after the kick-off once the scope of ${p0} is agreed.`,
  );
  if (context.otherWorkstreams?.length) {
    lines.push(`- Coordinate hand-offs with ${listJoin(context.otherWorkstreams.map((w) => w.name))}.`);
  }
  return `${lines.join("\n")}\n`;
}
