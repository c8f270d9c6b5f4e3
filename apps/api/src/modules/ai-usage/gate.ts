import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { badRequest } from "../../http/errors";
import { setAiGate } from "../../http/route";
import type { PlannerInfo } from "../../planner/planner";
import type { AiCallReservation, AiQuota } from "./service";

const MOCK_HEADER = "x-use-mock-llm";

/** True when the request asks for the offline planner (`x-use-mock-llm: true`). */
export function wantsMockPlanner(request: FastifyRequest): boolean {
  const value = request.headers[MOCK_HEADER];
  return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() === "true";
}

interface Gatekeeper {
  quota: AiQuota;
  production: boolean;
}

// The gate hook is process-wide, but tests run several servers (with different limits) in one
// process, so each app registers its own quota and the gate looks it up per request.
const gatekeepers = new WeakMap<FastifyInstance, Gatekeeper>();
const reservations = new WeakMap<FastifyRequest, AiCallReservation>();

/** Installs the AI gate for this app: mock-planner rule, per-minute limit and daily token budget. */
export function installAiGate(app: FastifyInstance, ctx: AppContext) {
  gatekeepers.set(app, { quota: ctx.services.aiQuota, production: ctx.config.production });
  setAiGate(async (user, request) => {
    const keeper = gatekeepers.get(request.server);
    if (!keeper) return;
    if (keeper.production && wantsMockPlanner(request)) {
      throw badRequest("x-use-mock-llm is not allowed in production");
    }
    const initiativeId = (request.params as { id?: string } | undefined)?.id ?? null;
    reservations.set(request, await keeper.quota.admit(user.uid, initiativeId));
  });
}

/**
 * Runs a handler that queues a background model call (creation, retry) under the gate's
 * reservation: it counts as a call once the work succeeds and costs nothing when it fails.
 */
export async function queueUnderReservation<T extends { id: string }>(
  request: FastifyRequest,
  info: PlannerInfo,
  work: () => Promise<T>,
): Promise<T> {
  const reservation = takeReservation(request);
  try {
    const result = await work();
    await reservation?.settleQueued(info, result.id);
    return result;
  } catch (error) {
    await reservation
      ?.cancel()
      .catch((cancelError) => request.log.warn({ err: cancelError }, "reservation cancel failed"));
    throw error;
  }
}

/** The reservation the gate made for this request; the handler settles or cancels it. */
export function takeReservation(request: FastifyRequest): AiCallReservation | null {
  const reservation = reservations.get(request) ?? null;
  reservations.delete(request);
  return reservation;
}
