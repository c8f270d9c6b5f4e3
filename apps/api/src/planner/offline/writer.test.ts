import type { PlanProposal } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { writeAllSections } from "../eval/planner-eval";
import { detectLanguage } from "../language";
import { analyseIdea } from "./idea-analysis";
import { cleanIdeaText } from "./idea-text";
import { proposeOffline } from "./proposal";
import { writeSubsectionPlan } from "./writer";
import { listJoin } from "./writer-text";

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
  const analysis = analyseIdea(idea);
  const proposal = proposeOffline(analysis);
  const texts = [
    ...writeAllSections(analysis, proposal),
    ...proposal.workstreams.flatMap((ws) => ws.subsections.map((s) => s.placeholder)),
  ];
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
    const english = detectLanguage(cleanIdeaText(idea)) === "en";
    for (const text of texts) {
      for (const [label, pattern] of LINTS) {
        // French typography puts a space before ":".
        if (!english && label === "space before punctuation") continue;
        expect(pattern.test(text), `${label}: ${text.match(pattern)?.[0]} in\n${text}`).toBe(false);
      }
      // Prose paragraphs end as sentences (headings, tables and lists are not prose).
      for (const line of text.split("\n")) {
        if (/^[A-Z]/.test(line)) expect(line, line).toMatch(/[.:]$/);
      }
    }
  });

  it("weaves the idea's phrases into sentences instead of quoting them", () => {
    for (const idea of IDEAS) {
      for (const text of allTexts(idea).texts) expect(text).not.toMatch(/[“”]/);
    }
    const plan = allTexts(QA_LOYALTY).texts.join("\n");
    expect(plan).toContain("for the coffee shop loyalty program");
  });

  it("fills placeholders with the subject as a noun phrase", () => {
    const { proposal } = allTexts(QA_LOYALTY);
    const problem = proposal.workstreams[0]!.subsections[0]!;
    expect(problem.display_name).toBe("Problem & Goals");
    expect(problem.placeholder).toBe(
      "Who feels the problem the coffee shop loyalty program solves, how they cope today and what must change.",
    );
  });

  it("names the initiative from its subject and leaves numbering out of the plan", () => {
    const { proposal, texts } = allTexts("Initiative number 13: modernise the billing system");
    expect(proposal.name).toBe("Billing System Modernisation");
    expect(texts[0]).toContain("for billing system modernisation");
    expect(texts.join("\n")).not.toMatch(/number 13|\b13\b/);
  });

  it("writes a usable plan without any real phrase (markup-only idea)", () => {
    const { proposal, texts } = allTexts("<script>alert(1)</script>");
    expect(proposal.name).toBe("New Product Initiative");
    expect(texts[0]).toContain("This section covers problem and goals for the new product initiative.");
  });

  it("plans a renamed workstream and an unknown subsection from the knowledge base, under its own title", () => {
    const context = {
      idea: QA_LOYALTY,
      initiativeName: "Coffee Shop Loyalty Program",
      workstream: { id: "custom", name: "Operations" },
      subsection: { uid: "x1", display_name: "Opening Checklist", placeholder: "" },
    };
    const plan = writeSubsectionPlan(context, analyseIdea(context.idea));
    expect(plan.startsWith("## Opening Checklist: Coffee Shop Loyalty Program\n")).toBe(true);
    expect(plan).toContain("This section covers opening checklist for the coffee shop loyalty program");
    expect(plan).toContain("### Approach");
    for (const [label, pattern] of LINTS) expect(pattern.test(plan), label).toBe(false);
  });

  it("writes German, French and Spanish plans in that language, anything else in English with a note", () => {
    const german = allTexts(
      "Wir möchten für unseren Tennisverein eine App entwickeln, mit der Mitglieder Plätze buchen.",
    );
    expect(german.proposal.name).toBe("Tennisverein-App");
    expect(german.proposal.workstreams.map((w) => w.name)).toContain("Produktmanagement");
    expect(german.texts[0]).toContain("### Vorgehen");
    expect(detectLanguage(german.texts[0]!)).toBe("de");
    const french = allTexts("Nous voulons une plateforme de covoiturage pour les salariés.");
    expect(french.texts[0]).toContain("### Démarche");
    const spanish = allTexts("Queremos una app para reservar pistas de pádel en nuestro club.");
    expect(spanish.texts[0]).toContain("### Enfoque");
    // Roles read "Responsable de producto": no "responsable Responsable …", and the title is quoted.
    expect(spanish.texts.join("\n")).not.toMatch(/responsable Responsable/i);
    expect(spanish.texts[0]).toMatch(/^Esta sección planifica «[^»]+» para \*\*/m);
    const italian = allTexts("Vogliamo creare un'app per prenotare lezioni di cucina con chef locali.");
    expect(italian.texts[0]).toContain("### Approach");
    expect(italian.texts[0]).toContain("_This plan is in English:");
    expect(italian.texts.filter((t) => t.includes("_This plan is in English:"))).toHaveLength(1);
  });

  it("weaves no words of an idea it plans in English into English sentences", () => {
    for (const idea of [
      "Vogliamo lanciare un negozio online per la nostra cantina e spedire i vini in tutta Europa.",
      "Wij willen een klantenportaal bouwen waar huurders reparaties kunnen melden en volgen.",
      "Queremos criar um programa de fidelidade para os clientes das nossas padarias em Lisboa.",
    ]) {
      const intros = allTexts(idea).texts.flatMap((text) =>
        text.split("\n").filter((l) => l.startsWith("This section covers")),
      );
      expect(intros.length, idea).toBeGreaterThan(0);
      for (const intro of intros) expect(intro, idea).not.toContain(" in mind.");
    }
  });

  it("follows the practice's dependencies: DPIA after the records of processing, front-end after the API contract", () => {
    const idea =
      "A mobile app for booking physiotherapy appointments; patients' health data must be GDPR compliant.";
    const proposal = proposeOffline(analyseIdea(idea));
    const ids = proposal.workstreams.map((w) => w.id);
    expect(ids).toEqual(expect.arrayContaining(["compliance", "engg_backend", "engg_frontend"]));
    const tasks = allTexts(idea).texts.join("\n");
    expect(tasks).toMatch(
      /\| Data protection impact assessment \(DPIA\) \| Data Protection Officer \| \d+–\d+ \| Records of processing activities \(Compliance\) \|/,
    );
    expect(tasks).toMatch(
      // Design's hand-off may come first when the plan has a Design team.
      /\| Build the main journeys \| Front-end Engineer \| [\d–]+ \| (?:[^|]+, )?OpenAPI contract \(Back-end Engineering\) \|/,
    );
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
