import type { PlannedTask, PlanProposal, ProposedSubsection } from "@initiative-planner/contract";

/** Token usage of one model call, recorded for quotas and reporting. */
export interface ModelUsage {
  kind: "propose" | "subsection" | "task_breakdown" | "improve" | "test";
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  /** How long the model call took, when the planner measured it. */
  durationMs?: number;
}

export interface PlannerCallOptions {
  signal?: AbortSignal;
  /** Called once per model call, when its usage is known (also after a failure or abort, when known). */
  onUsage?: (usage: ModelUsage) => void | Promise<void>;
}

export interface WorkstreamRef {
  id: string;
  name: string;
}

export interface SubsectionRef {
  uid: string;
  display_name: string;
  placeholder: string;
}

/** A section of the initiative that is already written, for the digest other generations get. */
export interface WrittenSection {
  workstream: string;
  /** The subsection's display name; absent for a workstream's task breakdown. */
  name?: string;
  /** The section's opening text (the digest cuts it further). */
  opening: string;
}

/** A passage of a document attached to the initiative, cited by file name (and page when known). */
export interface DocumentExcerpt {
  source: string;
  page: number | null;
  text: string;
}

/**
 * What a generation is grounded in beyond the idea. Every prompt renders it through one function
 * (`groundingBlocks` in prompts.ts), so a new kind of context (e.g. chunks of attached documents)
 * is one field here and one block there.
 */
export interface Grounding {
  /** The initiative's other sections already written, so sections agree with each other. */
  writtenSections?: WrittenSection[];
  /** The passages of the initiative's attached documents most relevant to this generation. */
  documents?: DocumentExcerpt[];
}

export interface PlanContext extends PlannerCallOptions, Grounding {
  /** The user's idea, always treated as data, never as instructions. */
  idea: string;
  initiativeName: string;
  workstream: WorkstreamRef;
  /** Absent for a workstream's task breakdown. */
  subsection?: SubsectionRef;
  /** Other workstreams of the initiative, for context. */
  otherWorkstreams?: WorkstreamRef[];
  /** An optional extra instruction from the user. */
  instruction?: string;
}

export interface ImproveContext extends PlannerCallOptions, Grounding {
  idea: string;
  initiativeName: string;
  workstream: WorkstreamRef;
  subsection?: SubsectionRef;
  /** The whole current document, given as context. */
  document: string;
  /** Where the part to change is in `document` (located by the server); may be all of it. */
  selection: { start: number; end: number };
  /** What the user wants changed. */
  instruction: string;
}

/** A task that already exists in another workstream; planned tasks may depend on it by id. */
export interface ExistingTaskRef {
  id: string;
  workstream_id: string;
  title: string;
}

export interface TaskPlanContext extends PlannerCallOptions, Grounding {
  idea: string;
  initiativeName: string;
  /** The workstreams to plan tasks for (all of them for an initiative's first breakdown). */
  workstreams: WorkstreamRef[];
  /** Every workstream of the initiative, for context. */
  allWorkstreams: WorkstreamRef[];
  /** Tasks of the other workstreams, which stay. */
  existing: ExistingTaskRef[];
  instruction?: string;
}

/** A team being added or filled in by hand (issue 32): the subsections it should have, beyond `existing`. */
export interface SubsectionProposalContext extends PlannerCallOptions, Grounding {
  idea: string;
  initiativeName: string;
  workstream: WorkstreamRef;
  /** Display names the team already has; proposals leave them out. */
  existing: string[];
}

export interface PlannerInfo {
  provider: string;
  model: string;
  offline: boolean;
}

/**
 * One interface, two implementations (offline, LLM through the Vercel AI SDK); design.md "Planner".
 * Failures, in both: the caller's own abort → an AbortError (DOMException, name "AbortError");
 * anything else → PlannerError ("timeout", "provider", or "invalid_output" for proposals). A stream
 * that fails part-way throws after the chunks it already yielded: never treat those as complete.
 */
export interface Planner {
  readonly info: PlannerInfo;
  /** Initiative name, 3–7 workstreams and 3–6 subsections each; validated against the contract. */
  proposePlan(idea: string, options?: PlannerCallOptions & Grounding): Promise<PlanProposal>;
  streamSubsection(context: PlanContext): AsyncIterable<string>;
  /** 3–6 subsections for one team (listed or custom), none named like `context.existing`. */
  proposeSubsections(context: SubsectionProposalContext): Promise<ProposedSubsection[]>;
  /**
   * Structured tasks for `context.workstreams`: keys unique, every dependency a key of this answer or
   * an id of `context.existing`, no cycles, at least one task per workstream (validated against the
   * contract; the LLM planner repairs once, then refuses with PlannerError "invalid_output").
   */
  planTasks(context: TaskPlanContext): Promise<PlannedTask[]>;
  /**
   * Streams only the replacement for `document.slice(selection.start, selection.end)`, with the
   * document as context; when the selection is the whole document, the whole improved document.
   */
  streamImprovement(context: ImproveContext): AsyncIterable<string>;
}

/** A planner failure that is safe to show (e.g. the provider refused or timed out). */
export class PlannerError extends Error {
  constructor(
    message: string,
    readonly kind: "invalid_output" | "provider" | "timeout" | "aborted",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PlannerError";
  }
}
