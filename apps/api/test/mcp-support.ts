import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { TestServer } from "./harness";

/** The official MCP client, connected to the test server's `/mcp` with a personal access token. */
export async function connectMcp(server: TestServer, token: string): Promise<Client> {
  const client = new Client({ name: "initiative-planner-tests", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

/** A tool call's text (its one content item). */
export async function callText(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  return { text: first?.type === "text" ? first.text : "", isError: result.isError === true };
}

/** A tool call that must succeed, its text parsed as JSON when it is JSON. */
export async function callOk<T = unknown>(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const { text, isError } = await callText(client, name, args);
  if (isError) throw new Error(`${name} failed: ${text}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}
