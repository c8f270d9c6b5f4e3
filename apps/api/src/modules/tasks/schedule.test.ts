import { describe, expect, it } from "vitest";
import { addWorkingDays, scheduleTasks } from "./schedule";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
const task = (id: string, estimate: number, deps: string[] = []) => ({
  id,
  estimate_days: estimate,
  depends_on: deps,
});
// 2026-11-23 is a Monday.
const MONDAY = "2026-11-23";

describe("working days", () => {
  it("skips weekends", () => {
    expect(iso(addWorkingDays(day(MONDAY), 4))).toBe("2026-11-27");
    expect(iso(addWorkingDays(day(MONDAY), 5))).toBe("2026-11-30");
    expect(iso(addWorkingDays(day("2026-11-27"), 1))).toBe("2026-11-30");
    expect(iso(addWorkingDays(day("2026-11-28"), 0))).toBe("2026-11-30");
    expect(iso(addWorkingDays(day(MONDAY), 12))).toBe("2026-12-09");
  });
});

describe("scheduleTasks", () => {
  it("an empty initiative has no finish and is not late", () => {
    expect(scheduleTasks([], { start: MONDAY, due: "2026-12-01T10:00:00Z" })).toEqual({
      tasks: [],
      projected_finish: null,
      due_date: "2026-12-01",
      late: false,
    });
  });

  it("diamond dependencies: the longer branch is critical, the shorter one has slack", () => {
    const s = scheduleTasks(
      [task("a", 2), task("b", 3, ["a"]), task("c", 1, ["a"]), task("d", 2, ["b", "c"])],
      { start: MONDAY, due: null },
    );
    const by = Object.fromEntries(s.tasks.map((t) => [t.id, t]));
    expect(by.a).toMatchObject({ start_date: "2026-11-23", end_date: "2026-11-24", critical: true });
    expect(by.b).toMatchObject({ start_date: "2026-11-25", end_date: "2026-11-27", critical: true });
    expect(by.c).toMatchObject({ start_date: "2026-11-25", end_date: "2026-11-25", critical: false });
    expect(by.d).toMatchObject({ start_date: "2026-11-30", end_date: "2026-12-01", critical: true });
    expect(s.projected_finish).toBe("2026-12-01");
    expect(s.late).toBe(false);
  });

  it("cross-workstream chains and weekends move the finish past the due date", () => {
    const s = scheduleTasks(
      [
        { ...task("design", 3), workstream_id: "design" },
        { ...task("frontend", 4, ["design"]), workstream_id: "engg_frontend" },
        { ...task("legal", 1), workstream_id: "legal" },
        { ...task("launch", 0.5, ["frontend", "legal"]), workstream_id: "marketing" },
      ],
      // Starts on a Saturday: the first working day is the Monday after.
      { start: "2026-11-21T15:00:00.000Z", due: "2026-11-30T00:00:00.000Z" },
    );
    const by = Object.fromEntries(s.tasks.map((t) => [t.id, t]));
    expect(by.design).toMatchObject({ start_date: "2026-11-23", end_date: "2026-11-25" });
    expect(by.frontend).toMatchObject({ start_date: "2026-11-26", end_date: "2026-12-01" });
    expect(by.launch).toMatchObject({ start_date: "2026-12-02", end_date: "2026-12-02", critical: true });
    expect(by.legal!.critical).toBe(false);
    expect(by.launch!.workstream_id).toBe("marketing");
    expect(s.projected_finish).toBe("2026-12-02");
    expect(s.late).toBe(true);
  });

  it("half days share a day and unknown dependencies are ignored", () => {
    const s = scheduleTasks([task("a", 0.5), task("b", 0.5, ["a", "ghost"])], { start: MONDAY, due: MONDAY });
    expect(s.tasks.map((t) => [t.start_date, t.end_date])).toEqual([
      [MONDAY, MONDAY],
      [MONDAY, MONDAY],
    ]);
    expect(s.late).toBe(false);
  });

  it("keeps the input order and is deterministic", () => {
    const input = Array.from({ length: 50 }, (_, i) =>
      task(`t${i}`, 1 + (i % 3), i > 0 ? [`t${i - 1}`] : []),
    );
    const a = scheduleTasks(input, { start: MONDAY, due: null });
    expect(a).toEqual(scheduleTasks(input, { start: MONDAY, due: null }));
    expect(a.tasks.map((t) => t.id)).toEqual(input.map((t) => t.id));
    expect(a.tasks.every((t) => t.critical)).toBe(true);
  });
});
