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
  // Issue 34: a push to a tracker moved on (GET …/trackers/{kind}/push has the rest).
  tracker_push_changed: z.object({
    kind: z.string(),
    push_id: z.string(),
    status: z.string(),
    done: z.number().int(),
    total: z.number().int(),
  }),
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

/**
 * One event as an SSE block. With `initiative`, the block names its initiative in an `initiative:`
 * field (the shared stream of several initiatives, `GET /portal/events`); readers that do not know the
 * field ignore it, as the SSE format says.
 */
export function formatInitiativeEvent(event: {
  id: number | null;
  type: string;
  data: unknown;
  initiative?: string;
}): string {
  const id = event.id === null ? "" : `id: ${event.id}\n`;
  const initiative = event.initiative === undefined ? "" : `initiative: ${event.initiative}\n`;
  return `${id}${initiative}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
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

/**
 * `GET /portal/events?initiatives=a,b,c`: one stream for every initiative a browser shows (all its tabs
 * share it, decision 090). Ids are the comma-separated initiative ids, each checked for membership.
 */
export const MAX_LIVE_INITIATIVES = 100;
export const liveEventsQuerySchema = z.strictObject({
  initiatives: z
    .string()
    .max(MAX_LIVE_INITIATIVES * 37)
    .transform((value) => [...new Set(value.split(",").map((id) => id.trim().toLowerCase()))])
    .pipe(z.array(z.uuid()).min(1).max(MAX_LIVE_INITIATIVES)),
});

/** The shared stream says an initiative of the request can not be followed (any more). */
export const UNAVAILABLE_EVENT = "unavailable";
export const unavailableDataSchema = z.object({ reason: z.enum(["forbidden", "not_found", "deleted"]) });
export type UnavailableReason = z.infer<typeof unavailableDataSchema>["reason"];

export type LiveEvent =
  | { initiative: string; kind: "event"; event: InitiativeEvent }
  | { initiative: string; kind: "unavailable"; reason: UnavailableReason }
  /** A block of only `id: N`: where a fresh stream starts, to resume from after a reconnection. */
  | { initiative: null; kind: "position"; id: number };

/** Parses one block of the shared stream (other blocks without an `initiative:` field give null). */
export function parseLiveEventBlock(block: string): LiveEvent | null {
  const position = /^id: ?(\d{1,15})$/.exec(block.trim());
  if (position) return { initiative: null, kind: "position", id: Number(position[1]) };
  const field = /^initiative: ?(.+)$/m.exec(block);
  const initiative = field?.[1]?.trim();
  if (!initiative) return null;
  if (/^event: ?unavailable$/m.test(block)) {
    const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? "";
    try {
      const parsed = unavailableDataSchema.safeParse(JSON.parse(data));
      return parsed.success ? { initiative, kind: "unavailable", reason: parsed.data.reason } : null;
    } catch {
      return null;
    }
  }
  const event = parseInitiativeEventBlock(block);
  return event ? { initiative, kind: "event", event } : null;
}
