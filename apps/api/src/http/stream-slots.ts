import { rateLimited } from "./errors";

/**
 * Live streams one user may hold open at once on this instance (EVENT_STREAMS_PER_USER). Counted in
 * memory: a stream is a socket of this process, and what the cap protects (sockets, memory, heartbeat
 * timers) is this process's too (decision 057).
 */
export class StreamSlots {
  private readonly held = new Map<string, number>();

  constructor(private readonly perUser: number) {}

  /** Takes a slot or refuses with a 429; the returned function gives it back (once, however often called). */
  acquire(userId: string): () => void {
    const open = this.held.get(userId) ?? 0;
    if (open >= this.perUser) {
      throw rateLimited(
        `You have ${this.perUser} live connections open already (one per open initiative page). Close a page and try again.`,
        5,
      );
    }
    this.held.set(userId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(userId) ?? 1) - 1;
      if (left > 0) this.held.set(userId, left);
      else this.held.delete(userId);
    };
  }

  /** Streams the user holds open (for tests and diagnostics). */
  count(userId: string): number {
    return this.held.get(userId) ?? 0;
  }
}
