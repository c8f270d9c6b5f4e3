import { analyseIdea } from "./key-phrases";
import { fillTopic } from "./offline-proposal";
import type { PlanContext } from "./planner";
import { pick, pickSome, seededRandom } from "./seeded";
import { CATALOGUE, type CatalogueSubsection, type CatalogueWorkstream } from "./workstream-catalogue";

/** Markdown plans of the offline planner; every choice is seeded by the idea and the section. */

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
    focus: ref.display_name.toLowerCase(),
    deliverable: `a ${ref.display_name.toLowerCase()} plan`,
  };
  return { workstream, subsection: { ...subsection, display_name: ref.display_name } };
}

/** The idea's own phrases, best first, always at least three entries to fill templates. */
function phrasesOf(idea: string): string[] {
  const phrases = analyseIdea(idea).phrases.map((p) => p.text);
  while (phrases.length < 3) phrases.push(phrases[0] ?? "the initiative");
  return phrases;
}

const STEP_TEMPLATES = [
  "Collect what is already known about {p0} and list the open questions on {focus}.",
  "Talk to the people closest to {p1} to confirm needs, constraints and assumptions.",
  "Map how {focus} connects to {p2} and note every dependency.",
  "Draft {deliverable} and share it for written comments.",
  "Review the draft with the {owner} and adjust it for {p1}.",
  "Agree acceptance criteria for {focus} and record the decisions.",
  "Pilot the approach on a small slice of {p0} and capture what changes.",
  "Hand over to delivery and book a follow-up review two weeks after launch.",
];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function writeSubsectionPlan(context: PlanContext): string {
  const { workstream, subsection } = sectionFor(context);
  const [p0, p1, p2] = phrasesOf(context.idea) as [string, string, string];
  const random = seededRandom(`${context.idea}\u0000${workstream.id}\u0000${subsection.uid}`);
  const values = {
    p0,
    p1,
    p2,
    focus: subsection.focus,
    deliverable: subsection.deliverable,
    owner: workstream.owner,
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
    `This section covers ${subsection.focus} for **${name}**. It is grounded in the idea's focus on ${p0}, ${p1} and ${p2}.`,
    "",
  ];
  if (context.instruction) lines.push(`> Requested focus: ${context.instruction.replace(/\s+/g, " ")}`, "");
  lines.push(
    "### Goals",
    "",
    `- Deliver ${subsection.deliverable} that supports ${p0}.`,
    `- Make ${subsection.focus} clear enough for the ${workstream.owner} to sign off within ${weeks} weeks.`,
    `- Keep ${p1} consistent with the other workstreams of ${name}.`,
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
    `- ${subsection.display_name} for ${p1} signed off by the ${workstream.owner}`,
  );
  if (context.otherWorkstreams?.length) {
    lines.push("", "### Dependencies", "");
    for (const other of context.otherWorkstreams.slice(0, 4)) {
      lines.push(`- **${other.name}**: align on how ${subsection.focus} affects their part of ${p0}.`);
    }
  }
  return `${lines.join("\n")}\n`;
}

const ESTIMATES = ["1 day", "2 days", "3 days", "1 week", "2 weeks"];

export function writeTaskBreakdown(context: PlanContext): string {
  const workstream = catalogueFor(context);
  const [p0, p1] = phrasesOf(context.idea) as [string, string, string];
  const random = seededRandom(`${context.idea}\u0000${workstream.id}\u0000tasks`);
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
    `Review ${p1} with Product Management and sign off`,
    "Product Manager",
    "1 day",
    `2–${rows.length}`,
  ]);

  const lines = [
    `## Task Breakdown: ${context.workstream.name}`,
    "",
    `Tasks for the ${context.workstream.name} part of **${name}**, centred on ${p0} and ${p1}.`,
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
    const names = context.otherWorkstreams.map((w) => w.name).join(", ");
    lines.push(`- Coordinate hand-offs with ${names}.`);
  }
  return `${lines.join("\n")}\n`;
}
