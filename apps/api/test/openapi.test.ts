import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import {
  API_PREFIX,
  ERROR_STATUS,
  type RouteDef,
  type RouteName,
  routes,
} from "@initiative-planner/contract";
import openapiTS from "openapi-typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { errorCodesOf } from "../src/http/openapi";
import { REQUEST_EXAMPLES } from "../src/http/openapi-examples";
import { useTestServer } from "./harness";
import { dbKinds } from "./test-db";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../../..");
const FIXTURE = resolve(import.meta.dirname, "fixtures/openapi-client/client-check.ts.txt");

// biome-ignore lint/suspicious/noExplicitAny: the document is checked field by field below.
type Doc = any;

describe.each(dbKinds())("/portal/openapi.json on %s", (kind) => {
  const server = useTestServer(kind);
  let doc: Doc;
  beforeAll(async () => {
    const res = await server.request("GET", "/portal/openapi.json");
    expect(res.status).toBe(200);
    doc = res.body;
  }, 120_000);

  it("is OpenAPI 3.1 with both ways to sign in", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.identityToken).toMatchObject({
      type: "apiKey",
      in: "header",
      name: "x-user-authorization-token",
    });
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.schemas.ApiFailure.required).toEqual(["success", "error", "message"]);
  });

  it("declares every route of the table with its security and its error answers in the envelope", () => {
    const missing: string[] = [];
    for (const [name, def] of Object.entries(routes) as Array<[RouteName, RouteDef]>) {
      const operation = doc.paths[`${API_PREFIX}${def.path}`]?.[def.method.toLowerCase()];
      if (!operation) {
        missing.push(`${def.method} ${def.path}: not in the document`);
        continue;
      }
      expect(operation.operationId).toBe(name);
      const security =
        def.access === "public"
          ? []
          : def.sessionOnly
            ? [{ identityToken: [] }]
            : [{ identityToken: [] }, { bearerToken: [] }];
      expect(operation.security, name).toEqual(security);
      expect(operation.responses["200"], name).toBeDefined();
      for (const code of errorCodesOf(def)) {
        const answer = operation.responses[String(ERROR_STATUS[code])];
        if (answer?.content?.["application/json"]?.schema?.$ref !== "#/components/schemas/ApiFailure") {
          missing.push(`${def.method} ${def.path}: no ${ERROR_STATUS[code]} in the error envelope`);
        }
      }
      if (def.access !== "public")
        expect(Object.keys(operation.responses), name).toEqual(
          expect.arrayContaining(["400", "401", "403", "429", "500", "503"]),
        );
    }
    expect(missing).toEqual([]);
    // A tracker's delivery is proven by its signature: unproven ones are 401, an unknown address included.
    const webhook = doc.paths[`${API_PREFIX}${routes.trackerWebhook.path}`]?.post;
    expect(Object.keys(webhook.responses)).toContain("401");
    expect(Object.keys(webhook.responses)).not.toContain("404");
  });

  it("shows request examples for the main routes, each one valid for its route", () => {
    expect(Object.keys(REQUEST_EXAMPLES).length).toBeGreaterThanOrEqual(10);
    for (const [name, example] of Object.entries(REQUEST_EXAMPLES) as Array<[RouteName, unknown]>) {
      const def: RouteDef = routes[name];
      expect(def.body, name).toBeDefined();
      const parsed = def.body!.safeParse(example);
      expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
      const operation = doc.paths[`${API_PREFIX}${def.path}`][def.method.toLowerCase()];
      expect(operation.requestBody.content["application/json"].example, name).toEqual(example);
    }
  });

  it("generates client types (openapi-typescript) that compile against calls to the main routes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ip-openapi-client-"));
    try {
      writeFileSync(join(dir, "api.d.ts"), await openapiTS(doc));
      copyFileSync(FIXTURE, join(dir, "client-check.ts"));
      const tsc = join(ROOT, "node_modules/.bin/tsc");
      const args = [
        "--noEmit",
        "--strict",
        "--target",
        "es2022",
        "--module",
        "esnext",
        "--moduleResolution",
        "bundler",
      ];
      // Run where no tsconfig.json is: TypeScript refuses files named on the command line beside one (TS5112).
      const result = await run(tsc, [...args, join(dir, "client-check.ts")], { cwd: dir }).catch(
        (error) => error,
      );
      expect(`${result.stdout ?? ""}${result.stderr ?? ""}`.trim()).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("serves the API reference at /portal/docs from its own assets", async () => {
    const page = await server.request("GET", "/portal/docs/");
    expect(page.status).toBe(200);
    expect(page.text).toContain("swagger-ui-bundle.js");
    expect(page.text).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    const script = await server.request("GET", "/portal/docs/static/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
  });
});
