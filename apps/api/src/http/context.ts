import type { Role } from "@initiative-planner/contract";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Identity, TokenVerifier } from "../auth/identity";
import type { AppConfig } from "../config";
import type { Database, Db } from "../db/client";
import type { JobWorker } from "../jobs/worker";
import type { MailSender } from "../mail/sender";
import type { ModelUsage, Planner, PlannerInfo } from "../planner/planner";

/** Runs after a successful sign-in (e.g. accepting pending invitations for the user's address). */
export type LoginHook = (
  ctx: AppContext,
  user: { id: string; email: string; emailVerified: boolean },
) => Promise<void>;

/** How long a settled AI call took, and the plan version it wrote (if any). */
export interface AiCallOutcome {
  durationMs: number;
  plan?: { workstreamId: string; subsectionUid: string; version: number } | null;
}

/**
 * One admitted AI call as a route holds it: the planner reports its usage to `onUsage`, and the route
 * settles the call once, or cancels it when the model was never reached (modules/ai-usage implements it).
 */
export interface AiCallReservation {
  readonly onUsage: (usage: ModelUsage) => void;
  /** Writes the real usage (or an estimate from the texts when the planner reported none). */
  settle(
    info: PlannerInfo,
    kind: ModelUsage["kind"],
    estimate: { input: string; output: string },
    call: AiCallOutcome,
  ): Promise<void>;
  /** Counts a request that queued a background model call (the plan proposal) as one call this minute. */
  settleQueued(info: PlannerInfo, initiativeId: string): Promise<void>;
  /** The call never reached the model: it costs nothing and does not count against the rate. */
  cancel(): Promise<void>;
}

/**
 * Admission of an AI route, after authorisation: the mock-planner rule, the per-minute limit and the
 * daily token budget. Returns the reservation the route call settles or cancels.
 */
export type AiGate = (user: Identity, request: FastifyRequest) => Promise<AiCallReservation>;

/**
 * What the http layer asks of the modules while admitting a request, given by compose.ts so http
 * imports no module: who a credential is (tokens, users) and what they may do (access).
 */
export interface AdmissionChecks {
  /** A personal access token (`ipat_…`) rather than an identity token. */
  isPersonalAccessToken(token: string): boolean;
  /** The owner of a personal access token, or a 401. */
  resolveToken(db: Db, token: string): Promise<Identity>;
  /** Records a signed-in user the first time they are seen. */
  ensureUser(db: Db, identity: Identity): Promise<void>;
  /** The member's role on the initiative when it is at least `minRole`, else a 403 or 404. */
  authorize(db: Db, member: { userId: string; initiativeId: string }, minRole: Role): Promise<Role>;
  /** Refuses (403) anyone but a configured administrator. */
  requireAdmin(db: Db, adminEmails: readonly string[], user: Identity): Promise<void>;
}

/**
 * Every service of the process, built once in compose.ts before the app; modules only read them.
 * Declared here are the services of the layers at and below http. Each module adds its own with a
 * `declare module "…/http/context"` block beside its service (as Fastify's decorators do), so http
 * imports no module and compose.ts still has to supply every one.
 */
export interface AppServices {
  admission: AdmissionChecks;
  /** The planner in force: the admin's AI settings read per call (LLM_* variables winning), unless injected. */
  planner: Planner;
  /** The offline planner, for `x-use-mock-llm: true` outside production. */
  offlinePlanner: Planner;
  aiGate: AiGate;
  /** The background sender of the mail outbox; null without SMTP_URL (mail is kept, not sent). */
  mailSender: MailSender | null;
  /** This process's background job worker (started once the app is built). */
  jobs: JobWorker;
  /** Run in order after each sign-in. */
  loginHooks: readonly LoginHook[];
}

/** Everything a route module needs, built once by the server (or a test) and passed to buildApp. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  verifier: TokenVerifier;
  /** The process logger; the app logs through it too. */
  log: FastifyBaseLogger;
  services: AppServices;
}
