import { type InitiativeEvent, parseInitiativeEventBlock } from "@initiative-planner/contract";

export interface ReceivedEvent {
  event: InitiativeEvent;
  at: number;
}

export interface EventClient {
  status: number;
  events: ReceivedEvent[];
  /** Raw text received (heartbeats included). */
  raw(): string;
  /** Resolves with the first event (after `from`) matching the predicate. */
  waitFor(
    match: (event: InitiativeEvent) => boolean,
    timeoutMs?: number,
    from?: number,
  ): Promise<ReceivedEvent>;
  close(): void;
}

/** Opens `GET …/events` like the web app does (token in the header) and records what arrives. */
export async function openEvents(
  baseUrl: string,
  initiativeId: string,
  token: string,
  lastEventId?: number,
): Promise<EventClient> {
  const controller = new AbortController();
  const headers: Record<string, string> = { "x-user-authorization-token": token };
  if (lastEventId !== undefined) headers["last-event-id"] = String(lastEventId);
  const response = await fetch(`${baseUrl}/portal/initiatives/${initiativeId}/events`, {
    headers,
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
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
            const event = parseInitiativeEventBlock(buffer.slice(0, boundary));
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
    async waitFor(match, timeoutMs = 5_000, from = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find((e) => match(e.event));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `event not received; got ${events.map((e) => e.event.type).join(", ") || "nothing"}`,
          );
        }
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
