import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestServer } from "./harness";

function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "ip-web-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, "assets", "app-1a2b.js"), "console.log('app')");
  return dist;
}

const REQUIRED = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"];

describe.each([
  ["https", "https://planner.example.com", true],
  ["http", "http://localhost:8080", false],
])("security headers with a %s PUBLIC_URL", (_, publicUrl, hsts) => {
  const server = useTestServer("pglite", { PUBLIC_URL: publicUrl as string, WEB_DIST: webDist() });

  // A missing asset is an error page like the API's, so it carries the same headers (issue 30).
  it.each([
    "/",
    "/initiatives",
    "/portal/health",
    "/portal/nope",
    "/portal/user",
    "/dev-auth/popup",
    "/assets/missing-0000.js",
  ])("are on every response: %s", async (path) => {
    const res = await server.request("GET", path);
    for (const header of REQUIRED) expect(res.headers.get(header), header).toBeTruthy();
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const sts = res.headers.get("strict-transport-security");
    if (hsts) expect(sts).toBe("max-age=31536000; includeSubDomains");
    else expect(sts).toBeNull();
  });

  // Decision 056: what only a document obeys is not sent again with each script and style sheet.
  it("leave only what applies to a script on a hashed asset", async () => {
    const res = await server.request("GET", "/assets/app-1a2b.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    for (const header of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"])
      expect(res.headers.get(header), header).toBeNull();
    if (hsts)
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("Cache-Control on API responses", () => {
  const server = useTestServer("pglite", { WEB_DIST: webDist() });

  it.each([
    ["GET", "/portal/health"],
    ["GET", "/portal/config"],
    ["GET", "/portal/nope"],
    ["GET", "/portal/user"],
    ["GET", "/portal/initiatives/%zz"],
    ["POST", "/portal/initiative"],
  ])("no-store on %s %s (answers and errors)", async (method, path) => {
    const res = await server.request(method, path);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves the SPA's own caching alone", async () => {
    const res = await server.request("GET", "/initiatives");
    expect(res.headers.get("cache-control") ?? "").not.toContain("no-store");
  });
});
