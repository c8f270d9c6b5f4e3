import { API_PREFIX, routes } from "@initiative-planner/contract";
import type { TestUser } from "./factories";
import type { TestResponse, TestServer } from "./harness";
import { callStream, waitForStatus } from "./planning-support";

/** Uploads one file as the web app does: multipart with one field named `file` (POST /files). */
export async function uploadFile(
  server: TestServer,
  token: string | null,
  name: string,
  bytes: Buffer | string,
  options: { field?: string; type?: string } = {},
): Promise<TestResponse> {
  const form = new FormData();
  const blob = new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], {
    type: options.type ?? "application/octet-stream",
  });
  form.append(options.field ?? "file", blob, name);
  const headers: Record<string, string> = token ? { "x-user-authorization-token": token } : {};
  const response = await fetch(`${server.url}${API_PREFIX}${routes.uploadFile.path}`, {
    method: "POST",
    headers,
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, body, text };
}

/** Waits for the initiative's plan, then generates its first workstream's first section. */
export async function streamFirstSection(server: TestServer, owner: TestUser, initiativeId: string) {
  const planned = await waitForStatus(server, owner, initiativeId, "WORKSTREAM_CREATED");
  const wsId = planned.workstreams[0]!.id;
  const subs = await server.call(routes.listSubsections, {
    params: { id: initiativeId, wsId },
    token: owner.token,
  });
  return callStream(
    server,
    "POST",
    `/portal/initiatives/${initiativeId}/workstreams/${wsId}/subsections/${subs.data[0]!.uid}/stream`,
    { token: owner.token },
  );
}
