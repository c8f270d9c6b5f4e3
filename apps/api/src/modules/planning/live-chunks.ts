import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { announce } from "../events/publish";
import type { PlanTarget } from "./queries";

const FLUSH_MS = 100;
// NOTIFY payloads are limited to 8000 bytes; JSON escaping and UTF-8 need headroom.
const MAX_TEXT = 1_500;

/**
 * Passes a generation's text to other members' pages as `generation_chunk` events, batched (at most
 * one NOTIFY per 100 ms) so a fast model does not turn into a query per token.
 */
export class LiveChunks {
  private pending = "";
  private offset = 0;
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly target: PlanTarget,
    /** The `generation_started` announcement: chunks go out after it. */
    after: Promise<void>,
    private readonly watched: () => boolean = () => true,
  ) {
    this.sending = after;
  }

  push(text: string) {
    // Offsets count every character, sent or not, so a page that starts watching mid-stream
    // recognises the gap and waits for the saved plan.
    if (!this.watched()) {
      this.offset += this.pending.length + text.length;
      this.pending = "";
      return;
    }
    this.pending += text;
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, FLUSH_MS);
  }

  /** Sends what is pending; resolves once everything pushed so far went out. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const text = this.pending;
    this.pending = "";
    for (let start = 0; start < text.length; start += MAX_TEXT) {
      const piece = text.slice(start, start + MAX_TEXT);
      const offset = this.offset;
      this.offset += piece.length;
      this.sending = this.sending.then(() =>
        announce(this.db, this.log, this.target.initiativeId, "generation_chunk", {
          workstream_id: this.target.workstreamId,
          subsection_uid: this.target.subsectionUid,
          offset,
          text: piece,
        }),
      );
    }
    return this.sending;
  }
}
