import { describe, expect, it } from "vitest";
import { scheduledTask } from "../../test/task-fixtures";
import {
  clampEstimate,
  dayOf,
  estimateEndingOn,
  isoOf,
  rowsOf,
  spanOf,
  stepWorkingDay,
  ticksOf,
  workingDaysBetween,
  zoomFor,
} from "./timeline-scale";

describe("timeline scale", () => {
  it("counts calendar days and working days (Monday to Friday)", () => {
    expect(isoOf(dayOf("2026-11-27"))).toBe("2026-11-27");
    // Friday 27 Nov → Monday 30 Nov is one working day; back again is minus one.
    expect(workingDaysBetween(dayOf("2026-11-27"), dayOf("2026-11-30"))).toBe(1);
    expect(workingDaysBetween(dayOf("2026-11-30"), dayOf("2026-11-27"))).toBe(-1);
    expect(workingDaysBetween(dayOf("2026-11-23"), dayOf("2026-12-04"))).toBe(9);
    expect(isoOf(stepWorkingDay(dayOf("2026-11-27"), 1))).toBe("2026-11-30");
    expect(isoOf(stepWorkingDay(dayOf("2026-11-30"), -1))).toBe("2026-11-27");
  });

  it("turns a new last day into an estimate within the contract's limits", () => {
    const t = scheduledTask("a", "design", "2026-11-23", "2026-11-24");
    expect(estimateEndingOn(t, dayOf("2026-11-27"))).toBe(5);
    // Ending on a Saturday adds no working day.
    expect(estimateEndingOn(t, dayOf("2026-11-28"))).toBe(5);
    expect(estimateEndingOn(t, dayOf("2026-11-01"))).toBe(0.5);
    expect(clampEstimate(99)).toBe(60);
    expect(clampEstimate(1.3)).toBe(1.5);
  });

  it("groups rows by workstream in the initiative's order, unknown workstreams last", () => {
    const rows = rowsOf(
      [
        scheduledTask("a", "legal", "2026-11-23", "2026-11-23"),
        scheduledTask("b", "design", "2026-11-23", "2026-11-23"),
        scheduledTask("c", "gone", "2026-11-23", "2026-11-23"),
        scheduledTask("d", "design", "2026-11-24", "2026-11-24"),
      ],
      [
        { id: "design", name: "Design" },
        { id: "legal", name: "Legal" },
      ],
    );
    expect(rows.map((r) => (r.kind === "group" ? `#${r.name}` : r.task.id))).toEqual([
      "#Design",
      "b",
      "d",
      "#Legal",
      "a",
      "#gone",
      "c",
    ]);
  });

  it("spans the tasks, their due dates and the initiative's due date, with room to lengthen", () => {
    const tasks = [
      scheduledTask("a", "design", "2026-11-23", "2026-11-24"),
      scheduledTask("b", "design", "2026-11-25", "2026-11-26", { due_date: "2026-12-10" }),
    ];
    expect(spanOf(tasks, null)).toEqual({ first: dayOf("2026-11-22"), last: dayOf("2026-12-17") });
    expect(spanOf(tasks, "2027-01-04").last).toBe(dayOf("2027-01-11"));
  });

  it("puts ticks on Mondays, or on the first of each month at the Months zoom", () => {
    const span = { first: dayOf("2026-11-20"), last: dayOf("2027-01-05") };
    const weeks = ticksOf(
      span,
      "weeks",
      (iso) => iso,
      (iso) => iso.slice(0, 7),
    );
    expect(weeks[0]).toEqual({ day: dayOf("2026-11-23"), label: "2026-11-23" });
    expect(weeks).toHaveLength(7);
    const months = ticksOf(
      span,
      "months",
      (iso) => iso,
      (iso) => iso.slice(0, 7),
    );
    expect(months.map((t) => t.label)).toEqual(["2026-12", "2027-01"]);
    expect(zoomFor(30)).toBe("days");
    expect(zoomFor(90)).toBe("weeks");
    expect(zoomFor(400)).toBe("months");
  });
});
