import type { FastifyRequest } from "fastify";
import type { AiCallReservation, AiGate } from "../../http/context";
import { badRequest } from "../../http/errors";
import type { PlannerInfo } from "../../planner/planner";
import type { AiQuota } from "./service";

const MOCK_HEADER = "x-use-mock-llm";

/** True when the request asks for the offline planner (`x-use-mock-llm: true`). */
export function wantsMockPlanner(request: FastifyRequest): boolean {
  const value = request.headers[MOCK_HEADER];
  return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() === "true";
}

/** The AI gate of one app: mock-planner rule, then the per-minute limit and daily token budget. */
export function createAiGate(quota: AiQuota, options: { production: boolean }): AiGate {
  return async (user, request) => {
    if (options.production && wantsMockPlanner(request)) {
      throw badRequest("x-use-mock-llm is not allowed in production");
    }
    const initiativeId = (request.params as { id?: string } | undefined)?.id ?? null;
    return quota.admit({ userId: user.uid, initiativeId });
  };
}

/**
 * Runs a handler that queues a background model call (creation, retry) under the gate's reservation:
 * it counts as a call once the work succeeds and costs nothing when it fails.
 */
export async function queueUnderReservation<T extends { id: string }>(
  // Only the request's log is used: the MCP tools pass their own.
  call: { reservation: AiCallReservation; request: Pick<FastifyRequest, "log"> },
  info: PlannerInfo,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    await call.reservation.settleQueued(info, result.id);
    return result;
  } catch (error) {
    await call.reservation
      .cancel()
      .catch((cancelError) => call.request.log.warn({ err: cancelError }, "reservation cancel failed"));
    throw error;
  }
}
