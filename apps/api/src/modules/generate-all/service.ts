import type { GenerateAllEstimate, GenerateAllState, RetrySectionBody } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import type { ModelPrice } from "../../config";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-sql";
import { conflict, notFound } from "../../http/errors";
import { insertJobUnlessActive } from "../../jobs/queries";
import type { PlannerInfo } from "../../planner/planner";
import { estimateCost, estimateTokens } from "../ai-usage/service";
import { lockInitiative } from "../plan-shape/queries";
import {
  ACTIVE_RUN,
  emptySections,
  insertRun,
  latestRun,
  meanSectionOutput,
  setRunStatus,
  setSection,
} from "./queries";

export const GENERATE_ALL_JOB = "generate_all";

/** What one section's prompt adds beyond its own text (system prompt, digest of written sections). */
const PROMPT_OVERHEAD_TOKENS = 900;
/** A section's output before this installation has generated any with the model. */
const DEFAULT_OUTPUT_TOKENS = 800;

const gone = () => notFound("This initiative does not exist any more.");

export async function generateAllState(db: Db, initiativeId: string): Promise<GenerateAllState> {
  return { run: await latestRun(db, initiativeId) };
}

export async function estimateGenerateAll(
  db: Db,
  initiativeId: string,
  options: {
    includeTasks: boolean;
    info: PlannerInfo;
    prices: Record<string, ModelPrice>;
    concurrency: number;
  },
): Promise<GenerateAllEstimate> {
  const idea = await rowsOf<{ description: string }>(
    db,
    sql`select description from initiatives where id = ${initiativeId}`,
  );
  if (!idea[0]) throw gone();
  const sections = await emptySections(db, initiativeId, options.includeTasks);
  const ideaTokens = estimateTokens(idea[0].description);
  const input = sections.reduce(
    (n, s) => n + ideaTokens + estimateTokens(`${s.name} ${s.placeholder}`) + PROMPT_OVERHEAD_TOKENS,
    0,
  );
  const output =
    sections.length * ((await meanSectionOutput(db, options.info.model)) ?? DEFAULT_OUTPUT_TOKENS);
  const usage = {
    provider: options.info.provider,
    model: options.info.model,
    inputTokens: input,
    outputTokens: output,
  };
  return {
    sections: sections.length,
    input_tokens: input,
    output_tokens: output,
    cost_usd: estimateCost(options.prices, usage),
    model: options.info.model,
    concurrency: options.concurrency,
  };
}

const ACTIVE_MESSAGE =
  "Generate all is already running for this initiative. Wait for it to finish or stop it.";

/** Queues a run over every empty section; one run per initiative at a time. */
export async function startGenerateAll(
  db: Db,
  initiativeId: string,
  by: { userId: string; userName: string },
  includeTasks: boolean,
): Promise<GenerateAllState> {
  await db.transaction(async (tx) => {
    // The same lock the job takes before it finishes, so a run queued now always has a job to run it.
    if (!(await lockInitiative(tx, initiativeId))) throw gone();
    const active = await rowsOf(
      tx,
      sql`select id from generate_all_runs where initiative_id = ${initiativeId} and ${ACTIVE_RUN}`,
    );
    if (active.length > 0) throw conflict(ACTIVE_MESSAGE);
    const sections = await emptySections(tx, initiativeId, includeTasks);
    if (sections.length === 0) {
      throw conflict(
        includeTasks
          ? "Every subsection already has a plan and every team has tasks: nothing to generate."
          : "Every subsection already has a plan: nothing to generate.",
      );
    }
    await insertRun(tx, { initiativeId, userId: by.userId, userName: by.userName, includeTasks }, sections);
    await insertJobUnlessActive(tx, GENERATE_ALL_JOB, initiativeId);
  });
  return generateAllState(db, initiativeId);
}

/** Asks the running job to stop: running sections are abandoned unsaved, queued ones are not started. */
export async function stopGenerateAll(db: Db, initiativeId: string): Promise<GenerateAllState> {
  const run = await latestRun(db, initiativeId);
  if (!run || !(await setRunStatus(db, run.id, "stopping", ["running"]))) {
    throw conflict("Generate all is not running for this initiative.");
  }
  return generateAllState(db, initiativeId);
}

/** Runs one failed or stopped section of the latest run again. */
export async function retrySection(
  db: Db,
  initiativeId: string,
  body: RetrySectionBody,
): Promise<GenerateAllState> {
  await db.transaction(async (tx) => {
    if (!(await lockInitiative(tx, initiativeId))) throw gone();
    const run = await latestRun(tx, initiativeId);
    const section = run?.sections.find(
      (s) => s.workstream_id === body.workstream_id && s.subsection_uid === body.subsection_uid,
    );
    if (!run || !section) throw notFound("This section is not part of the latest Generate all run.");
    if (run.status === "stopping") throw conflict("Generate all is stopping; retry once it has stopped.");
    const key = { workstreamId: section.workstream_id, subsectionUid: section.subsection_uid };
    if (!(await setSection(tx, run.id, key, { status: "queued" }, ["failed", "stopped"]))) {
      throw conflict(`Only a failed or stopped section can be retried; this one is ${section.status}.`, {
        status: section.status,
      });
    }
    await setRunStatus(tx, run.id, "running");
    await insertJobUnlessActive(tx, GENERATE_ALL_JOB, initiativeId);
  });
  return generateAllState(db, initiativeId);
}
