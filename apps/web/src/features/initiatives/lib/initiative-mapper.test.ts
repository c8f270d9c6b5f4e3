import { describe, expect, it } from "vitest";
import { makeInitiative } from "../test/fixtures";
import { dueText, priorityLabel, toClientInitiative } from "./initiative-mapper";

const NOW = Date.parse("2025-06-01T12:00:00.000Z");
const inHours = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

describe("dueText", () => {
  it.each([
    [24, "DUE IN 1 DAYS"],
    [25, "DUE IN 2 DAYS"],
    [36, "DUE IN 2 DAYS"],
    [1, "DUE IN 1 DAYS"],
    [30 * 24, "DUE IN 30 DAYS"],
    [0, "DUE IN 0 DAYS"],
  ])("rounds %i hours up to whole days: %s", (hours, text) => {
    expect(dueText(inHours(hours), NOW)).toBe(text);
  });

  it("is empty without a usable date", () => {
    expect(dueText(null, NOW)).toBe("");
    expect(dueText("", NOW)).toBe("");
    expect(dueText("not a date", NOW)).toBe("");
  });

  it("reads OVERDUE once the date has passed", () => {
    expect(dueText(inHours(-25), NOW)).toBe("OVERDUE");
  });
});

describe("priorityLabel", () => {
  it.each([
    ["HIGH", "HIGH PRIORITY"],
    ["MEDIUM", "MEDIUM PRIORITY"],
    ["LOW", "LOW PRIORITY"],
  ] as const)("labels %s as %s", (priority, label) => {
    expect(priorityLabel(priority)).toBe(label);
  });
});

describe("toClientInitiative", () => {
  it("maps the backend initiative to the client shape of spec section 3", () => {
    const initiative = makeInitiative({
      name: "Spring campaign",
      description: "Sell seeds",
      date_due_completion: inHours(49),
      priority: "LOW",
      status: "WORKSTREAM_CREATED",
      progress: 55,
      team_size: 4,
    });
    expect(toClientInitiative(initiative, NOW)).toEqual({
      id: initiative.id,
      title: "Spring campaign",
      description: "Sell seeds",
      dueDate: "DUE IN 3 DAYS",
      priority: "LOW",
      priorityLabel: "LOW PRIORITY",
      progress: 55,
      teamSize: 4,
      createdAt: initiative.created_at,
      updatedAt: initiative.updated_at,
      status: "workstream_created",
    });
  });
});
