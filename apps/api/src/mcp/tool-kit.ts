import type { Role } from "@initiative-planner/contract";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { FastifyBaseLogger } from "fastify";
import type { Identity } from "../auth/identity";
import type { AppContext } from "../http/context";
import { AppError } from "../http/errors";
import { authorize } from "../modules/access/service";
import { findPlanSubject, findWorkstream } from "../modules/planning/queries";
import { planNotFound } from "../modules/planning/service";

/** What every tool of one MCP request runs with: the app's services, the caller and the request's log. */
export interface ToolContext {
  ctx: AppContext;
  user: Identity;
  log: FastifyBaseLogger;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
}

/** A tool's answer as text: markdown as it is, anything else as indented JSON. */
export function answer(value: unknown): CallToolResult {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return { content: [{ type: "text", text }] };
}

/** A tool error the client (and its model) can act on: the API's code and sentence, nothing more. */
export function toolError(code: string, message: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text: `${code}: ${message}` }] };
}

/**
 * Runs a tool body: the API's own failures (403, 404, 409, 429…) become tool errors with their
 * sentence, which never names another user's data; anything else is logged and answered generically.
 */
export async function guarded(
  tools: ToolContext,
  body: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof AppError) return toolError(error.code, error.message);
    tools.log.error({ err: error }, "MCP tool failed");
    return toolError("internal", "Something went wrong on the server. Please try again.");
  }
}

/** The same authorisation rule as the HTTP routes (access/service): member of the initiative with `role`. */
export const requireRole = (tools: ToolContext, initiativeId: string, role: Role) =>
  authorize(tools.ctx.db, { userId: tools.user.uid, initiativeId }, role);

/** One subsection's plan after the role check: the target the planning services take, and its content. */
export async function loadPlan(
  tools: ToolContext,
  ids: { initiative_id: string; workstream_id: string; subsection_id: string },
  role: Role,
) {
  await requireRole(tools, ids.initiative_id, role);
  const target = {
    initiativeId: ids.initiative_id,
    workstreamId: ids.workstream_id,
    subsectionUid: ids.subsection_id,
  };
  const subject = await findPlanSubject(tools.ctx.db, target);
  if (!subject) {
    // Name what is missing: the workstream itself, or only the subsection in it.
    const workstream = await findWorkstream(tools.ctx.db, target);
    throw planNotFound(workstream ? target : { ...target, subsectionUid: "" });
  }
  return { target, subject };
}
