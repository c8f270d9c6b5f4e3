import { isNetworkFailure } from "@/lib/auth/identity-provider";
import {
  PROACTIVE_REFRESH_MARGIN_MS,
  REFRESH_BACKOFF_MAX_MS,
  REFRESH_BACKOFF_START_MS,
} from "./token-timing";

/**
 * Refreshes the ID token 5 minutes before it expires, so requests never wait for a refresh. A network
 * failure retries sooner (30 s, doubling up to 16 minutes); any other failure ends the session.
 */
export class RefreshScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private scheduledFor: number | null = null;
  private failures = 0;

  constructor(
    /** Forces a refresh and resolves with the new token's real expiry. */
    private readonly refresh: () => Promise<number>,
    private readonly onFatal: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Plans the refresh for a token expiring at `expiresAt`; calling again for the same expiry is free. */
  schedule(expiresAt: number): void {
    if (this.scheduledFor === expiresAt && this.timer !== null) return;
    this.cancel();
    this.scheduledFor = expiresAt;
    this.arm(Math.max(0, expiresAt - PROACTIVE_REFRESH_MARGIN_MS - this.now()));
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.scheduledFor = null;
    this.failures = 0;
  }

  private arm(delay: number) {
    this.timer = setTimeout(() => void this.run(), delay);
  }

  private async run() {
    this.timer = null;
    try {
      const expiresAt = await this.refresh();
      this.failures = 0;
      this.scheduledFor = null;
      this.schedule(expiresAt);
    } catch (error) {
      if (!isNetworkFailure(error)) {
        this.cancel();
        this.onFatal(error);
        return;
      }
      const delay = Math.min(REFRESH_BACKOFF_START_MS * 2 ** this.failures, REFRESH_BACKOFF_MAX_MS);
      this.failures += 1;
      this.arm(delay);
    }
  }
}
