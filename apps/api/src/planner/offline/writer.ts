import type { WorkstreamId } from "@initiative-planner/contract";
import {
  type Practice,
  planPractices,
  practicesFor,
  roleName,
  type ScheduledPractice,
  type Section,
  TEAMS,
  type Team,
} from "../knowledge/knowledge-base";
import type { PlanLanguage } from "../language";
import type { PlanContext } from "../planner";
import { documentNotes } from "./documents";
import type { IdeaAnalysis } from "./idea-analysis";
import { type KeyPhrase, stem } from "./key-phrases";
import { GENERIC_WORDS, purposeVerbOf, verbNounOf } from "./naming/name-words";
import { fillSubject, subjectOf } from "./proposal";
import { hashText } from "./seeded";
import { cell, fill, inSentence, listJoin, TEXT } from "./writer-text";

/**
 * Markdown plans of the offline planner, written from the knowledge base: the practices that fit
 * the idea, their owners and weeks (following dependency hints), the section's risk and measure,
 * and the links to the initiative's other teams. German, French and Spanish ideas get their
 * language; other languages get English with a one-line note.
 */

const weeksOf = (s: ScheduledPractice) => (s.start === s.end ? `${s.start}` : `${s.start}–${s.end}`);

/** A lone verb or generic word ("modernise", "number") is no theme to build on. */
const isBareWord = (p: KeyPhrase) =>
  p.words.length === 1 && (purposeVerbOf(p.words[0]!) !== undefined || GENERIC_WORDS.has(p.words[0]!));

/**
 * Up to two of the idea's phrases for a section: those sharing words with the section's cues
 * first, then others in a rotation that differs per section; never the name's own words again.
 */
function phrasesFor(idea: IdeaAnalysis, name: string, section: Section, practices: Practice[]): string[] {
  const nameStems = new Set(name.toLowerCase().split(" ").map(stem));
  const candidates = idea.phrases
    .filter((p) => p.score > 0 && !isBareWord(p) && p.text.length <= 60)
    // Verbs ("book and pay", "become GDPR") read badly after "with"; keep noun phrases of 2–4 words.
    .filter(
      (p) => p.words.length >= 2 && !p.words.some((w) => verbNounOf(w) !== undefined && !w.endsWith("ing")),
    )
    .filter((p) => !p.words.some((w) => NOT_IN_PHRASES.has(w) || purposeVerbOf(w) !== undefined))
    // "users browse": people doing something is a clause, not a theme.
    .filter((p) => !(PEOPLE.has(p.words[0]!) && p.words.length > 1))
    .filter((p) => !p.words.every((w) => nameStems.has(stem(w))))
    .slice(0, 8);
  if (candidates.length === 0) return [];
  const cues = [...section.cues, ...practices.flatMap((p) => p.cues)].map((c) => c.replace("*", ""));
  const relevance = (p: KeyPhrase) => p.words.filter((w) => cues.some((c) => w.startsWith(c))).length;
  const offset = hashText(section.uid) % candidates.length;
  const rotated = [...candidates.slice(offset), ...candidates.slice(0, offset)];
  return rotated
    .sort((a, b) => relevance(b) - relevance(a))
    .slice(0, 2)
    .map((p) => subjectOf(p.text, idea.raw));
}

/** Words that make a key phrase a clause fragment rather than a noun phrase. */
const NOT_IN_PHRASES = new Set(
  "become becomes get gets make makes compliant certified ready yet already still soon want wants need needs".split(
    " ",
  ),
);

const PEOPLE = new Set(
  "users customers members people staff employees clients visitors guests patients students managers admins".split(
    " ",
  ),
);

/**
 * Two of a German idea's nouns (capitalised inside a sentence, as German writes them), a different
 * pair per section, never the name's own: "Trainerstunden und Hallenmiete".
 */
function germanNounsFor(idea: string, name: string, section: Section): string[] {
  const nameText = name.toLowerCase();
  const nouns: string[] = [];
  const words = idea.split(/\s+/);
  words.forEach((raw, i) => {
    const word = raw.replace(/^[^\p{L}]+/u, "").split(/[^\p{L}-]/u)[0] ?? "";
    const midSentence = i > 0 && !/[.!?:]$/.test(words[i - 1]!);
    const noun = midSentence && /^\p{Lu}\p{Ll}/u.test(word) && word.length >= 5;
    if (noun && !nameText.includes(word.toLowerCase()) && !nouns.includes(word)) nouns.push(word);
  });
  if (nouns.length < 2) return [];
  const offset = hashText(section.uid) % nouns.length;
  return [nouns[offset]!, nouns[(offset + 1) % nouns.length]!];
}

interface Resolved {
  team: Team;
  teamName: string;
  section: Section;
  title: string;
}

function resolve(context: PlanContext): Resolved {
  const known = TEAMS[context.workstream.id as WorkstreamId];
  // A workstream the catalogue doesn't know (renamed or added by a person) plans like product management.
  const team = known ?? TEAMS.product_management;
  const ref = context.subsection;
  if (!ref) throw new Error("A subsection plan needs context.subsection");
  const section = team.sections.find((s) => s.uid === ref.uid) ?? {
    ...team.sections[0]!,
    uid: ref.uid,
    cues: [],
  };
  return { team, teamName: context.workstream.name, section, title: ref.display_name };
}

function teamIdsOf(context: PlanContext): string[] {
  return [context.workstream.id, ...(context.otherWorkstreams ?? []).map((w) => w.id)];
}

export function writeSubsectionPlan(context: PlanContext, idea: IdeaAnalysis): string {
  const { language, foreign } = idea.plan;
  const t = TEXT[language];
  const { team, section, title } = resolve(context);
  const name = context.initiativeName;
  const subject = subjectOf(name, idea.raw);
  const schedule = planPractices(idea.cues, teamIdsOf(context));
  const practices = practicesFor(section, idea.cues);
  const own = practices.map(
    (p) => schedule.get(p.id) ?? { practice: p, start: p.from, end: p.from + p.weeks - 1, dependsOn: [] },
  );
  // Key phrases of French or Spanish ideas come out without their articles ("zone industrielle"), so
  // those plans weave in the idea's own name only; German ones take the idea's nouns. An idea in a
  // language without practice texts (planned in English) lends no phrases either: its words would be
  // read with English rules ("with vogliamo lanciare in mind").
  const phrases =
    language === "en" && !foreign
      ? phrasesFor(idea, name, section, practices)
      : language === "de"
        ? germanNounsFor(idea.raw, name, section)
        : [];
  const titleInText = inSentence(title, language);
  const values = { title: titleInText, name, phrases: listJoin(phrases, t.and) };

  const lines = [`## ${title}: ${name}`, ""];
  if (foreign && section.uid === "problem-and-goals") lines.push(TEXT.en.note, "");
  lines.push(fillSubject(fill(phrases.length > 0 ? t.introWith : t.intro, values), subject), "");
  if (context.instruction) lines.push(`> ${t.focus}: ${context.instruction.split(/\s+/).join(" ")}`, "");

  const practiceTitle = (p: Practice) => p.title[language];
  lines.push(`### ${t.approach}`, "");
  own.forEach((s, i) => {
    const owner = roleName(s.practice.owner, language);
    const how = fillSubject(s.practice.how, subject);
    lines.push(
      `${i + 1}. ${fill(t.item, { practice: practiceTitle(s.practice), owner, weeks: t.week(s.practice.weeks), how })}`,
    );
  });

  lines.push("", `### ${t.timeline}`, "", t.header, "| --- | --- | --- | --- |");
  for (const s of own) {
    const after = s.dependsOn.map((d) => `${practiceTitle(d)} (${TEAMS[d.team].name[language]})`);
    lines.push(
      `| ${cell(practiceTitle(s.practice))} | ${roleName(s.practice.owner, language)} | ${weeksOf(s)} | ${cell(after.join(", ") || "—")} |`,
    );
  }

  const [risk, mitigation] = section.risk;
  lines.push("", `### ${t.risk}`, "", t.riskHeader, "| --- | --- |");
  if (language === "en") lines.push(`| ${cell(risk)} | ${cell(mitigation)} |`);
  else lines.push(fill(TEXT[language].riskRow, { practice: cell(practiceTitle(own[0]!.practice)) }));

  const lastWeek = Math.max(...own.map((s) => s.end));
  const lead = roleName(team.lead, language);
  const signOff = fill(t.signOff, {
    title: language === "en" ? capitalise(titleInText) : title,
    lead,
    week: `${lastWeek}`,
  });
  lines.push("", `### ${t.measures}`, "");
  if (language === "en") lines.push(`- ${section.metric}.`);
  lines.push(`- ${signOff}`);

  const links = linksWithOtherTeams(context, own, schedule, language);
  if (links.length > 0) lines.push("", `### ${t.together}`, "", ...links.map((l) => `- ${l}`));
  const sources = documentNotes(context.documents, language);
  if (sources.length > 0) lines.push("", ...sources);
  return `${lines.join("\n")}\n`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Dependencies between this section's practices and other teams' practices, both directions. */
function linksWithOtherTeams(
  context: PlanContext,
  own: ScheduledPractice[],
  schedule: Map<string, ScheduledPractice>,
  language: PlanLanguage,
): string[] {
  const t = TEXT[language];
  const others = new Map((context.otherWorkstreams ?? []).map((w) => [w.id, w.name]));
  const title = (p: Practice) => p.title[language];
  const lines: string[] = [];
  for (const s of own) {
    for (const dep of s.dependsOn) {
      const team = others.get(dep.team);
      if (!team) continue;
      const depWeeks = schedule.get(dep.id);
      lines.push(
        fill(t.needs, {
          team,
          dep: title(dep),
          weeks: depWeeks ? weeksOf(depWeeks) : "?",
          practice: title(s.practice),
        }),
      );
    }
    for (const later of schedule.values()) {
      const team = others.get(later.practice.team);
      if (!team || !later.dependsOn.some((d) => d.id === s.practice.id)) continue;
      lines.push(fill(t.feeds, { team, dependent: title(later.practice), practice: title(s.practice) }));
    }
  }
  return lines.slice(0, 5);
}
