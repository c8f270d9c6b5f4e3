import { type PlanProposal, planProposalSchema } from "@initiative-planner/contract";
import { marked, type Token } from "marked";
import { describe, expect, it } from "vitest";
import { sectionsFor } from "../knowledge/knowledge-base";
import type { ModelUsage, PlanContext } from "../planner";
import { createOfflinePlanner } from "./offline-planner";
import { cueText } from "./team-cues";

const LOYALTY =
  "We want to launch a loyalty programme for our coffee shop customers where they earn points on every purchase and redeem them for free drinks. The loyalty programme should work in our mobile app and in store.";
const ROBOTS =
  "Deploy autonomous robots in our warehouse to pick and pack orders. The warehouse robots must work safely next to staff and integrate with the inventory management system.";

const planner = createOfflinePlanner({ delayMs: 0 });

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

function contextFor(idea: string, proposal: PlanProposal, wsIndex = 1, subIndex = 0): PlanContext {
  const ws = proposal.workstreams[wsIndex]!;
  return {
    idea,
    initiativeName: proposal.name,
    workstream: { id: ws.id, name: ws.name },
    subsection: ws.subsections[subIndex],
    otherWorkstreams: proposal.workstreams.filter((w) => w !== ws).map((w) => ({ id: w.id, name: w.name })),
  };
}

function tokenTypes(markdown: string): Set<string> {
  const types = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      types.add(token.type === "heading" ? `h${(token as { depth: number }).depth}` : token.type);
    }
  };
  walk(marked.lexer(markdown));
  return types;
}

describe("offline planner: proposals", () => {
  it("is deterministic for the same idea", async () => {
    expect(await planner.proposePlan(LOYALTY)).toEqual(await planner.proposePlan(LOYALTY));
    const fresh = createOfflinePlanner({ delayMs: 0 });
    expect(await fresh.proposePlan(ROBOTS)).toEqual(await planner.proposePlan(ROBOTS));
  });

  it("passes the contract schema with 3–7 workstreams of 3–6 subsections", async () => {
    for (const idea of [LOYALTY, ROBOTS, "Nous voulons une plateforme de covoiturage.", "x"]) {
      const proposal = await planner.proposePlan(idea);
      expect(planProposalSchema.safeParse(proposal).success).toBe(true);
      expect(proposal.workstreams.length).toBeGreaterThanOrEqual(3);
      expect(proposal.workstreams.length).toBeLessThanOrEqual(7);
      for (const ws of proposal.workstreams) {
        expect(ws.subsections.length).toBeGreaterThanOrEqual(3);
        expect(ws.subsections.length).toBeLessThanOrEqual(6);
      }
      expect(proposal.name.length).toBeLessThanOrEqual(60);
    }
  });

  it("picks workstreams that fit the idea and names it from the idea's words", async () => {
    const loyalty = await planner.proposePlan(LOYALTY);
    const robots = await planner.proposePlan(ROBOTS);
    const loyaltyIds = loyalty.workstreams.map((w) => w.id);
    const robotIds = robots.workstreams.map((w) => w.id);

    expect(loyaltyIds).toEqual(expect.arrayContaining(["product_management", "marketing", "engg_frontend"]));
    // A warehouse rollout: Operations runs it, Procurement buys the robots. (Back-end, for the
    // inventory system, is the classifier's sixth call since decision 186 and misses the five.)
    expect(robotIds).toEqual(expect.arrayContaining(["product_management", "operations", "procurement"]));
    expect(robotIds).not.toContain("marketing");
    expect(loyaltyIds).not.toContain("compliance");
    expect(loyalty.name).toBe("Loyalty Programme");
    expect(robots.name.toLowerCase()).toContain("robots");
    const operations = robots.workstreams.find((w) => w.id === "operations")!;
    expect(operations.name).toBe("Operations");
    expect(operations.subsections.map((s) => s.display_name)).toContain("Sites & Capacity");
    expect(operations.subsections[0]!.placeholder).toMatch(/autonomous robots rollout/);
    // Robots are devices: the knowledge base adds its devices section to Back-end's usual ones.
    const backend = sectionsFor("engg_backend", cueText(ROBOTS)).map((s) => s.title.en);
    expect(backend).toEqual(expect.arrayContaining(["APIs & Integrations", "Devices & Firmware"]));
  });

  it("adds engineering only when something is built", async () => {
    const campaign = await planner.proposePlan(
      "Social media brand campaign for our new line of baked lentil snacks, aimed at 20-somethings on TikTok.",
    );
    const ids = campaign.workstreams.map((w) => w.id);
    expect(ids).toEqual(expect.arrayContaining(["marketing", "copywriting"]));
    expect(ids).not.toContain("engg_backend");
    expect(ids).not.toContain("engg_frontend");
  });
});

describe("offline planner: plans", () => {
  it("writes the same plan text for the same input, and a different one per subsection", async () => {
    const proposal = await planner.proposePlan(LOYALTY);
    const first = (await collect(planner.streamSubsection(contextFor(LOYALTY, proposal)))).join("");
    const again = (await collect(planner.streamSubsection(contextFor(LOYALTY, proposal)))).join("");
    const other = (await collect(planner.streamSubsection(contextFor(LOYALTY, proposal, 1, 1)))).join("");
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it("reuses each idea's own key phrases", async () => {
    const loyalty = await planner.proposePlan(LOYALTY);
    const robots = await planner.proposePlan(ROBOTS);
    const loyaltyPlan = (await collect(planner.streamSubsection(contextFor(LOYALTY, loyalty)))).join("");
    const robotPlan = (await collect(planner.streamSubsection(contextFor(ROBOTS, robots)))).join("");
    expect(loyaltyPlan).toContain("loyalty programme");
    expect(loyaltyPlan).toContain("free drinks");
    expect(robotPlan).toContain("autonomous robots");
    expect(robotPlan).not.toContain("loyalty");
    expect(loyaltyPlan).not.toContain("robots");
  });

  it("writes valid markdown with headings, a numbered list and tables", async () => {
    const proposal = await planner.proposePlan(ROBOTS);
    const plan = (await collect(planner.streamSubsection(contextFor(ROBOTS, proposal)))).join("");
    const types = tokenTypes(plan);
    for (const type of ["h2", "h3", "list", "table", "paragraph"]) expect(types).toContain(type);
    const steps = marked.lexer(plan).find((t) => t.type === "list" && (t as { ordered: boolean }).ordered);
    expect((steps as { items: unknown[] } | undefined)?.items.length).toBeGreaterThanOrEqual(1);
    for (const heading of [
      "### Approach",
      "### Owners and timeline",
      "### Risk and mitigation",
      "### Success measures",
    ]) {
      expect(plan).toContain(heading);
    }
  });

  it("streams small chunks that concatenate to the full text, and reports usage", async () => {
    const usage: ModelUsage[] = [];
    const proposal = await planner.proposePlan(LOYALTY, { onUsage: (u) => void usage.push(u) });
    const context = { ...contextFor(LOYALTY, proposal), onUsage: (u: ModelUsage) => void usage.push(u) };
    const chunks = await collect(planner.streamSubsection(context));
    expect(chunks.length).toBeGreaterThan(20);
    for (const chunk of chunks) expect(chunk.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
    const full = chunks.join("");
    expect(full.startsWith("## ")).toBe(true);
    expect(usage.map((u) => u.kind)).toEqual(["propose", "subsection"]);
    expect(usage[1]).toEqual({
      kind: "subsection",
      provider: "offline",
      model: "offline-planner",
      inputTokens: Math.ceil(LOYALTY.length / 4),
      outputTokens: Math.ceil(full.length / 4),
    });
  });

  it("waits delayMs between chunks and stops quickly on abort with an AbortError", async () => {
    const slow = createOfflinePlanner({ delayMs: 40 });
    const proposal = await slow.proposePlan(LOYALTY);
    const controller = new AbortController();
    const received: string[] = [];
    const started = Date.now();
    setTimeout(() => controller.abort(), 150);
    const error = await (async () => {
      for await (const chunk of slow.streamSubsection({
        ...contextFor(LOYALTY, proposal),
        signal: controller.signal,
      })) {
        received.push(chunk);
      }
    })().catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect((error as Error).name).toBe("AbortError");
    expect(elapsed).toBeLessThan(250);
    // Paced, not all at once: about 150 ms / 40 ms chunks arrived before the abort.
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(received.length).toBeLessThanOrEqual(6);
  });

  it("refuses to start when the signal is already aborted", async () => {
    await expect(planner.proposePlan(LOYALTY, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});
