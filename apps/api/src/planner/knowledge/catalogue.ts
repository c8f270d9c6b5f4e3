import { TEAM_IDS, type TeamId } from "@initiative-planner/contract";
import { z } from "zod";

/**
 * The offline planner's knowledge as data: one JSON file per team in knowledge/teams/ (its sections
 * and, in each, concrete practices with owner, duration and what must come first) and the roles in
 * knowledge/roles.json. parseCatalogue validates them when the planner loads (and in the tests):
 * the file shapes, every plan language present, no duplicate ids, and every owner and every
 * practice an `after` names exists. Texts: titles and names in every plan language; `how`,
 * placeholder, risk and metric in English, where {subject} becomes the initiative's subject.
 * Cues say when a topic section or practice applies (team-cues.ts syntax); none = always.
 */

export const PLAN_LANGUAGES = ["en", "de", "fr", "es"] as const;

const localisedSchema = z.object({
  en: z.string().min(1),
  de: z.string().min(1),
  fr: z.string().min(1),
  es: z.string().min(1),
});
export type Localised = z.infer<typeof localisedSchema>;

const cuesSchema = z.array(z.string().min(1)).default([]);

const practiceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: localisedSchema,
  /** One English sentence: what is done and what it produces; may contain {subject}. */
  how: z.string().regex(/\.$/, "ends with a full stop"),
  owner: z.string().min(1),
  /** Typical duration in weeks. */
  weeks: z.number().int().positive(),
  /** Earliest week it usually starts (1 = the first week of the initiative). */
  from: z.number().int().positive(),
  /** Practices (any team) that must be finished first: "DPIA before launch". */
  after: z.array(z.string()).default([]),
  cues: cuesSchema,
});

const sectionSchema = z.object({
  uid: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
  title: localisedSchema,
  placeholder: z.string().min(1),
  cues: cuesSchema,
  risk: z.object({ risk: z.string().min(1), mitigation: z.string().min(1) }),
  metric: z.string().min(1),
  practices: z.array(practiceSchema).min(1),
});

export const teamFileSchema = z.object({
  id: z.enum(TEAM_IDS),
  name: localisedSchema,
  lead: z.string().min(1),
  sections: z.array(sectionSchema).min(3),
});
export type TeamFile = z.infer<typeof teamFileSchema>;

export const rolesSchema = z.record(z.string().regex(/^[a-z0-9_]+$/), localisedSchema);

export interface Practice extends z.infer<typeof practiceSchema> {
  team: TeamId;
  section: string;
}
export interface Section extends Omit<z.infer<typeof sectionSchema>, "practices" | "risk"> {
  team: TeamId;
  /** The risk this section manages and its mitigation (English). */
  risk: [string, string];
  practices: Practice[];
}
export interface Team {
  id: TeamId;
  name: Localised;
  lead: string;
  sections: Section[];
}

export interface Catalogue {
  roles: Record<string, Localised>;
  teams: Map<TeamId, Team>;
  practices: Map<string, Practice>;
}

/** Validates the files and links them; throws a readable error naming the first problem. */
export function parseCatalogue(rolesData: unknown, teamData: unknown[]): Catalogue {
  const roles = rolesSchema.parse(rolesData);
  const teams = new Map<TeamId, Team>();
  const practices = new Map<string, Practice>();
  const problems: string[] = [];
  for (const raw of teamData) {
    const file = teamFileSchema.parse(raw);
    if (teams.has(file.id)) problems.push(`team ${file.id} is defined twice`);
    if (!Object.hasOwn(roles, file.lead)) problems.push(`team ${file.id}: unknown lead role ${file.lead}`);
    const uids = new Set<string>();
    const sections = file.sections.map((s): Section => {
      if (uids.has(s.uid)) problems.push(`team ${file.id}: section ${s.uid} twice`);
      uids.add(s.uid);
      return {
        ...s,
        team: file.id,
        risk: [s.risk.risk, s.risk.mitigation],
        practices: s.practices.map((p) => {
          if (practices.has(p.id)) problems.push(`practice ${p.id} is defined twice`);
          if (!Object.hasOwn(roles, p.owner)) problems.push(`practice ${p.id}: unknown owner ${p.owner}`);
          const practice = { ...p, team: file.id, section: s.uid };
          practices.set(p.id, practice);
          return practice;
        }),
      };
    });
    teams.set(file.id, { id: file.id, name: file.name, lead: file.lead, sections });
  }
  for (const practice of practices.values())
    for (const after of practice.after)
      if (!practices.has(after))
        problems.push(`practice ${practice.id}: 'after' names unknown practice ${after}`);
  for (const id of TEAM_IDS) if (!teams.has(id)) problems.push(`team ${id} has no knowledge file`);
  if (problems.length > 0) throw new Error(`Planner knowledge base is invalid:\n- ${problems.join("\n- ")}`);
  return { roles, teams, practices };
}
