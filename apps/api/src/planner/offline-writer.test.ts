import type { PlanProposal } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { cleanIdeaText } from "./idea-text";
import { proposeOffline } from "./offline-proposal";
import { listJoin, writeSubsectionPlan, writeTaskBreakdown } from "./offline-writer";
import type { PlanContext } from "./planner";

const QA_LOYALTY = "Launch a customer loyalty program for our coffee shop chain with points and a mobile app";

const IDEAS = [
  QA_LOYALTY,
  "Initiative number 13: modernise the billing system",
  "<script>alert(1)</script> plan a summer campaign",
  "We want to launch a loyalty programme for our coffee shop customers where they earn points on every purchase and redeem them for free drinks.",
  "Deploy autonomous robots in our warehouse to pick and pack orders. The warehouse robots must work safely next to staff.",
  "Automate invoice processing for the finance team using OCR",
  "Our patients wait too long; build an online appointment booking system",
  "Train all store managers on the new point-of-sale system",
  "Nous voulons une plateforme de covoiturage.",
  "x",
  `titles_${"ABCDEFGHIJ".repeat(20)}`,
];

/** Every text the offline writer produces for an idea: all subsections and task breakdowns. */
function allTexts(idea: string): { proposal: PlanProposal; texts: string[] } {
  const proposal = proposeOffline(idea);
  const texts: string[] = [];
  for (const ws of proposal.workstreams) {
    const base: PlanContext = {
      idea,
      initiativeName: proposal.name,
      workstream: { id: ws.id, name: ws.name },
      otherWorkstreams: proposal.workstreams.filter((w) => w !== ws).map((w) => ({ id: w.id, name: w.name })),
    };
    for (const subsection of ws.subsections) texts.push(writeSubsectionPlan({ ...base, subsection }));
    texts.push(writeTaskBreakdown(base));
    texts.push(...ws.subsections.map((s) => s.placeholder));
  }
  return { proposal, texts };
}

/** Cheap checks for the broken English the QA pass found. */
const LINTS: Array<[label: string, pattern: RegExp]> = [
  ["unfilled template", /\{\w*\}/],
  ["doubled word", /\b(\p{L}+)\s+\1\b/iu],
  ["article clash", /\b(?:a|an|the)\s+(?:a|an|the|our|their|my|this)\b/i],
  ["'a' before a vowel", /\ba\s+[aei]\w/i],
  ["'an' before a consonant", /\ban\s+[bcdfgjklmnpqrstvwz]\w/i],
  ["space before punctuation", /[^\S\n]+[.,;:!?](?:\s|$)/],
  ["doubled punctuation", /[.,;:]{2,}|,\s*\./],
  ["empty quotes", /“\s*”/],
  [
    "old broken template",
    /Who has the problem|grounded in the idea's focus|that supports “|Make .* clear enough/,
  ],
  ["markup leaked", /<\/?script|alert\(|&amp;|titles_/i],
];

describe("offline writer: grammar whatever phrase is substituted", () => {
  it.each(IDEAS)("writes clean sentences for %j", (idea) => {
    const { texts } = allTexts(idea);
    for (const text of texts) {
      for (const [label, pattern] of LINTS) {
        expect(pattern.test(text), `${label}: ${text.match(pattern)?.[0]} in\n${text}`).toBe(false);
      }
      // Prose paragraphs end as sentences (headings, tables and lists are not prose).
      for (const line of text.split("\n")) {
        if (/^[A-Z]/.test(line)) expect(line, line).toMatch(/[.:]$/);
      }
    }
  });

  it("quotes the idea's own phrases verbatim and only those", () => {
    for (const idea of IDEAS) {
      const clean = cleanIdeaText(idea);
      for (const text of allTexts(idea).texts) {
        for (const [, quoted] of text.matchAll(/“([^”]+)”/g)) {
          // Unknown subsections quote their display name; the catalogue ones never do.
          expect(clean, `${quoted} not in ${idea}`).toContain(quoted);
        }
      }
    }
  });

  it("puts the QA example's object in a placeholder that reads as English", () => {
    const { proposal } = allTexts(QA_LOYALTY);
    const problem = proposal.workstreams[0]!.subsections[0]!;
    expect(problem.display_name).toBe("Problem Statement");
    expect(problem.placeholder).toBe(
      "Who feels the problem behind “customer loyalty program”, how they cope today and why now.",
    );
  });

  it("leads with the phrase the name is built from and lists distinct themes", () => {
    const { proposal, texts } = allTexts("Initiative number 13: modernise the billing system");
    expect(proposal.name).toBe("Billing System Modernisation");
    const plan = texts[0]!;
    expect(plan).toContain("It builds on the idea's key theme: “billing system”.");
    expect(plan).not.toMatch(/“(?:number|13|modernise)”/);
  });

  it("writes a usable plan without any real phrase (markup-only idea)", () => {
    const { proposal, texts } = allTexts("<script>alert(1)</script>");
    expect(proposal.name).toBe("New Product Initiative");
    expect(texts[0]).toContain("It follows the idea as written.");
    expect(texts[0]).toContain("in support of this initiative.");
  });

  it("handles a renamed workstream and subsection it does not know", () => {
    const plan = writeSubsectionPlan({
      idea: QA_LOYALTY,
      initiativeName: "Coffee Shop Loyalty Program",
      workstream: { id: "custom", name: "Operations" },
      subsection: { uid: "x1", display_name: "Opening Checklist", placeholder: "" },
    });
    expect(plan).toContain(
      "This section covers the “Opening Checklist” section for **Coffee Shop Loyalty Program**.",
    );
    expect(plan).toContain(
      "- Deliver a plan for the “Opening Checklist” section in support of “customer loyalty program”.",
    );
    for (const [label, pattern] of LINTS) expect(pattern.test(plan), label).toBe(false);
  });
});

describe("listJoin", () => {
  it("joins with commas and a final 'and'", () => {
    expect(listJoin([])).toBe("");
    expect(listJoin(["a"])).toBe("a");
    expect(listJoin(["a", "b"])).toBe("a and b");
    expect(listJoin(["a", "b", "c"])).toBe("a, b and c");
  });
});
