import { WORKSTREAM_IDS } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { cueText } from "../offline/team-cues";
import { allPractices, planPractices, practiceById, sectionsFor, TEAMS } from "./knowledge-base";

describe("knowledge base", () => {
  it("covers every team with at least three always-on or fill-in sections and unique practice ids", () => {
    for (const id of WORKSTREAM_IDS) {
      expect(TEAMS[id].sections.length, id).toBeGreaterThanOrEqual(3);
      expect(sectionsFor(id, cueText("")).length, id).toBeGreaterThanOrEqual(3);
      expect(sectionsFor(id, cueText("")).length, id).toBeLessThanOrEqual(6);
    }
    const ids = allPractices().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refers only to practices that exist, with owners, durations and titles in four languages", () => {
    for (const practice of allPractices()) {
      for (const after of practice.after)
        expect(practiceById(after), `${practice.id} → ${after}`).toBeDefined();
      expect(practice.weeks).toBeGreaterThan(0);
      for (const language of ["en", "de", "fr", "es"] as const) expect(practice.title[language]).not.toBe("");
      expect(practice.how).toMatch(/\.$/);
    }
  });

  it("schedules every practice after what it depends on", () => {
    const schedule = planPractices(
      cueText(
        "A mobile app for booking physiotherapy sessions with online payments; patients' health data must be GDPR compliant.",
      ),
      [...WORKSTREAM_IDS],
    );
    expect(schedule.get("dpia")?.dependsOn.map((p) => p.id)).toEqual(["ropa"]);
    expect(schedule.get("build-flows")?.dependsOn.map((p) => p.id)).toEqual([
      "hi-fi-designs",
      "api-contract",
    ]);
    for (const entry of schedule.values()) {
      expect(entry.end - entry.start + 1).toBe(entry.practice.weeks);
      for (const dependency of entry.dependsOn)
        expect(entry.start).toBeGreaterThan(schedule.get(dependency.id)!.end);
    }
  });

  it("adds topic sections only when the idea mentions their topic", () => {
    const titles = (idea: string) => sectionsFor("compliance", cueText(idea)).map((s) => s.uid);
    expect(titles("Get ISO 27001 certified within a year")).toContain("security-controls");
    expect(titles("Get ISO 27001 certified within a year")).not.toContain("financial-crime");
    expect(titles("KYC and sanctions screening for new merchants")).toContain("financial-crime");
  });
});
