import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueDevIdToken } from "../src/auth/dev-tokens";
import { startTestServer, type TestServer } from "./harness";
import { callStream, eventually } from "./planning-support";

const PROJECT = "planner-prod-test";

/** Production mode (Firebase tokens, checked against a local stand-in for Google's JWKS). */
describe("plan streams in production", () => {
  let jwksServer: Server;
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    const jwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(jwk);
    jwksServer = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "cache-control": "max-age=3600" });
      res.end(JSON.stringify({ keys: [{ ...jwk, kid, alg: "RS256", use: "sig" }] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
    const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`;
    server = await startTestServer(
      "pglite",
      { APP_ENV: "production", FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: jwksUrl },
      [],
      { jobs: { pollMs: 50 } },
    );
    token = await issueDevIdToken({
      key: { privateKey, kid },
      issuer: `https://securetoken.google.com/${PROJECT}`,
      audience: PROJECT,
      uid: "prod-user-1",
      email: "prod@example.com",
      name: "Prod User",
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => jwksServer?.close(resolve));
  });

  it("refuses x-use-mock-llm: true with 400, and streams without it", async () => {
    expect((await server.request("POST", "/portal/user/login", { token })).status).toBe(200);
    const created = await server.request("POST", "/portal/initiative", {
      token,
      body: {
        description: "A warehouse robotics pilot for night shifts",
        date_due_completion: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    const ws = await eventually(async () => {
      const res = await server.request("GET", `/portal/initiatives/${id}/workstreams`, { token });
      return res.body.data.heading.status === "WORKSTREAM_CREATED"
        ? res.body.data.workstreams[0].id
        : undefined;
    });
    const path = `/portal/initiatives/${id}/workstreams/${ws}/stream`;
    const refused = await callStream(server, "POST", path, { token, headers: { "x-use-mock-llm": "true" } });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      success: false,
      error: "validation_failed",
      message: "x-use-mock-llm is not allowed in production",
    });
    const allowed = await callStream(server, "POST", path, { token, headers: { "x-use-mock-llm": "false" } });
    expect(allowed.status).toBe(200);
    expect(allowed.events.at(-1)).toEqual({ type: "done", data: { version: 1 } });
  });
});
