import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { badRequest } from "../../http/errors";
import { setAiGate } from "../../http/route";
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

/** The reservation the gate made for this request; the handler settles or cancels it. */
export function takeReservation(request: FastifyRequest): AiCallReservation | null {
  const reservation = reservations.get(request) ?? null;
  reservations.delete(request);
  return reservation;
}
