import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { teamIdSchema } from "@initiative-planner/contract";
import { z } from "zod";

/**
 * The labelled ideas the offline planner is measured on (issue 36): apps/api/eval/ideas/<sector>.json,
 * written before any tuning. Each idea carries its split: "heldout" ideas are never used to train
 * the team classifier or to tune anything, so their figures show how the planner generalises.
 */

export const SECTORS = [
  "software",
  "retail",
  "manufacturing",
  "logistics",
  "healthcare",
  "public",
  "nonprofit",
  "events",
  "finance",
  "education",
] as const;

export const EVAL_LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "sv"] as const;
export type EvalLanguage = (typeof EVAL_LANGUAGES)[number];

const labelledIdeaSchema = z.object({
  id: z.string().min(1),
  language: z.enum(EVAL_LANGUAGES),
  idea: z.string().min(1),
  /** Teams the idea calls for (product_management is always there and never listed). */
  must: z.array(teamIdSchema).min(1),
  /** Teams it clearly does not call for. */
  mustNot: z.array(teamIdSchema),
  /** Words (or word stems) of the idea's subject that its initiative name should contain. */
  nameWords: z.array(z.string().min(1)).min(1),
  split: z.enum(["training", "heldout"]),
});
export type LabelledIdea = Omit<
  z.infer<typeof labelledIdeaSchema>,
  "language" | "split" | "must" | "mustNot"
> & {
  sector: string;
  language: string;
  must: string[];
  mustNot: string[];
  /**
   * "legacy": issue 17's set (planner-eval.ts), reported apart; "fresh": the fresh writers' set
   * (decision 189), never trained on.
   */
  split: "training" | "heldout" | "legacy" | "fresh";
  /** In the first labelled set (apps/api/eval/ideas), whose split the held-out rule decides. */
  first?: boolean;
  /** In the second held-out set (apps/api/eval/heldout-ideas), reported apart from the first. */
  second?: boolean;
};

const sectorFileSchema = z.object({ sector: z.enum(SECTORS), ideas: z.array(labelledIdeaSchema) });
/** The second set is training data only: nothing in it is ever held out (decision 176). */
const moreSectorFileSchema = z.object({
  sector: z.enum(SECTORS),
  ideas: z.array(labelledIdeaSchema.extend({ split: z.literal("training") })),
});

/** The second held-out set (decision 186): every idea held out, none ever trained on. */
const heldOutSectorFileSchema = z.object({
  sector: z.enum(SECTORS),
  ideas: z.array(labelledIdeaSchema.extend({ split: z.literal("heldout") })),
});

/** The first set: 400 ideas, 30 % of each language held out by id hash. */
export const IDEAS_DIR = new URL("../../../eval/ideas/", import.meta.url);
/**
 * The second set (decision 176): training ideas written later by people who never read the
 * held-out ideas or their results, so the held-out figures stay a test of generalisation.
 */
export const MORE_IDEAS_DIR = new URL("../../../eval/more-ideas/", import.meta.url);

/**
 * The fresh writers' set (decision 189): 960 ideas by six writers in six styles (messages, forms,
 * voice memos, meeting notes, one-liners, problems ending in a question), each scored once by the
 * planner of its day before anything was read of it. The team classifier never trains on them; the
 * name rules for messages, forms, memos and meeting notes were written reading four of the batches.
 */
export const FRESH_IDEAS_DIR = new URL("../../../eval/fresh-ideas/", import.meta.url);
const freshSectorFileSchema = z.object({
  sector: z.enum(SECTORS),
  ideas: z.array(labelledIdeaSchema.extend({ split: z.literal("fresh") })),
});

function readSectorFiles(
  dir: URL,
  schema:
    | typeof sectorFileSchema
    | typeof moreSectorFileSchema
    | typeof heldOutSectorFileSchema
    | typeof freshSectorFileSchema,
) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      const parsed = schema.parse(JSON.parse(readFileSync(new URL(file, dir), "utf8")));
      return parsed.ideas.map((idea) => ({ ...idea, sector: parsed.sector }));
    });
}

/**
 * The second held-out set (decision 186): 80 ideas, one per sector and language, written blind in
 * round 3 by someone who never read the other sets, the planner or its results. Nothing is tuned
 * on it; it is reported beside the first set's held-out split, which has been scored after each
 * change since decision 176.
 */
export const SECOND_HELD_OUT_DIR = new URL("../../../eval/heldout-ideas/", import.meta.url);

/**
 * Every set; `first` marks the ideas of the first set, the only one the held-out rule applies to,
 * and `second` the second held-out set.
 */
export function loadLabelledIdeas(
  dir: URL = IDEAS_DIR,
  moreDir: URL = MORE_IDEAS_DIR,
  secondDir: URL = SECOND_HELD_OUT_DIR,
  freshDir: URL = FRESH_IDEAS_DIR,
): LabelledIdea[] {
  return [
    ...readSectorFiles(dir, sectorFileSchema).map((idea) => ({ ...idea, first: true })),
    ...readSectorFiles(moreDir, moreSectorFileSchema).map((idea) => ({ ...idea, first: false })),
    ...readSectorFiles(secondDir, heldOutSectorFileSchema).map((idea) => ({
      ...idea,
      first: false,
      second: true,
    })),
    ...readSectorFiles(freshDir, freshSectorFileSchema).map((idea) => ({ ...idea, first: false })),
  ];
}

/** The first 32 bits of the id's SHA-256: the order that decides which ideas are held out. */
export function splitHash(id: string): number {
  return Number.parseInt(createHash("sha256").update(id).digest("hex").slice(0, 8), 16);
}

/** Share of each language's ideas that is held out. */
export const HELD_OUT_SHARE = 0.3;

/**
 * The split rule the data files were written with: per language, the HELD_OUT_SHARE of ideas with
 * the lowest splitHash are held out. The test checks the files still follow it, so nobody moves an
 * idea between splits after seeing its result.
 */
export function heldOutIds(ideas: Array<Pick<LabelledIdea, "id" | "language">>): Set<string> {
  const held = new Set<string>();
  for (const language of new Set(ideas.map((i) => i.language))) {
    const own = ideas
      .filter((i) => i.language === language)
      .sort((a, b) => splitHash(a.id) - splitHash(b.id));
    for (const idea of own.slice(0, Math.round(own.length * HELD_OUT_SHARE))) held.add(idea.id);
  }
  return held;
}
