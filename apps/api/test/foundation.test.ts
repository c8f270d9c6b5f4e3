import { describe, expect, it } from "vitest";
import { appliedMigrationCount } from "../src/db/client";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("foundation on %s", (kind) => {
  const server = useTestServer(kind, {}, [
    (app) => {
      app.get("/portal/test-only/boom", async () => {
        throw new Error("select secret-sql from users where token = 'eyJabc'");
      });
    },
  ]);

  it("answers health after a real database round trip, with GET and HEAD", async () => {
    const res = await server.request("GET", "/portal/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: "ok", db: "ok" } });
    const head = await server.request("HEAD", "/portal/health");
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
  });

  it("puts a request id on every response", async () => {
    const a = await server.request("GET", "/portal/health");
    const b = await server.request("GET", "/portal/nope");
    expect(a.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get("x-request-id")).not.toBe(a.headers.get("x-request-id"));
  });

  it("answers an unknown /portal route with a 404 in the wrapper", async () => {
    const res = await server.request("GET", "/portal/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: "not_found" });
    expect(res.body.message).toContain("/portal/does-not-exist");
  });

  it("names the fields that fail validation", async () => {
    const token = await server.token("val@example.com");
    const res = await server.request("PUT", "/portal/user", { token, body: { workstream: "Astrology" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_failed");
    expect(res.body.message).toContain("body.workstream");
  });

  it("refuses a body over the limit with 413", async () => {
    const token = await server.token("big@example.com");
    const huge = JSON.stringify({ workstream: "x".repeat(3 * 1024 * 1024) });
    const res = await server.request("PUT", "/portal/user", {
      token,
      rawBody: huge,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: "payload_too_large" });
  });

  it("answers a known address with the wrong method 405, its methods in Allow; an unknown one stays 404", async () => {
    const token = await server.token("methods@example.com");
    const cases: Array<[string, string, string]> = [
      ["DELETE", "/portal/config", "GET, HEAD"],
      ["POST", "/portal/health", "GET, HEAD"],
      ["OPTIONS", "/portal/initiative", "GET, HEAD, POST"],
      ["PATCH", "/portal/initiatives/0b7f3c4e-5d6a-4b8c-9e0f-1a2b3c4d5e6f/tasks", "GET, HEAD, POST"],
      ["PUT", "/mcp", "GET, HEAD, POST, DELETE"],
    ];
    for (const [method, path, allow] of cases) {
      const res = await server.request(method, path, { token });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(res.body).toMatchObject({ success: false, error: "method_not_allowed" });
      expect(res.body.message).toBe(`${method} is not allowed on ${path}: it answers ${allow}.`);
    }
    const unknown = await server.request("DELETE", "/portal/no-such-thing", { token });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("allow")).toBeNull();
  });

  it("refuses a compressed body with 415 and a sentence that says why", async () => {
    const token = await server.token("gzip@example.com");
    expect((await server.request("POST", "/portal/user/login", { token })).status).toBe(200);
    for (const encoding of ["gzip", "br", "deflate"]) {
      const res = await server.request("PUT", "/portal/user", {
        token,
        rawBody: '{"workstream":null}',
        headers: { "content-type": "application/json", "content-encoding": encoding },
      });
      expect(res.status, encoding).toBe(415);
      expect(res.body).toMatchObject({ success: false, error: "unsupported_media_type" });
      expect(res.body.message).toContain(`Content-Encoding: ${encoding}`);
    }
    const plain = await server.request("PUT", "/portal/user", {
      token,
      rawBody: '{"workstream":null}',
      headers: { "content-type": "application/json", "content-encoding": "identity" },
    });
    expect(plain.status).toBe(200);
  });

  it("refuses malformed JSON, prototype keys and odd content types with 400 (a type it does not read: 415)", async () => {
    const token = await server.token("json@example.com");
    const headers = { "content-type": "application/json" };
    for (const rawBody of [
      "{not json",
      '{"__proto__": {"x": 1}, "workstream": null}',
      '{"constructor": {"prototype": {}}}',
    ]) {
      const res = await server.request("PUT", "/portal/user", { token, rawBody, headers });
      expect(res.status, rawBody).toBe(400);
      expect(res.body.error).toBe("validation_failed");
    }
    const xml = await server.request("PUT", "/portal/user", {
      token,
      rawBody: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expect(xml.status).toBe(415);
    expect(xml.body).toMatchObject({ success: false, error: "unsupported_media_type" });
    expect(xml.body.message).toBe("Unsupported content type: send the body as application/json.");
  });

  it("turns an unexpected failure into a 500 without stack, SQL or token", async () => {
    const token = await server.token("boom@example.com");
    const res = await server.request("GET", "/portal/test-only/boom", { token });
    expect(res.status).toBe(500);
    expect(res.body.error).toBe("internal");
    expect(res.text).not.toMatch(/select|stack|at \w+ \(|secret-sql|eyJ/i);
    expect(res.body.message).toContain(res.headers.get("x-request-id"));
  });

  it("sends the security headers on API responses", async () => {
    const res = await server.request("GET", "/portal/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves runtime config and an OpenAPI document generated from the contract", async () => {
    const config = await server.request("GET", "/portal/config");
    expect(config.body.data).toMatchObject({ environment: "staging", auth_mode: "dev", firebase: null });
    expect(config.body.data.ai).toEqual({ provider: "offline", model: "offline-planner", offline: true });
    const openapi = await server.request("GET", "/portal/openapi.json");
    expect(openapi.status).toBe(200);
    expect(Object.keys(openapi.body.paths)).toContain("/portal/user/login");
  });

  it("applies migrations once: running them again changes nothing", async () => {
    const before = await appliedMigrationCount(server.ctx.db);
    expect(before).toBeGreaterThanOrEqual(2);
    await server.ctx.database.migrate();
    expect(await appliedMigrationCount(server.ctx.db)).toBe(before);
  });
});

describe("an empty body sent as JSON", () => {
  const server = useTestServer("pglite");
  const sendAsJson = async (method: "POST" | "PUT", path: string, email: string, rawBody: string) =>
    server.request(method, path, {
      token: await server.token(email),
      rawBody,
      headers: { "content-type": "application/json" },
    });

  it("counts as no body (clients that always send the content type)", async () => {
    const res = await sendAsJson("POST", "/portal/user/login", "empty@example.com", "");
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe("empty@example.com");
  });

  it("still refuses a body that is not JSON", async () => {
    const res = await sendAsJson("PUT", "/portal/user", "empty2@example.com", "   {");
    expect(res.status).toBe(400);
  });
});

describe("methods with CORS configured", () => {
  const server = useTestServer("pglite", { CORS_ORIGINS: "https://app.example.com" });

  it("answers preflights, and still tells a wrong method (405) from an unknown address (404)", async () => {
    const preflight = await server.request("OPTIONS", "/portal/initiative", {
      headers: { origin: "https://app.example.com", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    const wrong = await server.request("DELETE", "/portal/config");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, HEAD");
    const unknown = await server.request("DELETE", "/portal/no-such-thing");
    expect(unknown.status).toBe(404);
  });
});

describe("requests refused by the HTTP parser", () => {
  const server = useTestServer("pglite");

  it("answers a request line over the limit in the wrapper", async () => {
    const res = await server.request("GET", `/portal/initiative?page=${"x".repeat(100_000)}`);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: "payload_too_large" });
    expect(res.body.message).toContain("too large");
  });
});

describe("URLs the router refuses", () => {
  const server = useTestServer("pglite");

  it.each([
    ["malformed percent-encoding", "/portal/initiatives/%ED%A0%80"],
    ["an over-long path part", `/portal/initiatives/${"a".repeat(5_000)}`],
  ])("answers %s with 400 in the wrapper, without echoing the URL", async (_, path) => {
    const res = await server.request("GET", path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
    expect(res.text.length).toBeLessThan(300);
  });
});
