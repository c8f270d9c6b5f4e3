import type { Initiative } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { addMember, createInitiative, createUser, type TestUser } from "./factories";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("listing and searching initiatives on %s", (kind) => {
  // The job worker stays stopped: these tests check the initiative as the API stores it.
  const server = useTestServer(kind, {}, [], { jobs: { start: false } });

  const list = (user: TestUser, query: string) =>
    server.request("GET", `/portal/initiative?${query}`, { token: user.token });

  it("pages 23 initiatives newest first: 3 pages, 3 on the last, an empty list past the end", async () => {
    const owner = await createUser(server);
    const created: Initiative[] = [];
    for (let i = 0; i < 23; i++)
      created.push(await createInitiative(server, owner, { description: `Idea ${i}` }));
    const newestFirst = created.map((c) => c.id).reverse();

    const first = await list(owner, "page=0&size=10");
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total_items: 23, current_page: 0, total_pages: 3 });
    expect(first.body.data.list.map((i: Initiative) => i.id)).toEqual(newestFirst.slice(0, 10));

    const second = await list(owner, "page=1&size=10");
    expect(second.body.data.list.map((i: Initiative) => i.id)).toEqual(newestFirst.slice(10, 20));

    const last = await list(owner, "page=2&size=10");
    expect(last.body.data).toMatchObject({ total_items: 23, current_page: 2, total_pages: 3 });
    expect(last.body.data.list.map((i: Initiative) => i.id)).toEqual(newestFirst.slice(20));

    const beyond = await list(owner, "page=5&size=10");
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual({ list: [], total_items: 23, current_page: 5, total_pages: 3 });

    const whole = await list(owner, "page=0&size=100");
    expect(whole.body.data).toMatchObject({ total_items: 23, total_pages: 1 });
    expect(whole.body.data.list).toHaveLength(23);
  });

  it("defaults to page 0 of size 10", async () => {
    const owner = await createUser(server);
    for (let i = 0; i < 11; i++) await createInitiative(server, owner);
    const res = await list(owner, "");
    expect(res.body.data).toMatchObject({ current_page: 0, total_items: 11, total_pages: 2 });
    expect(res.body.data.list).toHaveLength(10);
  });

  it("answers a user without initiatives with an empty list and one page", async () => {
    const loner = await createUser(server);
    const res = await list(loner, "page=0&size=10");
    expect(res.body.data).toEqual({ list: [], total_items: 0, current_page: 0, total_pages: 1 });
    const later = await list(loner, "page=3&size=10");
    expect(later.body.data).toEqual({ list: [], total_items: 0, current_page: 3, total_pages: 1 });
  });

  it("lists initiatives shared with the caller with their role and team size, never strangers' ones", async () => {
    const owner = await createUser(server, { name: "Grace Owner" });
    const member = await createUser(server);
    const stranger = await createUser(server);
    const shared = await createInitiative(server, owner, { description: "Shared roadmap" });
    await createInitiative(server, owner, { description: "Private roadmap" });
    await addMember(server, shared, member, "editor");
    const own = await createInitiative(server, member, { description: "Member's own idea" });

    const res = await list(member, "size=10");
    expect(res.body.data.total_items).toBe(2);
    const byId = new Map(res.body.data.list.map((i: Initiative) => [i.id, i]));
    expect(byId.get(shared.id)).toMatchObject({
      role: "editor",
      team_size: 2,
      owner: { id: owner.id, name: "Grace Owner" },
    });
    expect(byId.get(own.id)).toMatchObject({ role: "owner", team_size: 1 });
    expect((await list(stranger, "size=10")).body.data.total_items).toBe(0);
  });

  it("searches name and description case-insensitively", async () => {
    const owner = await createUser(server);
    const a = await createInitiative(server, owner, { description: "Expand the Warehouse network in Lyon" });
    const b = await createInitiative(server, owner, { description: "Reduce churn" });
    const renamed = await server.request("PUT", `/portal/initiative/${b.id}`, {
      token: owner.token,
      body: { name: "Retention WAREHOUSE of insights" },
    });
    expect(renamed.status).toBe(200);
    await createInitiative(server, owner, { description: "Something unrelated" });

    const res = await list(owner, "search=wareHOUSE&size=10");
    expect(res.body.data.total_items).toBe(2);
    expect(res.body.data.list.map((i: Initiative) => i.id).sort()).toEqual([a.id, b.id].sort());

    const byDescriptionOnly = await list(owner, `search=${encodeURIComponent("lyon")}`);
    expect(byDescriptionOnly.body.data.list.map((i: Initiative) => i.id)).toEqual([a.id]);

    const none = await list(owner, "search=zeppelin&page=0&size=10");
    expect(none.body.data).toEqual({ list: [], total_items: 0, current_page: 0, total_pages: 1 });
  });

  it("takes %, _ and \\ in a search term literally", async () => {
    const owner = await createUser(server);
    const percent = await createInitiative(server, owner, { description: "Cut costs by 50% this year" });
    await createInitiative(server, owner, { description: "Cut costs by 500 this year" });
    const underscore = await createInitiative(server, owner, { description: "Adopt snake_case names" });
    await createInitiative(server, owner, { description: "Adopt snakeXcase names" });
    const backslash = await createInitiative(server, owner, { description: "Fix C:\\temp paths" });

    const ids = async (term: string) =>
      (await list(owner, `search=${encodeURIComponent(term)}`)).body.data.list.map((i: Initiative) => i.id);
    expect(await ids("50%")).toEqual([percent.id]);
    expect(await ids("%")).toEqual([percent.id]);
    expect(await ids("snake_case")).toEqual([underscore.id]);
    expect(await ids("_")).toEqual([underscore.id]);
    expect(await ids("C:\\temp")).toEqual([backslash.id]);
  });

  it("pages search results", async () => {
    const owner = await createUser(server);
    for (let i = 0; i < 5; i++) await createInitiative(server, owner, { description: `Pricing study ${i}` });
    await createInitiative(server, owner, { description: "Hiring" });
    const res = await list(owner, "search=pricing&page=1&size=2");
    expect(res.body.data).toMatchObject({ total_items: 5, current_page: 1, total_pages: 3 });
    expect(res.body.data.list.map((i: Initiative) => i.description)).toEqual([
      "Pricing study 2",
      "Pricing study 1",
    ]);
    const beyond = await list(owner, "search=pricing&page=9&size=2");
    expect(beyond.body.data).toEqual({ list: [], total_items: 5, current_page: 9, total_pages: 3 });
  });

  it("answers GET /initiative/search?q= with the matching list", async () => {
    const owner = await createUser(server);
    const hit = await createInitiative(server, owner, { description: "Quarterly OKR review" });
    await createInitiative(server, owner, { description: "Office move" });
    const res = await server.request("GET", "/portal/initiative/search?q=okr", { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: Initiative) => i.id)).toEqual([hit.id]);
    const blank = await server.request("GET", "/portal/initiative/search?q=%20%20", { token: owner.token });
    expect(blank.status).toBe(400);
    const anonymous = await server.request("GET", "/portal/initiative/search?q=okr");
    expect(anonymous.status).toBe(401);
  });

  const badQueries: Array<[string, string]> = [
    ["size 0", "size=0"],
    ["size 101", "size=101"],
    ["a negative page", "page=-1"],
    ["a fractional page", "page=1.5"],
    ["a page that is not a number", "page=two"],
    // Forms a number parser reads, but not a whole number as written in a URL.
    ["a hexadecimal size", "size=0x10"],
    ["a size in exponent form", "size=1e1"],
    ["a size with spaces", "size=%205"],
    ["an empty page", "page="],
    ["a page with a plus sign", "page=%2B1"],
    ["an unknown parameter", "sort=name"],
    ["a search over 200 characters", `search=${"a".repeat(201)}`],
  ];
  it.each(badQueries)("refuses %s with 400", async (_label, query) => {
    const user = await createUser(server);
    const res = await list(user, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
    expect(res.body.message).toMatch(/^Invalid request: querystring/);
  });

  it("accepts the size limits 1 and 100", async () => {
    const owner = await createUser(server);
    await createInitiative(server, owner);
    await createInitiative(server, owner);
    const one = await list(owner, "size=1");
    expect(one.body.data).toMatchObject({ total_items: 2, total_pages: 2 });
    expect(one.body.data.list).toHaveLength(1);
    expect((await list(owner, "size=100")).status).toBe(200);
  });

  it("refuses an anonymous list with 401", async () => {
    const res = await server.request("GET", "/portal/initiative?page=0&size=10");
    expect(res.status).toBe(401);
  });
});
