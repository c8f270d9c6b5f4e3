import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IdentityError } from "@/lib/auth/identity-provider";
import { RefreshScheduler } from "./refresh-scheduler";
import { clearTokenCache, readTokenCache, TOKEN_CACHE_KEY, writeTokenCache } from "./token-cache";
import { isIdentityTokenExpired } from "./token-timing";

const MINUTE = 60_000;
const T0 = new Date("2026-03-01T10:00:00Z").getTime();

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("token cache", () => {
  it("keeps a token until 5 minutes before its real expiry, then drops it", () => {
    writeTokenCache({ token: "tok", expiresAt: T0 + 60 * MINUTE });
    expect(JSON.parse(localStorage.getItem(TOKEN_CACHE_KEY)!)).toEqual({
      token: "tok",
      expiresAt: T0 + 55 * MINUTE,
    });
    vi.setSystemTime(T0 + 55 * MINUTE - 1);
    expect(readTokenCache()).toBe("tok");
    vi.setSystemTime(T0 + 55 * MINUTE);
    expect(readTokenCache()).toBeNull();
    expect(localStorage.getItem(TOKEN_CACHE_KEY)).toBeNull();
  });

  it("ignores damaged entries and can be cleared", () => {
    localStorage.setItem(TOKEN_CACHE_KEY, "{not json");
    expect(readTokenCache()).toBeNull();
    writeTokenCache({ token: "tok", expiresAt: T0 + 60 * MINUTE });
    clearTokenCache();
    expect(readTokenCache()).toBeNull();
  });
});

describe("identity token expiry", () => {
  it("counts a token as expired 30 s before it really expires", () => {
    const expiresAt = T0 + 60 * MINUTE;
    expect(isIdentityTokenExpired(expiresAt, expiresAt - 30_001)).toBe(false);
    expect(isIdentityTokenExpired(expiresAt, expiresAt - 30_000)).toBe(true);
    expect(isIdentityTokenExpired(expiresAt, expiresAt + 1)).toBe(true);
  });
});

describe("proactive refresh scheduler", () => {
  it("fires 5 minutes before expiry and reschedules for the new token", async () => {
    const refresh = vi.fn(async () => Date.now() + 60 * MINUTE);
    const scheduler = new RefreshScheduler(refresh, vi.fn());
    scheduler.schedule(T0 + 60 * MINUTE);
    scheduler.schedule(T0 + 60 * MINUTE); // same expiry: no second timer
    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
    scheduler.cancel();
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("refreshes at once when less than 5 minutes are left", async () => {
    const refresh = vi.fn(async () => Date.now() + 60 * MINUTE);
    new RefreshScheduler(refresh, vi.fn()).schedule(T0 + 2 * MINUTE);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("retries network failures sooner: 30 s, doubling up to 16 minutes", async () => {
    const attempts: number[] = [];
    const refresh = vi.fn(async () => {
      attempts.push(Date.now() - T0);
      throw new IdentityError("network-request-failed");
    });
    const onFatal = vi.fn();
    new RefreshScheduler(refresh, onFatal).schedule(T0 + 5 * MINUTE);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    expect(gaps.slice(0, 7)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000]);
    expect(onFatal).not.toHaveBeenCalled();
  });

  it("gives up and reports any other failure", async () => {
    const onFatal = vi.fn();
    const refresh = vi.fn(async () => {
      throw new IdentityError("user-token-expired");
    });
    new RefreshScheduler(refresh, onFatal).schedule(T0 + 5 * MINUTE);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onFatal).toHaveBeenCalledTimes(1);
  });
});
