import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { call, devToken, startServerProcess } from "./server-process";
import { plannedInitiative, readSse } from "./support";

describe("SIGTERM", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "ip-sigterm-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("lets an in-flight stream finish, closes the database cleanly, and keeps its data", async () => {
    const env = { DATA_DIR: dataDir, OFFLINE_PLANNER_DELAY_MS: "20", JOB_POLL_MS: "100" };
    const server = await startServerProcess(env);
    const token = await devToken(server.url, "sigterm@example.com");
    await call(server.url, "POST", "/portal/user/login", token);
    const { id, wsId, subId } = await plannedInitiative(
      server.url,
      token,
      "Graceful shutdown of a warehouse robotics pilot",
    );
    const path = `/portal/initiatives/${id}/workstreams/${wsId}/subsections/${subId}/stream`;

    const streaming = fetch(server.url + path, {
      method: "POST",
      headers: { "x-user-authorization-token": token, "content-type": "application/json" },
      body: "{}",
    });
    const response = await streaming;
    expect(response.status).toBe(200);
    const exited = new Promise<number | null>((resolve) =>
      server.process.once("exit", (code) => resolve(code)),
    );
    server.process.kill("SIGTERM");
    const { text, final } = await readSse(response);
    expect(final?.event).toBe("done");
    expect(text.length).toBeGreaterThan(200);
    expect(await exited).toBe(0);

    // The database closed cleanly: a new process opens it and finds the streamed plan saved.
    const again = await startServerProcess(env);
    try {
      const after = await call(
        again.url,
        "GET",
        `/portal/initiatives/${id}/workstreams/${wsId}/subsections`,
        token,
      );
      expect(after.body.data[0].plan.content).toBe(text);
      expect(after.body.data[0].plan.version).toBe((final!.data as { version: number }).version);
    } finally {
      await again.stop();
    }
  });
});
