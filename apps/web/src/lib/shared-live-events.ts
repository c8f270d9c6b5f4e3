import {
  type InitiativeEvent,
  type LiveEvent,
  parseLiveEventBlock,
} from "@initiative-planner/contract/events";
import { routes } from "@initiative-planner/contract/routes";
import { api } from "./api-client";
import { readStream } from "./stream-reader";

/**
 * One live connection per browser (decision 090). Browsers allow six HTTP/1.1 connections per host, so a
 * stream per open initiative tab stalled the seventh tab. Every tab takes part in an election through the
 * Web Locks API; the tab holding the lock (the leader) keeps one `GET /portal/events?initiatives=…` stream
 * for the initiatives that any tab follows, and relays each event over a BroadcastChannel. When the leader
 * closes, the lock passes to another tab, which resumes with the last event id every tab has seen.
 */

type Message =
  /** A tab's whole set of followed initiatives (replaces what it said before). */
  | { kind: "want"; tab: string; ids: string[] }
  /** A tab is closing: its set no longer counts. */
  | { kind: "bye"; tab: string }
  /** A new leader asks every tab for its set. */
  | { kind: "hello" }
  | { kind: "live"; live: LiveEvent };

export type LiveListener = (initiativeId: string, event: InitiativeEvent) => void;

const CHANNEL = "initiative-planner:live-events";
const LOCK = "initiative-planner:live-events-leader";
const RETRY_MS = 3_000;
/** Sets announced together (a tab opening, several tabs restoring) start one connection, not several. */
const RECONNECT_DEBOUNCE_MS = 60;

export const sharedLiveEventsSupported = () =>
  typeof BroadcastChannel === "function" && typeof navigator !== "undefined" && !!navigator.locks;

export class SharedLiveEvents {
  private readonly tab = crypto.randomUUID();
  private readonly channel = new BroadcastChannel(CHANNEL);
  private readonly local = new Map<string, number>();
  /** The newest stored event id this tab has seen (its own stream's or relayed). */
  private lastSeenId: number | null = null;
  private leader = false;
  private readonly wants = new Map<string, Set<string>>();
  /** Initiatives the server refused for this user: not asked for again by this leader. */
  private readonly refused = new Set<string>();
  private stream: { ids: Set<string>; controller: AbortController } | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly onEvent: LiveListener) {
    this.channel.onmessage = (message: MessageEvent<Message>) => this.receive(message.data);
    addEventListener("pagehide", () => this.post({ kind: "bye", tab: this.tab }));
    void navigator.locks.request(LOCK, () => {
      this.becomeLeader();
      // Held until the tab closes; the browser then hands the lock to the next waiting tab.
      return new Promise<never>(() => undefined);
    });
  }

  /** Follows the initiative while at least one caller holds it; returns the release. */
  follow(initiativeId: string): () => void {
    this.local.set(initiativeId, (this.local.get(initiativeId) ?? 0) + 1);
    if (this.local.get(initiativeId) === 1) this.announce();
    return () => {
      const count = (this.local.get(initiativeId) ?? 1) - 1;
      if (count > 0) this.local.set(initiativeId, count);
      else {
        this.local.delete(initiativeId);
        this.announce();
      }
    };
  }

  get isLeader() {
    return this.leader;
  }

  private announce() {
    const ids = [...this.local.keys()];
    this.post({ kind: "want", tab: this.tab, ids });
    if (this.leader) this.setWants(this.tab, ids);
  }

  private post(message: Message) {
    this.channel.postMessage(message);
  }

  private receive(message: Message) {
    if (message.kind === "live") this.dispatch(message.live);
    else if (message.kind === "hello") this.announce();
    else if (!this.leader) return;
    else if (message.kind === "want") this.setWants(message.tab, message.ids);
    else if (message.kind === "bye") this.wants.delete(message.tab);
  }

  private dispatch(live: LiveEvent) {
    if (live.kind === "position") this.lastSeenId = Math.max(this.lastSeenId ?? 0, live.id);
    if (live.kind !== "event") return;
    if (live.event.id !== null) this.lastSeenId = Math.max(this.lastSeenId ?? 0, live.event.id);
    if (this.local.has(live.initiative)) this.onEvent(live.initiative, live.event);
  }

  private becomeLeader() {
    this.leader = true;
    this.wants.set(this.tab, new Set(this.local.keys()));
    this.post({ kind: "hello" });
    this.scheduleReconnect();
  }

  private setWants(tab: string, ids: string[]) {
    const before = this.wants.get(tab);
    // A tab that newly opens an initiative may ask again (an invitation accepted since the refusal).
    for (const id of ids) if (!before?.has(id)) this.refused.delete(id);
    this.wants.set(tab, new Set(ids));
    // A set that only shrank keeps the stream: the extra initiatives cost less than a reconnection.
    const wanted = this.wantedIds();
    if (wanted.some((id) => !this.stream?.ids.has(id))) this.scheduleReconnect();
  }

  private wantedIds(): string[] {
    const all = new Set<string>();
    for (const ids of this.wants.values()) for (const id of ids) if (!this.refused.has(id)) all.add(id);
    return [...all].sort();
  }

  private scheduleReconnect() {
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.stream?.controller.abort();
      this.stream = null;
      const ids = this.wantedIds();
      if (ids.length > 0) void this.run(ids);
    }, RECONNECT_DEBOUNCE_MS);
  }

  private async run(ids: string[]) {
    const stream = { ids: new Set(ids), controller: new AbortController() };
    this.stream = stream;
    const { signal } = stream.controller;
    while (!signal.aborted) {
      try {
        const response = await api.stream(routes.liveEvents, {
          query: { initiatives: ids.join(",") },
          signal,
          headers: this.lastSeenId === null ? {} : { "last-event-id": String(this.lastSeenId) },
        });
        for await (const live of readStream(response, signal, parseLiveEventBlock)) {
          if (live.kind === "unavailable") this.refused.add(live.initiative);
          // Every tab keeps the position, so whichever leads next resumes from it.
          this.dispatch(live);
          this.post({ kind: "live", live });
        }
        // The server ended it (every initiative gone): start over with what is still wanted.
        if (!signal.aborted) this.scheduleReconnect();
        return;
      } catch (error) {
        if (signal.aborted) return;
        // Signed out: nothing to wait for until a page signs in again.
        if ((error as { status?: number }).status === 401) return;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
