import { afterEach, describe, expect, it } from "vitest";
import { eventually, parseSse, subsectionPlan, useScriptedPlanning } from "./planning-support";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("a generation that finishes after another save on %s", (kind) => {
  const { planner, server, setup } = useScriptedPlanning(kind);
  afterEach(() => planner.release());

  const readPlan = (uid: string) => subsectionPlan(server, setup, uid);

  /** Starts a held generation, lets `meanwhile` run once the planner is called, releases it and returns the stream's text. */
  async function generateAround(path: string, meanwhile: () => Promise<void>) {
    planner.hold = true;
    const calls = planner.signals.length;
    const pending = fetch(server.url + path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-user-authorization-token": setup.owner.token },
      body: "{}",
    });
    // A task breakdown streams nothing before its tasks are planned, so wait for the call, not a chunk.
    await eventually(async () => planner.signals.length > calls, 5_000);
    await meanwhile();
    planner.release();
    const response = await pending;
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    return response.text();
  }

  it("ends with event: error conflict and keeps the colleague's save (subsection)", async () => {
    const uid = setup.subIds[0]!;
    const path = `${setup.base}/subsections/${uid}`;
    const text = await generateAround(`${path}/stream`, async () => {
      const saved = await server.request("POST", `${path}/improve/save`, {
        token: setup.owner.token,
        body: { content: "A colleague's careful edit" },
      });
      expect(saved.status).toBe(200);
    });
    const error = parseSse(text).find((e) => e.type === "error");
    expect(error).toMatchObject({
      type: "error",
      data: {
        error: "conflict",
        message:
          "This plan was changed while it was being generated, so nothing was overwritten. Run it again to generate from the current version.",
      },
    });
    expect(text).not.toContain("event: done");
    const plan = await readPlan(uid);
    expect(plan.content).toBe("A colleague's careful edit");
  });

  it("saves as usual when nothing changed meanwhile (task breakdown)", async () => {
    const before = await server.request("GET", setup.base, { token: setup.owner.token });
    const text = await generateAround(`${setup.base}/stream`, async () => {});
    expect(text).toContain("event: done");
    await eventually(async () => {
      const after = await server.request("GET", setup.base, { token: setup.owner.token });
      return after.body.data.task_breakdown.version === before.body.data.task_breakdown.version + 1;
    });
  });
});
