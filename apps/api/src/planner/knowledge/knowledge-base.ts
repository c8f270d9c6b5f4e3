import type { TeamId } from "@initiative-planner/contract";
import type { PlanLanguage } from "../language";
import { type CueText, hasCue } from "../offline/team-cues";
import { type Localised, type Practice, parseCatalogue, type Section, type Team } from "./catalogue";
import roles from "./roles.json" with { type: "json" };
import analyticsTeam from "./teams/analytics.json" with { type: "json" };
import complianceTeam from "./teams/compliance.json" with { type: "json" };
import copywritingTeam from "./teams/copywriting.json" with { type: "json" };
import customerSupportTeam from "./teams/customer_support.json" with { type: "json" };
import dataScienceTeam from "./teams/data_science.json" with { type: "json" };
import designTeam from "./teams/design.json" with { type: "json" };
import enggBackendTeam from "./teams/engg_backend.json" with { type: "json" };
import enggFrontendTeam from "./teams/engg_frontend.json" with { type: "json" };
import eventsTeam from "./teams/events.json" with { type: "json" };
import financeTeam from "./teams/finance.json" with { type: "json" };
import itTeam from "./teams/it.json" with { type: "json" };
import legalTeam from "./teams/legal.json" with { type: "json" };
import marketingTeam from "./teams/marketing.json" with { type: "json" };
import operationsTeam from "./teams/operations.json" with { type: "json" };
import peopleTeam from "./teams/people.json" with { type: "json" };
import procurementTeam from "./teams/procurement.json" with { type: "json" };
import productManagementTeam from "./teams/product_management.json" with { type: "json" };
import salesTeam from "./teams/sales.json" with { type: "json" };

/**
 * The offline planner's knowledge base: for each team, the sections a plan usually has and, in
 * each, concrete practices with who owns them, how long they take and what must come first. The
 * data lives in knowledge/teams/<team>.json and knowledge/roles.json, validated at load by
 * knowledge/catalogue.ts; plans, proposals and task breakdowns all read it through here.
 */

export type { Localised, Practice, Section, Team };
export type RoleId = string;

const CATALOGUE = parseCatalogue(roles, [
  analyticsTeam,
  enggBackendTeam,
  complianceTeam,
  copywritingTeam,
  customerSupportTeam,
  dataScienceTeam,
  designTeam,
  enggFrontendTeam,
  legalTeam,
  marketingTeam,
  productManagementTeam,
  operationsTeam,
  financeTeam,
  salesTeam,
  peopleTeam,
  itTeam,
  procurementTeam,
  eventsTeam,
]);

export const TEAMS = Object.fromEntries(CATALOGUE.teams) as Record<TeamId, Team>;
export const ROLE_TEXT: Record<RoleId, Localised> = CATALOGUE.roles;

export function practiceById(id: string): Practice | undefined {
  return CATALOGUE.practices.get(id);
}

export function allPractices(): Practice[] {
  return [...CATALOGUE.practices.values()];
}

export function roleName(role: RoleId, language: PlanLanguage): string {
  return ROLE_TEXT[role]?.[language] ?? role;
}

/** The idea's folded words, for cue checks (see team-cues.ts). */
const matches = (text: CueText, cues: string[]) => cues.filter((cue) => hasCue(text, cue)).length;

/**
 * A team's sections for an idea: every section without cues, plus the topic sections the idea
 * calls for (most cues matched first), at most MAX_SECTIONS, at least 3; in the catalogue's order.
 */
export function sectionsFor(teamId: TeamId, text: CueText): Section[] {
  const sections = TEAMS[teamId].sections;
  const counts = new Map(sections.map((s) => [s, matches(text, s.cues)]));
  const topical = sections
    .filter((s) => s.cues.length > 0 && counts.get(s)! > 0)
    .sort((a, b) => counts.get(b)! - counts.get(a)!);
  const chosen = new Set<Section>(topical.slice(0, MAX_SECTIONS - 2));
  for (const s of sections) {
    if (chosen.size >= MAX_SECTIONS) break;
    if (s.cues.length === 0) chosen.add(s);
  }
  for (const s of sections) {
    if (chosen.size >= 3) break;
    chosen.add(s);
  }
  return sections.filter((s) => chosen.has(s));
}

const MAX_SECTIONS = 5;

/** The practices of a section that fit the idea: those without cues and those whose cues it mentions. */
export function practicesFor(section: Section, text: CueText): Practice[] {
  const fitting = section.practices.filter((p) => p.cues.length === 0 || matches(text, p.cues) > 0);
  return fitting.length > 0 ? fitting : section.practices.slice(0, 1);
}

export interface ScheduledPractice {
  practice: Practice;
  /** First and last week, counted from the start of the initiative. */
  start: number;
  end: number;
  /** Practices of this initiative that must finish first (only those present in it). */
  dependsOn: Practice[];
}

/**
 * Every practice an initiative with these teams carries out for the idea, with weeks that follow
 * the dependency hints: a practice starts no earlier than its usual week and after all it depends on.
 */
export function planPractices(idea: CueText, teamIds: readonly string[]): Map<string, ScheduledPractice> {
  const present = new Map<string, Practice>();
  for (const id of teamIds) {
    if (!(id in TEAMS)) continue;
    for (const section of sectionsFor(id as TeamId, idea)) {
      for (const practice of practicesFor(section, idea)) present.set(practice.id, practice);
    }
  }
  const scheduled = new Map<string, ScheduledPractice>();
  const visit = (practice: Practice, path: Set<string>): ScheduledPractice => {
    const done = scheduled.get(practice.id);
    if (done) return done;
    const dependsOn = practice.after
      .map((id) => present.get(id))
      .filter((p): p is Practice => p !== undefined && !path.has(p.id));
    const ends = dependsOn.map((dep) => visit(dep, new Set([...path, practice.id])).end);
    const start = Math.max(practice.from, ...ends.map((e) => e + 1));
    const entry = { practice, start, end: start + practice.weeks - 1, dependsOn };
    scheduled.set(practice.id, entry);
    return entry;
  };
  for (const practice of present.values()) visit(practice, new Set());
  return scheduled;
}
