import type { FastifyRequest } from "fastify";
import type { AiGate } from "../../http/context";
import { badRequest } from "../../http/errors";
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
    return quota.admit(user.uid, initiativeId);
  };
}
