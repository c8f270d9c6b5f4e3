import { describe, expect, it } from "vitest";
import { formatDay, formatDayShort } from "./dates";

const inLocale = (options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(undefined, { ...options, timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

describe("one date format from the user's locale", () => {
  it("writes a calendar day with its month in words, in the locale's order, without shifting it by a time zone", () => {
    expect(formatDay("2026-12-24")).toBe(
      inLocale({ day: "numeric", month: "short", year: "numeric" }, "2026-12-24"),
    );
    expect(formatDay("2026-12-24")).toMatch(/Dec/);
    expect(formatDay("2026-12-24")).toMatch(/24/);
    expect(formatDay("2026-12-24")).not.toContain("2026-12-24");
    expect(formatDay("2027-01-01")).toMatch(/2027/);
  });

  it("shows the local day of an ISO date-time, and a fallback without a date", () => {
    const local = new Date(2026, 5, 15, 23, 59);
    expect(formatDay(local.toISOString())).toMatch(/15/);
    expect(formatDay(null)).toBe("—");
    expect(formatDay("", "not set")).toBe("not set");
    expect(formatDay("not a date", "not set")).toBe("not set");
  });

  it("writes a short day for axes", () => {
    expect(formatDayShort("2026-11-30")).toBe(inLocale({ day: "numeric", month: "short" }, "2026-11-30"));
    expect(formatDayShort("2026-11-30")).not.toBe("11-30");
  });
});
