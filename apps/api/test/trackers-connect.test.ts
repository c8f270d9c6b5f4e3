import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { routes, type TrackerConnectionBody, type TrackerKind } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createInitiative, createUser, type TestUser } from "./factories";
import { startTestServer, type TestServer } from "./harness";
import { dbKinds } from "./test-db";
import { type FakeGithub, startFakeGithub } from "./trackers/fake-github";
import { type FakeJira, startFakeJira } from "./trackers/fake-jira";
import { type FakeLinear, startFakeLinear } from "./trackers/fake-linear";

const GH_TOKEN = "ghp_connect-secret-7431";
const LINEAR_KEY = "lin_api_connect-secret-1188";
const JIRA_TOKEN = "ATATT-connect-secret-5520";

describe.each(dbKinds())("tracker connections on %s", (kind) => {
  let server: TestServer;
  let github: FakeGithub;
  let linear: FakeLinear;
  let jira: FakeJira;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  const logLines: string[] = [];

  beforeAll(async () => {
    github = await startFakeGithub({
      tokens: {
        [GH_TOKEN]: {
          login: "octo-owner",
          repos: { "acme/plan": { push: true }, "acme/docs": { pull: true } },
        },
        ghp_other: { login: "someone", repos: { "acme/plan": { triage: true } } },
      },
    });
    linear = await startFakeLinear({
      keys: { [LINEAR_KEY]: { name: "Lin Owner", email: "lin@example.com" } },
      teams: [{ id: "team-1", key: "ENG", name: "Engineering" }],
    });
    jira = await startFakeJira({
      accounts: {
        [`owner@example.com:${JIRA_TOKEN}`]: { displayName: "Jira Owner" },
        "readonly@example.com:ro-token": {
          displayName: "Read Only",
          denied: ["CREATE_ISSUES", "LINK_ISSUES"],
        },
      },
      projects: [{ id: "10000", key: "PLAN", name: "Planning" }],
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(kind, { JOB_POLL_MS: "50" }, [], { logger: { level: "trace", stream } });
    [owner, editor, viewer] = [await createUser(server), await createUser(server), await createUser(server)];
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await Promise.all([github?.close(), linear?.close(), jira?.close()]);
  });

  async function setup() {
    const initiative = await createInitiative(server, owner);
    await addMember(server, initiative, editor, "editor");
    await addMember(server, initiative, viewer, "viewer");
    const id = initiative.id;
    const put = (k: TrackerKind, body: TrackerConnectionBody, token = owner.token) =>
      server.call(routes.putTracker, { params: { id, kind: k }, body, token });
    const list = (token = viewer.token) => server.call(routes.listTrackers, { params: { id }, token });
    const rows = async () =>
      (
        (await server.ctx.db.execute(
          sql`select kind, secret_encrypted, settings::text as settings from tracker_connections where initiative_id = ${id}`,
        )) as unknown as { rows: Array<{ kind: string; secret_encrypted: string; settings: string }> }
      ).rows;
    return { id, put, list, rows };
  }

  it("connects GitHub after testing the token; members see the connection, never the token", async () => {
    const s = await setup();
    const saved = await s.put("github", { api_url: github.url, token: GH_TOKEN, repository: "acme/plan" });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data).toMatchObject({
      kind: "github",
      target: "acme/plan",
      url: github.url,
      account: "octo-owner",
    });
    const listed = await s.list();
    expect(listed.status).toBe(200);
    expect(listed.data.trackers).toEqual([saved.data]);
    expect(listed.text).not.toContain(GH_TOKEN);
    const [row] = await s.rows();
    expect(row!.secret_encrypted).toMatch(/^v1:/);
    expect(row!.secret_encrypted + row!.settings).not.toContain(GH_TOKEN);
    expect(logLines.join("")).not.toContain(GH_TOKEN);
    // The fake saw the real client's calls with the token.
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(["GET /user", "GET /repos/acme/plan"]),
    );
    expect(github.requests.at(-1)!.headers.authorization).toMatch(new RegExp(`${GH_TOKEN}$`));
  });

  it("refuses a bad token, an unknown repository and a read-only token with clear messages, saving nothing", async () => {
    const s = await setup();
    const bad = await s.put("github", { api_url: github.url, token: "ghp_wrong", repository: "acme/plan" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("GitHub refused the token: it is wrong, expired or revoked.");
    const missing = await s.put("github", { api_url: github.url, token: GH_TOKEN, repository: "acme/nope" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("GitHub has no repository acme/nope that this token can see");
    const readOnly = await s.put("github", { api_url: github.url, token: GH_TOKEN, repository: "acme/docs" });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.message).toContain("cannot manage its issues");
    const down = await s.put("github", {
      api_url: "http://127.0.0.1:9",
      token: GH_TOKEN,
      repository: "acme/plan",
    });
    expect(down.status).toBe(400);
    expect(down.body.message).toContain("Could not reach GitHub at http://127.0.0.1:9");
    expect(await s.rows()).toEqual([]);
  });

  it("keeps the saved token when only the repository changes, and tests the new target with it", async () => {
    const s = await setup();
    expect(
      (await s.put("github", { api_url: github.url, token: GH_TOKEN, repository: "acme/plan" })).status,
    ).toBe(200);
    const before = (await s.rows())[0]!.secret_encrypted;
    const moved = await s.put("github", { api_url: github.url, repository: "acme/docs" });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain("cannot manage its issues");
    const other = await s.put("github", { api_url: github.url, token: "ghp_other", repository: "acme/plan" });
    expect(other.status).toBe(200);
    expect(other.data.account).toBe("someone");
    expect((await s.rows())[0]!.secret_encrypted).not.toBe(before);
    // A first connection without a token is refused.
    const none = await s.put("linear", { api_url: linear.url, team_key: "ENG" });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Connecting Linear needs api_key.");
  });

  it("asks for the token again when the address changes, and never sends the saved one there", async () => {
    const s = await setup();
    expect(
      (await s.put("github", { api_url: github.url, token: GH_TOKEN, repository: "acme/plan" })).status,
    ).toBe(200);
    const seen: string[] = [];
    const trap = createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.authorization ?? ""}`);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
    const trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
    const before = await s.rows();
    try {
      for (const api_url of [trapUrl, `${github.url}/attacker-prefix`]) {
        const res = await s.put("github", { api_url, repository: "acme/plan" });
        expect(res.status, api_url).toBe(400);
        expect(res.body.message).toBe(
          "The GitHub address changed: enter token again to connect to the new one.",
        );
      }
      expect(seen).toEqual([]);
      expect(await s.rows()).toEqual(before);
      // With the token typed again, the new address is tested with it.
      const typed = await s.put("github", {
        api_url: trapUrl,
        token: "ghp_typed_again",
        repository: "acme/plan",
      });
      expect(typed.status).toBe(400);
      expect(seen.some((line) => line.includes("ghp_typed_again"))).toBe(true);
      expect(seen.some((line) => line.includes(GH_TOKEN))).toBe(false);
    } finally {
      trap.close();
    }
  });

  it("connects Linear through its SDK, refusing a bad key and an unknown team", async () => {
    const s = await setup();
    const putLinear = (api_key: string, team_key: string) =>
      s.put("linear", { api_url: `${linear.url}/graphql`, api_key, team_key });
    const bad = await putLinear("lin_wrong", "ENG");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Linear refused the API key: it is wrong or revoked.");
    const team = await putLinear(LINEAR_KEY, "OPS");
    expect(team.status).toBe(400);
    expect(team.body.message).toBe("Linear has no team with the key OPS that this API key can see.");
    const ok = await putLinear(LINEAR_KEY, "eng");
    expect(ok.status, ok.text).toBe(200);
    expect(ok.data).toMatchObject({ kind: "linear", target: "ENG", account: "Lin Owner" });
    expect(linear.requests.at(-1)!.headers.authorization).toBe(LINEAR_KEY);
  });

  it("connects Jira Cloud, refusing bad credentials, an unknown project and missing permissions", async () => {
    const s = await setup();
    const base = { site_url: jira.url, email: "owner@example.com", project_key: "PLAN" };
    const bad = await s.put("jira", { ...base, api_token: "wrong" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Jira refused the e-mail and API token");
    const project = await s.put("jira", { ...base, api_token: JIRA_TOKEN, project_key: "NOPE" });
    expect(project.status).toBe(400);
    expect(project.body.message).toBe("Jira has no project NOPE that this account can see.");
    const readOnly = await s.put("jira", { ...base, email: "readonly@example.com", api_token: "ro-token" });
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.message).toBe(
      "This Jira account may not create issues, link issues in project PLAN.",
    );
    const ok = await s.put("jira", { ...base, api_token: JIRA_TOKEN });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.data).toMatchObject({
      kind: "jira",
      target: "PLAN",
      email: "owner@example.com",
      account: "Jira Owner",
    });
    expect((await s.list()).data.trackers.map((t) => t.kind)).toEqual(["jira"]);
  });

  it("checks the body against the path's kind, refuses plain http to other hosts, and disconnects", async () => {
    const s = await setup();
    const mixed = await s.put("jira", { api_url: github.url, token: GH_TOKEN, repository: "acme/plan" });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toMatch(/^This is not a Jira connection: /);
    const clear = await server.request("PUT", `/portal/initiatives/${s.id}/trackers/github`, {
      token: owner.token,
      body: { api_url: "http://github.example.com", token: GH_TOKEN, repository: "acme/plan" },
    });
    expect(clear.status).toBe(400);
    expect(JSON.stringify(clear.body)).toContain("https://");
    const unknownKind = await server.request("PUT", `/portal/initiatives/${s.id}/trackers/gitlab`, {
      token: owner.token,
      body: { token: GH_TOKEN, repository: "acme/plan" },
    });
    expect(unknownKind.status).toBe(400);
    expect(github.requests.some((r) => r.headers.host?.includes("example.com"))).toBe(false);

    expect(
      (await s.put("github", { api_url: github.url, token: GH_TOKEN, repository: "acme/plan" })).status,
    ).toBe(200);
    const editorPut = await s.put(
      "github",
      { api_url: github.url, token: GH_TOKEN, repository: "acme/plan" },
      editor.token,
    );
    expect(editorPut.status).toBe(403);
    const gone = await server.call(routes.deleteTracker, {
      params: { id: s.id, kind: "github" },
      token: owner.token,
    });
    expect(gone.status).toBe(200);
    expect(await s.rows()).toEqual([]);
    const again = await server.call(routes.deleteTracker, {
      params: { id: s.id, kind: "github" },
      token: owner.token,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("This initiative is not connected to GitHub.");
  });
});
