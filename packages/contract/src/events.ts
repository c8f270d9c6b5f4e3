import { z } from "zod";

/**
 * `GET /portal/initiatives/{id}/events` (issue 16): what changed on an initiative, for every open page.
 * Wire: `id: N` (stored events only, for Last-Event-ID resumption), `event: <type>`, `data: <JSON>`;
 * `: heartbeat` comments keep idle connections open. `generation_chunk` events are not stored:
 * a client that joins late shows the spinner until `generation_finished`.
 */
const planRef = {
  workstream_id: z.string(),
  /** '' for a workstream's task breakdown. */
  subsection_uid: z.string(),
};
const actor = z.object({ id: z.string(), name: z.string() });

export const initiativeEventDataSchemas = {
  status: z.object({ status: z.string(), failure_reason: z.string().nullable() }),
  initiative_updated: z.object({}),
  initiative_deleted: z.object({}),
  generation_started: z.object({ ...planRef, kind: z.enum(["generate", "improve"]), by: actor }),
  generation_chunk: z.object({ ...planRef, offset: z.number().int().nonnegative(), text: z.string() }),
  generation_finished: z.object({
    ...planRef,
    kind: z.enum(["generate", "improve"]),
    /** The saved version; null when nothing was saved (an improvement, a failure or a stop). */
    version: z.number().int().nullable(),
    ok: z.boolean(),
  }),
  plan_saved: z.object({ ...planRef, version: z.number().int(), source: z.string(), by: actor }),
  members_changed: z.object({ change: z.string() }),
  tasks_changed: z.object({ workstream_id: z.string() }),
  // Issue 32: the plan's shape (teams, subsections) and Generate all's progress.
  workstreams_changed: z.object({ workstream_id: z.string(), change: z.string(), by: actor }),
  generate_all_changed: z.object({ run_id: z.string() }),
} as const;

export type InitiativeEventType = keyof typeof initiativeEventDataSchemas;
export const INITIATIVE_EVENT_TYPES = Object.keys(initiativeEventDataSchemas) as InitiativeEventType[];

export type InitiativeEventData<T extends InitiativeEventType> = z.infer<
  (typeof initiativeEventDataSchemas)[T]
>;

export type InitiativeEvent = {
  [T in InitiativeEventType]: { id: number | null; type: T; data: InitiativeEventData<T> };
}[InitiativeEventType];

/** Events not kept for resumption (frequent and only useful live). */
export const EPHEMERAL_EVENT_TYPES: ReadonlySet<InitiativeEventType> = new Set(["generation_chunk"]);

export const HEARTBEAT_BLOCK = ": heartbeat\n\n";

export function formatInitiativeEvent(event: { id: number | null; type: string; data: unknown }): string {
  const id = event.id === null ? "" : `id: ${event.id}\n`;
  return `${id}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Parses one SSE block of the events stream; comments, unknown types and bad data give null. */
export function parseInitiativeEventBlock(block: string): InitiativeEvent | null {
  let type = "";
  let id: number | null = null;
  const dataLines: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith("event:")) type = line.slice(6).trim();
    else if (line.startsWith("id:")) id = Number(line.slice(3).trim());
    else if (line.startsWith("data:")) dataLines.push(line.slice(5).replace(/^ /, ""));
  }
  if (!(type in initiativeEventDataSchemas) || dataLines.length === 0) return null;
  let value: unknown;
  try {
    value = JSON.parse(dataLines.join("\n"));
  } catch {
    return null;
  }
  const parsed = initiativeEventDataSchemas[type as InitiativeEventType].safeParse(value);
  if (!parsed.success) return null;
  return { id: Number.isFinite(id) ? id : null, type, data: parsed.data } as InitiativeEvent;
}
