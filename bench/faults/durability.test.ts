import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { call, devToken, type ServerProcess, startServerProcess } from "./server-process";
import { freshDatabase, waitFor } from "./support";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const body = (description: string) => ({
  description,
  date_due_completion: new Date(Date.now() + 86_400_000).toISOString(),
  priority: "LOW",
  communication_mode: "SLACK",
});

describe("kill -9 during 1,000 acknowledged writes on embedded PGlite", () => {
  it("loses none of the acknowledged writes", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ip-pglite-crash-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, OFFLINE_PLANNER_DELAY_MS: "0", JOB_POLL_MS: "50" };
    let server: ServerProcess = await startServerProcess(env);
    const token = await devToken(server.url, "durable@example.com");
    await call(server.url, "POST", "/portal/user/login", token);

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i++) {
        const description = `ack-${lane}-${i}`;
        try {
          const res = await call(server.url, "POST", "/portal/initiative", token, body(description));
          if (res.status === 200) acknowledged.push(res.body.data.id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    await waitFor(async () => acknowledged.length >= 1000, 180_000, "1,000 acknowledged writes");
    await server.kill9();
    stop = true;
    await Promise.all(lanes);
    const count = acknowledged.length;
    expect(count).toBeGreaterThanOrEqual(1000);

    server = await startServerProcess(env);
    cleanups.push(() => server.stop());
    const found = new Set<string>();
    for (let page = 0; ; page++) {
      const res = await call(server.url, "GET", `/portal/initiative?page=${page}&size=100`, token);
      for (const item of res.body.data.list) found.add(item.id);
      if (page + 1 >= res.body.data.total_pages) break;
    }
    const lost = acknowledged.filter((id) => !found.has(id));
    expect(lost, `${lost.length} of ${count} acknowledged writes lost`).toEqual([]);
  });
});

function cluster(): string {
  return execSync("ls /etc/postgresql").toString().trim().split("\n")[0]!;
}

describe("PostgreSQL restarted under load", () => {
  it("answers 503 unavailable while it is down and recovers by itself", async () => {
    const db = await freshDatabase();
    cleanups.push(() => db.drop());
    const server = await startServerProcess({
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "ip-pgr-")),
    });
    cleanups.push(() => server.stop());
    const token = await devToken(server.url, "restart@example.com");
    await call(server.url, "POST", "/portal/user/login", token);
    await call(server.url, "POST", "/portal/initiative", token, body("Survive a database restart"));

    const statuses: number[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        try {
          statuses.push((await call(server.url, "GET", "/portal/initiative?page=0&size=10", token)).status);
        } catch {
          statuses.push(-1);
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 500));
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${cluster()} main stop -m fast`);
    try {
      const health = await call(server.url, "GET", "/portal/health", null);
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ success: false, error: "unavailable" });
      const list = await call(server.url, "GET", "/portal/initiative", token);
      expect(list.status).toBe(503);
      expect(list.body.error).toBe("unavailable");
    } finally {
      execSync(`pg_ctlcluster --skip-systemctl-redirect ${cluster()} main start`);
    }
    await waitFor(
      async () => (await call(server.url, "GET", "/portal/health", null)).status === 200,
      30_000,
      "recovery",
    );
    const after = await call(server.url, "GET", "/portal/initiative", token);
    expect(after.status).toBe(200);
    expect(after.body.data.total_items).toBe(1);
    loading = false;
    await load;
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === -1)).toEqual([]);
    expect(server.process.exitCode).toBeNull();
  });
});
