import { uuidSchema } from "@initiative-planner/contract";
import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { AppError } from "../http/errors";
import { listInitiatives } from "../modules/initiatives/service";
import { exportMarkdown, initiativeExport } from "../modules/tasks/export";
import { requireRole, type ToolContext } from "./tool-kit";

const LISTED = 100;

/**
 * `initiative://{initiative_id}/plan.md`: an initiative's whole plan document (the markdown export), so a
 * client can attach it as context. Listed: the caller's newest initiatives.
 */
export function registerPlanResources(server: McpServer, tools: ToolContext) {
  const { db } = tools.ctx;
  server.registerResource(
    "initiative-plan",
    new ResourceTemplate("initiative://{initiative_id}/plan.md", {
      list: async () => {
        const page = await listInitiatives(db, tools.user.uid, { page: 0, size: LISTED });
        return {
          resources: page.list.map((initiative) => ({
            uri: `initiative://${initiative.id}/plan.md`,
            name: `${initiative.name} — plan`,
            mimeType: "text/markdown",
          })),
        };
      },
    }),
    {
      title: "Initiative plan",
      description: "An initiative's plan document: every team's subsection plans, tasks and schedule.",
      mimeType: "text/markdown",
    },
    async (uri, variables) => {
      const id = uuidSchema.safeParse(variables.initiative_id);
      if (!id.success) throw new McpError(ErrorCode.InvalidParams, `No such resource: ${uri.href}`);
      try {
        // The same viewer rule as the export route; its 403/404 sentence is the resource error.
        await requireRole(tools, id.data, "viewer");
        const data = await initiativeExport(db, { initiativeId: id.data, userId: tools.user.uid });
        return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: exportMarkdown(data) }] };
      } catch (error) {
        // Never a query's text or another user's id: the API's own sentence, or a generic one.
        if (error instanceof AppError) throw new McpError(ErrorCode.InvalidParams, error.message);
        tools.log.error({ err: error }, "MCP resource failed");
        throw new McpError(ErrorCode.InternalError, "Something went wrong on the server. Please try again.");
      }
    },
  );
}
