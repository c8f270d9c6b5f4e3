import { describe, expect, it } from "vitest";
import { sectionDigest } from "./section-digest";

describe("sectionDigest", () => {
  it("lists each written section's name and first lines, skipping markup-only lines", () => {
    expect(
      sectionDigest([
        {
          workstream: "Marketing",
          name: "Goals",
          opening: "## Goals\n\n---\n\n- Win 5,000 members\n- By June",
        },
        { workstream: "Design", name: "Empty", opening: "\n\n" },
      ]),
    ).toBe("- Marketing › Goals: Goals / Win 5,000 members / By June");
    expect(sectionDigest([])).toBe("");
  });

  it("cuts long openings and keeps within the budget, counting what it leaves out", () => {
    const long = { workstream: "Ops", name: "Runbook", opening: "word ".repeat(200) };
    const digest = sectionDigest([long, long, long, long], 500);
    expect(digest.length).toBeLessThanOrEqual(500 + 40);
    expect(digest.split("\n")[0]!.endsWith("…")).toBe(true);
    expect(digest).toContain("- (2 more sections not shown)");
  });
});
