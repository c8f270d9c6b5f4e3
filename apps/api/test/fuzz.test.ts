import { type RouteName, routes } from "@initiative-planner/contract";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { snapshot } from "./db-snapshot";
import { readBody, useTestServer } from "./harness";
import { encodeHostile, REQUESTS, samplePath } from "./route-samples";
import { ADMIN_EMAIL, createWorld, useWorld, type World } from "./test-world";
import { WORST_IDEAS, WORST_SNIPPETS } from "./worst-case-inputs";

/**
 * Property-based bad input over every route of the contract. `npm run test:fuzz` (FUZZ_RUNS=full) sends
 * at least 10,000 requests; `npm test` runs a fast subset. Expected: no 5xx, every refusal in the wrapper
 * with a useful message, and refused requests leave the database exactly as it was.
 */
const FULL = process.env.FUZZ_RUNS === "full";
const RUNS_PER_ROUTE = FULL ? 300 : 10;

const NASTY_STRINGS = [
  "",
  " ",
  "__proto__",
  "constructor",
  "prototype",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "\uD800",
  // Text that shows nothing: String.trim keeps these, so "must not be empty" must see past them.
  "\u200B\u200B",
  "\uFEFF\u2060\u00AD",
  "\u202E\u0644\u0627",
  "👩‍👩‍👧‍👦".repeat(50),
  "' OR 1=1 --",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  "${7*7}{{7*7}}",
  "NaN",
  "-1",
  "1e309",
  "null",
  "true",
  "a".repeat(5_000),
  "x".repeat(250_000),
  // Inputs that made regular expressions backtrack for seconds (issue 12, finding 5).
  ...Object.values(WORST_IDEAS),
  ...Object.values(WORST_SNIPPETS),
];

const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
);

function deep(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { nested: value };
  return value;
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  // Past a database integer (a version of 2,147,483,648 was a 500) and past a safe JavaScript one.
  fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 2 ** 63),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(deep(200)),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 5 }),
);

type Mutation =
  | { kind: "drop"; field: number }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "replace"; field: number; value: unknown }
  | { kind: "body"; value: unknown }
  | { kind: "proto"; key: "__proto__" | "constructor" }
  | { kind: "contentType"; type: string; raw: string }
  | { kind: "oversize" }
  | { kind: "encoding"; encoding: string }
  | { kind: "param"; value: string }
  | { kind: "query"; query: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("drop" as const), field: fc.nat(5) }),
  fc.record({ kind: fc.constant("extra" as const), key: hostileString, value: hostileValue }),
  fc.record({ kind: fc.constant("replace" as const), field: fc.nat(5), value: hostileValue }),
  fc.record({ kind: fc.constant("body" as const), value: hostileValue }),
  fc.record({
    kind: fc.constant("proto" as const),
    key: fc.constantFrom("__proto__" as const, "constructor" as const),
  }),
  fc.record({
    kind: fc.constant("contentType" as const),
    type: fc.constantFrom(
      "text/plain",
      "application/xml",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
      "application/json; charset=utf-16",
    ),
    raw: fc.constantFrom("a=1&b=2", "<x/>", "--x\r\n\r\n--x--", '{"a":', "\u0000\u0001"),
  }),
  fc.record({ kind: fc.constant("oversize" as const) }),
  fc.record({
    kind: fc.constant("encoding" as const),
    encoding: fc.constantFrom("gzip", "br", "deflate", "x-unknown"),
  }),
  fc.record({ kind: fc.constant("param" as const), value: hostileString.filter((s) => s.length > 0) }),
  fc.record({
    kind: fc.constant("query" as const),
    query: fc.oneof(
      fc.constantFrom(
        "?page=-1",
        "?size=0",
        "?size=101",
        "?page=abc",
        "?page=1&page=2",
        "?search[$gt]=",
        "?q=",
        "?refresh=maybe",
        "?size=1e3",
        "?size=0x10",
        "?page=%201",
        `?search=${"s".repeat(300)}`,
        "?page=9999999999999",
      ),
      hostileString.map((s) => `?page=${encodeHostile(s)}&q=${encodeHostile(s)}&search=${encodeHostile(s)}`),
    ),
  }),
);

interface Built {
  path: string;
  body?: string;
  contentType?: string;
  contentEncoding?: string;
}

function build(name: RouteName, world: World, m: Mutation): Built {
  const def = routes[name];
  const sample = REQUESTS[name](world);
  const params = { ...sample.params };
  let path = samplePath(def, params, sample.query);
  let body: unknown = sample.body;
  let raw: string | undefined;
  let contentType: string | undefined = body === undefined ? undefined : "application/json";
  const fields = body && typeof body === "object" ? Object.keys(body) : [];
  switch (m.kind) {
    case "drop":
      if (fields.length) {
        const copy = { ...(body as Record<string, unknown>) };
        delete copy[fields[m.field % fields.length]!];
        body = copy;
      }
      break;
    case "extra":
      body = { ...(typeof body === "object" && body ? body : {}), [m.key]: m.value };
      contentType = "application/json";
      break;
    case "replace":
      if (fields.length) body = { ...(body as object), [fields[m.field % fields.length]!]: m.value };
      else body = m.value;
      contentType = "application/json";
      break;
    case "body":
      body = m.value;
      contentType = "application/json";
      break;
    case "proto":
      raw = `{"${m.key}": {"polluted": true, "prototype": {"polluted": true}}, "description": "x", "workstream": null}`;
      contentType = "application/json";
      break;
    case "contentType":
      raw = m.raw;
      contentType = m.type;
      break;
    case "oversize":
      raw = JSON.stringify({ content: "x".repeat(3 * 1024 * 1024) });
      contentType = "application/json";
      break;
    case "encoding":
      // A JSON body labelled as compressed: the server decompresses nothing.
      contentType = "application/json";
      if (body === undefined) body = {};
      break;
    case "param": {
      const keys = Object.keys(params);
      if (keys.length) {
        params[keys[0]!] = m.value;
        path = samplePath(def, params, sample.query);
      }
      break;
    }
    case "query":
      path = samplePath(def, params, m.query);
      break;
  }
  if (raw === undefined && body !== undefined) raw = JSON.stringify(body);
  const contentEncoding = m.kind === "encoding" ? m.encoding : undefined;
  return {
    path,
    body: def.method === "GET" || def.method === "HEAD" ? undefined : raw,
    contentType,
    contentEncoding,
  };
}

describe("fuzzing every route with hostile input", () => {
  const server = useTestServer("pglite", {
    AI_CALLS_PER_MINUTE: "100000",
    // Every destructive success makes a new world, each with an invitation from the same owner.
    INVITES_PER_HOUR: "100000",
    JOB_POLL_MS: "100",
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  const sample = useWorld(server);
  let total = 0;
  let refused = 0;
  afterAll(async () => {
    console.log(`fuzz: ${total} requests, ${refused} refused, 0 server errors`);
  });

  for (const name of Object.keys(routes) as RouteName[]) {
    const def = routes[name];
    it(
      `${def.method} ${def.path}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(mutation, async (m) => {
            const { path, body, contentType, contentEncoding } = build(name, sample.world, m);
            const before = await snapshot(server);
            const caller = def.access === "admin" ? sample.people.admin : sample.people.owner;
            const headers: Record<string, string> = { "x-user-authorization-token": caller.token };
            if (contentType && body !== undefined) headers["content-type"] = contentType;
            if (contentEncoding && body !== undefined) headers["content-encoding"] = contentEncoding;
            const response = await fetch(server.url + path, { method: def.method, headers, body });
            const text = await readBody(response, REQUESTS[name](sample.world).streamMs);
            total++;
            expect(
              response.status,
              `${def.method} ${path.slice(0, 120)} → ${text.slice(0, 200)}`,
            ).toBeLessThan(500);
            if (response.status >= 400) {
              refused++;
              const parsed = JSON.parse(text);
              expect(parsed.success).toBe(false);
              expect(typeof parsed.error).toBe("string");
              expect(parsed.message.length).toBeGreaterThan(10);
              expect(await snapshot(server)).toEqual(before);
            }
            // Destructive routes that succeeded change the world: make a fresh one.
            if (
              response.status < 300 &&
              (name === "deleteInitiative" ||
                name === "removeCollaborator" ||
                name === "revokeInvite" ||
                name === "removeFile" ||
                name === "revokeToken" ||
                name === "undoTaskChange" ||
                name === "applyTaskProposal")
            ) {
              sample.world = await createWorld(server, sample.people);
            }
          }),
          { numRuns: RUNS_PER_ROUTE, seed: FULL ? undefined : 42 },
        );
      },
      FULL ? 600_000 : 120_000,
    );
  }
});

/** Every string input of a route's sample request with a NUL put in, one at a time. */
function nulVariants(name: RouteName, world: World): Array<{ label: string; built: Built }> {
  const def = routes[name];
  const sample = REQUESTS[name](world);
  const variants: Array<{ label: string; built: Built }> = [];
  const at = (params: Record<string, string | number>, query = sample.query ?? "", body = sample.body) => ({
    path: samplePath(def, params, query),
    body: body === undefined || def.method === "GET" ? undefined : JSON.stringify(body),
    contentType: body === undefined ? undefined : "application/json",
  });
  for (const key of Object.keys(sample.params ?? {})) {
    variants.push({ label: `path ${key}`, built: at({ ...sample.params, [key]: "a\u0000b" }) });
  }
  for (const [key, value] of new URLSearchParams(sample.query ?? "")) {
    const query = new URLSearchParams(sample.query);
    query.set(key, `${value}\u0000`);
    variants.push({ label: `?${key}=`, built: at(sample.params ?? {}, `?${query}`) });
  }
  if (name === "listInitiatives") {
    variants.push({ label: "?search=", built: at({}, "?page=0&size=10&search=plan%00") });
  }
  const body = sample.body;
  if (body && typeof body === "object") {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value !== "string") continue;
      variants.push({
        label: `body ${key}`,
        built: at(sample.params ?? {}, undefined, { ...body, [key]: `${value}\u0000` }),
      });
    }
  }
  return variants;
}

describe("a NUL character in any string input", () => {
  const server = useTestServer("pglite", { AI_CALLS_PER_MINUTE: "100000", JOB_POLL_MS: "100" });
  const sample = useWorld(server);

  it("is a 400 validation_failed on every route, and changes nothing", async () => {
    let checked = 0;
    for (const name of Object.keys(routes) as RouteName[]) {
      for (const { label, built } of nulVariants(name, sample.world)) {
        const before = await snapshot(server);
        const headers: Record<string, string> = { "x-user-authorization-token": sample.people.owner.token };
        if (built.contentType && built.body !== undefined) headers["content-type"] = built.contentType;
        // A signed route (a tracker webhook) gets a valid signature, so the NUL is what it refuses.
        const sign = REQUESTS[name](sample.world).sign;
        if (sign && typeof built.body === "string") Object.assign(headers, sign(built.body));
        const response = await fetch(server.url + built.path, {
          method: routes[name].method,
          headers,
          body: built.body,
        });
        const text = await response.text();
        const where = `${name} ${label} → ${response.status} ${text.slice(0, 200)}`;
        if (routes[name].method === "HEAD") {
          expect(response.status, where).toBe(400);
          continue;
        }
        expect(response.status, where).toBe(400);
        expect(JSON.parse(text), where).toMatchObject({ success: false, error: "validation_failed" });
        expect(JSON.parse(text).message, where).toContain("NUL");
        expect(await snapshot(server)).toEqual(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  }, 120_000);

  it("is a 400 in the dev sign-in name and e-mail", async () => {
    for (const body of [
      { email: "nul@example.com", name: "Sam\u0000" },
      { email: "n\u0000ul@example.com" },
    ]) {
      const res = await server.request("POST", "/dev-auth/token", { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
    }
  });
});
