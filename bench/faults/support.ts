import { createOfflinePlanner } from "../../apps/api/src/planner/offline/offline-planner";
import type { RecordedRequest } from "../../apps/api/test/fake-openai-server";
import { scratchDatabase } from "../../apps/api/test/scratch-database";
import { call } from "./server-process";

export const PG_SERVER = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh PostgreSQL database for one fault test; `drop()` removes it. */
export const freshDatabase = () => scratchDatabase(PG_SERVER, "ip_fault");

/** The idea text inside a recorded chat-completions request. */
export function promptOf(request: RecordedRequest): string {
  return JSON.stringify(request.body ?? "");
}

/** A valid plan proposal for an idea, as the model would send it (JSON text). */
export async function proposalFor(idea: string): Promise<string> {
  return JSON.stringify(await createOfflinePlanner({ delayMs: 0 }).proposePlan(idea));
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Reads a server-sent-events response to its end: the text chunks and the final event. */
export async function readSse(
  response: Response,
): Promise<{ text: string; final: { event: string; data: unknown } | null }> {
  const raw = await response.text();
  let text = "";
  let final: { event: string; data: unknown } | null = null;
  for (const block of raw.split("\n\n")) {
    const event = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (data === undefined) continue;
    const parsed = JSON.parse(data);
    if (event) final = { event, data: parsed };
    else text += parsed;
  }
  return { text, final };
}

/** Creates an initiative through the API and waits for its workstreams; returns ids for plan routes. */
export async function plannedInitiative(url: string, token: string, description: string) {
  const created = await call(url, "POST", "/portal/initiative", token, {
    description,
    date_due_completion: new Date(Date.now() + 86_400_000).toISOString(),
    priority: "HIGH",
    communication_mode: "SLACK",
  });
  const id = created.body.data.id as string;
  const details = await waitFor(
    async () => {
      const res = await call(url, "GET", `/portal/initiative/${id}/details`, token);
      return res.body?.data?.heading.status === "WORKSTREAM_CREATED" ? res.body.data : null;
    },
    30_000,
    "workstreams",
  );
  const wsId = details.workstreams[0].id as string;
  const subs = await call(url, "GET", `/portal/initiatives/${id}/workstreams/${wsId}/subsections`, token);
  return { id, wsId, subId: subs.body.data[0].uid as string };
}
