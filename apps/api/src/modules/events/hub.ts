import type { Database } from "../../db/client";
import { EVENTS_CHANNEL, type EventMessage } from "./queries";

export interface Subscriber {
  onEvent(message: EventMessage): void;
  /** Notifications may have been lost (the listening connection dropped): catch up from the table. */
  onGap(): void;
  /** The process is shutting down: end the stream. */
  onClose(): void;
}

/**
 * One LISTEN per process, fanned out to the open event streams of each initiative. Listening starts
 * with the first subscriber, so processes nobody watches hold no extra connection.
 */
export class EventHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(private readonly database: Database) {}

  async subscribe(initiativeId: string, subscriber: Subscriber): Promise<() => void> {
    this.listening ??= this.database
      .listen(
        EVENTS_CHANNEL,
        (payload) => this.dispatch(payload),
        () => this.gap(),
      )
      .catch((error) => {
        this.listening = null;
        throw error;
      });
    await this.listening;
    let set = this.subscribers.get(initiativeId);
    if (!set) {
      set = new Set();
      this.subscribers.set(initiativeId, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(initiativeId) === set) this.subscribers.delete(initiativeId);
    };
  }

  /** Whether a stream of this process follows the initiative (enough to know on single-process PGlite). */
  isWatched(initiativeId: string): boolean {
    return (this.subscribers.get(initiativeId)?.size ?? 0) > 0;
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.onClose();
    this.subscribers.clear();
    if (listening) await (await listening.catch(() => async () => {}))();
  }

  private dispatch(payload: string) {
    let message: EventMessage;
    try {
      message = JSON.parse(payload) as EventMessage;
    } catch {
      return;
    }
    for (const subscriber of this.subscribers.get(message.i) ?? []) subscriber.onEvent(message);
  }

  private gap() {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.onGap();
  }
}

declare module "../../http/context" {
  interface AppServices {
    /** This process's listener of initiative events, fanned out to the open event streams. */
    eventHub: EventHub;
  }
}
