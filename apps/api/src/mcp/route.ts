import { MCP_PATH } from "@initiative-planner/contract";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authenticate } from "../http/authenticate";
import type { AppContext } from "../http/context";
import { unauthenticated } from "../http/errors";
import { findNul, makeWellFormed, NUL_MESSAGE } from "../http/nul-guard";
import { NO_STORE } from "../http/security-headers";
import { registerReadTools } from "./read-tools";
import { registerPlanResources } from "./resources";
import type { ToolContext } from "./tool-kit";
import { registerWriteTools } from "./write-tools";

/** The version of the tool set the server announces (its names and inputs), not of the product. */
const TOOLSET_VERSION = "1.0.0";
const NEEDS_TOKEN =
  "The MCP endpoint needs a personal access token: create one in Settings and send it as 'Authorization: Bearer ipat_…'.";

/** One MCP server for one request's caller: read tokens get only the reading tools (decision 081). */
export function mcpServerFor(tools: ToolContext): McpServer {
  const server = new McpServer(
    { name: "initiative-planner", title: "Initiative Planner", version: TOOLSET_VERSION },
    {
      instructions:
        "Initiative Planner: initiatives (ideas planned into teams/workstreams, each with subsections holding markdown plans) and their tasks. Start with list_initiatives or search, then get_initiative.",
    },
  );
  registerReadTools(server, tools);
  registerPlanResources(server, tools);
  if (tools.user.pat?.scope === "write") registerWriteTools(server, tools);
  return server;
}

/** A body that is not JSON: answered as a JSON-RPC parse error once the caller is known, not as a REST failure. */
class UnparsableBody {
  constructor(readonly reason: string) {}
}

/** A JSON-RPC error answer; `id` is the request's when it could be read. */
const rpcError = (body: unknown, code: number, message: string) => {
  const { id } = (body && typeof body === "object" ? body : {}) as { id?: unknown };
  return {
    jsonrpc: "2.0",
    id: typeof id === "string" || typeof id === "number" ? id : null,
    error: { code, message },
  };
};

/**
 * What the SDK would answer with a bare internal error (-32603, a schema dump as its message): a
 * message that is not JSON-RPC 2.0 (-32600) or a tool call without a tool name or with arguments that
 * are not an object (-32602). Null when the message may go on to the server.
 */
function malformedMessage(body: unknown): { status: number; code: number; message: string } | null {
  for (const message of Array.isArray(body) ? body : [body]) {
    if (
      message === null ||
      typeof message !== "object" ||
      (message as { jsonrpc?: unknown }).jsonrpc !== "2.0"
    ) {
      return {
        status: 400,
        code: ErrorCode.InvalidRequest,
        message: 'Invalid Request: send a JSON-RPC 2.0 message (an object with "jsonrpc": "2.0").',
      };
    }
    const { method, params } = message as { method?: unknown; params?: unknown };
    if (method !== "tools/call") continue;
    const call = (params ?? null) as { name?: unknown; arguments?: unknown } | null;
    const args = call?.arguments;
    if (
      typeof call !== "object" ||
      call === null ||
      typeof call.name !== "string" ||
      (args !== undefined && (args === null || typeof args !== "object" || Array.isArray(args)))
    ) {
      return {
        status: 200,
        code: ErrorCode.InvalidParams,
        message:
          "Invalid params: tools/call needs params.name (a tool's name) and params.arguments (an object).",
      };
    }
  }
  return null;
}

/**
 * `/mcp`, the Streamable HTTP transport, stateless: every POST is authenticated by its personal access
 * token and served by a server made for it, so any instance can answer any request (decision 081).
 */
export async function mcpRoutes(app: FastifyInstance, ctx: AppContext) {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", NO_STORE);
    const user = await authenticate(ctx, request);
    if (!user.pat) throw unauthenticated(NEEDS_TOKEN);
    if (request.body instanceof UnparsableBody) {
      return reply
        .code(400)
        .send(rpcError(null, ErrorCode.ParseError, `Parse error: ${request.body.reason}`));
    }
    // As the routes do: lone surrogates become U+FFFD, and NUL (which PostgreSQL text cannot hold) is
    // refused for every tool and argument.
    const body = makeWellFormed(request.body);
    const malformed = malformedMessage(body);
    if (malformed) {
      return reply
        .code(malformed.status)
        .send(rpcError(Array.isArray(body) ? null : body, malformed.code, malformed.message));
    }
    const nul = findNul(body);
    if (nul !== null) {
      return reply.send(
        rpcError(body, ErrorCode.InvalidParams, `Invalid params: ${nul || "the message"} ${NUL_MESSAGE}`),
      );
    }
    const aborted = new AbortController();
    reply.raw.on("close", () => aborted.abort());
    const server = mcpServerFor({ ctx, user, log: request.log, signal: aborted.signal });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.raw.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    // The transport writes the answer itself; the headers set so far (security, request id) go with it.
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    }
    await transport.handleRequest(request.raw, reply.raw, body);
  };
  // JSON-RPC clients expect a malformed body to be a parse error (-32700) in JSON-RPC's own form. The
  // app's JSON parser (which refuses __proto__ keys) is kept; only its failure is answered differently.
  const parseJson = app.getDefaultJsonParser("error", "error");
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === "") return done(null, new UnparsableBody("the body is empty"));
      parseJson(request, text, (error, value) =>
        done(null, error ? new UnparsableBody("the body is not valid JSON") : value),
      );
    });
    scope.post(MCP_PATH, { schema: { hide: true } }, serve);
  });
  // Stateless: there is no stream to resume (GET) and no session to end (DELETE).
  // The transport's rule is a 405, which the MCP client takes as "no server stream", in the API's envelope.
  const notAllowed = async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(ctx, request);
    return reply.code(405).header("allow", "POST").send({
      success: false,
      error: "method_not_allowed",
      message: "This MCP server is stateless: send JSON-RPC messages with POST.",
    });
  };
  app.get(MCP_PATH, { schema: { hide: true } }, notAllowed);
  app.delete(MCP_PATH, { schema: { hide: true } }, notAllowed);
}
