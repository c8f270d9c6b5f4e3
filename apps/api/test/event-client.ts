import {
  type InitiativeEvent,
  type LiveEvent,
  parseInitiativeEventBlock,
  parseLiveEventBlock,
} from "@initiative-planner/contract";
import { afterAll } from "vitest";

export interface Received<T> {
  event: T;
  at: number;
}
export type ReceivedEvent = Received<InitiativeEvent>;

export interface SseClient<T> {
  status: number;
  events: Array<Received<T>>;
  /** Raw text received (heartbeats included). */
  raw(): string;
  /**
   * Resolves with the first event (after `from`) matching the predicate. The default wait is long (10 s)
   * because these tests prove delivery, not speed (events.test measures that), on a loaded CI machine.
   */
  waitFor(match: (event: T) => boolean, timeoutMs?: number, from?: number): Promise<Received<T>>;
  close(): void;
}
export type EventClient = SseClient<InitiativeEvent>;

/** Opens `GET …/events` like the web app does (token in the header) and records what arrives. */
export function openEvents(
  baseUrl: string,
  initiativeId: string,
  token: string,
  lastEventId?: number,
): Promise<EventClient> {
  const url = `${baseUrl}/portal/initiatives/${initiativeId}/events`;
  return openSse(url, token, lastEventId, parseInitiativeEventBlock);
}

/** Opens the shared stream `GET /portal/events?initiatives=…` of several initiatives. */
export function openLiveEvents(
  baseUrl: string,
  initiativeIds: string[],
  token: string,
  lastEventId?: number,
): Promise<SseClient<LiveEvent>> {
  const url = `${baseUrl}/portal/events?initiatives=${initiativeIds.join(",")}`;
  return openSse(url, token, lastEventId, parseLiveEventBlock);
}

async function openSse<T>(
  url: string,
  token: string,
  lastEventId: number | undefined,
  parse: (block: string) => T | null,
): Promise<SseClient<T>> {
  const controller = new AbortController();
  const headers: Record<string, string> = { "x-user-authorization-token": token };
  if (lastEventId !== undefined) headers["last-event-id"] = String(lastEventId);
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: Array<Received<T>> = [];
  let text = "";
  let buffer = "";
  const wakers = new Set<() => void>();
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const chunk = decoder.decode(value, { stream: true });
          text += chunk;
          buffer += chunk;
          let boundary = buffer.indexOf("\n\n");
          while (boundary >= 0) {
            const event = parse(buffer.slice(0, boundary));
            buffer = buffer.slice(boundary + 2);
            if (event) events.push({ event, at: performance.now() });
            boundary = buffer.indexOf("\n\n");
          }
          for (const wake of wakers) wake();
        }
      } catch {
        // closed by the test
      }
    })();
  } else {
    text = await response.text();
  }
  return {
    status: response.status,
    events,
    raw: () => text,
    async waitFor(match, timeoutMs = 10_000, from = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find((e) => match(e.event));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`event not received; got ${JSON.stringify(events.map((e) => e.event))}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            wakers.delete(wake);
            resolve();
          };
          wakers.add(wake);
          setTimeout(wake, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

/**
 * `open`, with every stream it opens closed after the suite. Called after `useTestServer`, its afterAll
 * runs before the server closes (vitest runs after-hooks last-registered first).
 */
export function closedAfterAll<A extends unknown[], C extends { close(): void }>(
  open: (...args: A) => Promise<C>,
): (...args: A) => Promise<C> {
  const clients: C[] = [];
  afterAll(() => {
    for (const client of clients) client.close();
  });
  return async (...args) => {
    const client = await open(...args);
    clients.push(client);
    return client;
  };
}
