import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { routes, routeUrl } from "@initiative-planner/contract";
import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageHints } from "../src/http/page-hints";
import { withRuntimeConfig } from "../src/http/static-spa";
import { startTestServer, type TestServer } from "./harness";

/** As the web build writes an initiative's first GET calls (apps/web/route-table-plugin.ts). */
const FIRST_GETS = ["getUser", "getInitiative", "listSubsections"];
/** The URLs the early entry is told to ask for, from the page. */
const earlyGets = (page: string) => {
  const block = /<script id="early-gets" type="application\/json">([^<]*)<\/script>/.exec(page)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as string[]);
};

describe("serving the built SPA", () => {
  let server: TestServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "ip-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "index.html"),
      '<!doctype html><html><head></head><body><div id="root"></div><template id="loading-view"><p>Loading</p></template><script type="module" src="/assets/app-1a2b3c.js"></script></body></html>',
    );
    writeFileSync(
      join(dist, "route-table.json"),
      JSON.stringify({
        modules: {},
        paths: {
          "/login": { preload: ["assets/login-1.js"], loadingView: false },
          "/": { preload: ["assets/shell-1.js", "assets/home-1.js"], loadingView: true },
          "/initiative/:id/planning": {
            preload: ["assets/shell-1.js", "assets/detail-1.js"],
            loadingView: true,
            firstGets: FIRST_GETS,
            query: { wsId: "workstream" },
          },
          "/evil": { preload: ['"><script>alert(1)</script>'], loadingView: false },
        },
        early: "assets/early-1.js",
      }),
    );
    writeFileSync(join(dist, "assets", "app-1a2b3c.js"), "console.log('app')");
    writeFileSync(join(dist, "assets", "app-1a2b3c.js.br"), brotliCompressSync("console.log('app')"));
    server = await startTestServer("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => server?.close());

  it("serves hashed assets with long-lived immutable caching", async () => {
    const res = await server.request("GET", "/assets/app-1a2b3c.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the pre-compressed copy when the client accepts it", async () => {
    const res = await fetch(`${server.url}/assets/app-1a2b3c.js`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe("console.log('app')");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/", "/initiatives?search=x", "/initiative/abc/planning", "/login", "/no/such/page"])(
    "falls back to index.html with no-cache for %s",
    async (path) => {
      const res = await server.request("GET", path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    },
  );

  it("writes the runtime settings into the page, the same object GET /portal/config answers", async () => {
    const page = await server.request("GET", "/login");
    const json = /<script id="runtime-config" type="application\/json">([^<]*)<\/script>/.exec(
      page.text,
    )?.[1];
    expect(json).toBeDefined();
    const config = await server.request("GET", "/portal/config");
    expect(JSON.parse(json!)).toEqual(config.body.data);
  });

  it("names a screen's chunks up front and paints the loading view of a protected screen", async () => {
    const detail = (await server.request("GET", "/initiative/abc/planning?tab=planning")).text;
    expect(detail).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shell-1.js">',
    );
    expect(detail).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/detail-1.js">',
    );
    expect(detail).toContain('<div id="root"><p>Loading</p></div>');
    const home = (await server.request("GET", "/")).text;
    expect(home).toContain('href="/assets/home-1.js"');
    expect(home).not.toContain("detail-1.js");
    const login = (await server.request("GET", "/login")).text;
    expect(login).toContain('href="/assets/login-1.js"');
    expect(login).toContain('<div id="root"></div>');
    for (const path of ["/no/such/page", "/initiative/abc/planning/extra", "/evil"]) {
      const page = (await server.request("GET", path)).text;
      expect(page, path).not.toContain("modulepreload");
      expect(page, path).toContain('<div id="root"></div>');
    }
  });

  it("names the early entry, async, after its first GET calls, in the page of an early-eligible path only", async () => {
    const early = '<script type="module" async crossorigin src="/assets/early-1.js"></script>';
    const detail = (await server.request("GET", "/initiative/abc/planning")).text;
    expect(detail).toContain(early);
    expect(detail.indexOf('id="early-gets"')).toBeLessThan(detail.indexOf(early));
    for (const path of ["/", "/login", "/no/such/page", "/evil"]) {
      const page = (await server.request("GET", path)).text;
      expect(page, path).not.toContain("early-1.js");
      expect(earlyGets(page), path).toBeUndefined();
    }
  });

  it("names the first GET calls by the URLs the API client builds, from the path and the query", async () => {
    const at = async (url: string) => earlyGets((await server.request("GET", url)).text);
    expect(await at("/initiative/abc/planning?tab=planning&workstream=product_management")).toEqual([
      routeUrl(routes.getUser),
      routeUrl(routes.getInitiative, { id: "abc" }),
      routeUrl(routes.listSubsections, { id: "abc", wsId: "product_management" }),
    ]);
    // No workstream in the address: the screen asks for the subsections once it knows which.
    expect(await at("/initiative/abc/planning/")).toEqual([
      routeUrl(routes.getUser),
      routeUrl(routes.getInitiative, { id: "abc" }),
    ]);
    // Encoded as the client encodes what the router decodes.
    expect(await at("/initiative/a%20b/planning?workstream=x%2Fy")).toEqual([
      routeUrl(routes.getUser),
      routeUrl(routes.getInitiative, { id: "a b" }),
      routeUrl(routes.listSubsections, { id: "a b", wsId: "x/y" }),
    ]);
    // What the address holds cannot leave the data block.
    const hostile = (await server.request("GET", "/initiative/%3C%2Fscript%3E/planning?workstream=</script>"))
      .text;
    expect(hostile.match(/<\/script>/g)?.length).toBe(hostile.match(/<script/g)?.length);
    expect(earlyGets(hostile)).toContain(routeUrl(routes.getInitiative, { id: "</script>" }));
  });

  it("never answers an unknown /portal path with HTML", async () => {
    const res = await server.request("GET", "/portal/initiativez");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body).toMatchObject({ success: false, error: "not_found" });
  });

  it("answers a missing asset with 404, not the page", async () => {
    const res = await server.request("GET", "/assets/missing-123.js");
    expect(res.status).toBe(404);
  });
});

describe("page hints from a hostile build report", () => {
  it("name no early entry that is not a plain asset file, and no call that is not one of the contract's GETs", () => {
    const dist = mkdtempSync(join(tmpdir(), "ip-hints-"));
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    for (const early of ['assets/x.js"></script><script>alert(1)</script>', "https://evil.example/x.js", 7]) {
      writeFileSync(
        join(dist, "route-table.json"),
        JSON.stringify({
          paths: { "/": { preload: [], loadingView: true, firstGets: ["getUser"] } },
          early,
        }),
      );
      expect(pageHints(dist)(page, "/"), String(early)).toBe(page);
    }
    // Not the key of one of the contract's GET routes: a POST's, the prototype's, a path, markup, a number.
    const calls = ["createInitiative", "constructor", "__proto__", "/portal/user", '"></script>', 7];
    writeFileSync(
      join(dist, "route-table.json"),
      JSON.stringify({
        paths: { "/": { preload: [], loadingView: false, firstGets: [...calls, "getUser"] } },
        early: "assets/early-1.js",
      }),
    );
    expect(earlyGets(pageHints(dist)(page, "/"))).toEqual(["/portal/user"]);
    writeFileSync(
      join(dist, "route-table.json"),
      JSON.stringify({
        paths: { "/": { preload: [], loadingView: false, firstGets: "getUser" } },
        early: "assets/early-1.js",
      }),
    );
    expect(pageHints(dist)(page, "/")).toBe(page);
  });

  it("leave out a call whose parameter does not decode (the server answers such an address 400 anyway)", () => {
    const dist = mkdtempSync(join(tmpdir(), "ip-hints-"));
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    writeFileSync(
      join(dist, "route-table.json"),
      JSON.stringify({
        paths: { "/initiative/:id": { preload: [], loadingView: true, firstGets: FIRST_GETS } },
        early: "assets/early-1.js",
      }),
    );
    expect(earlyGets(pageHints(dist)(page, "/initiative/%E0%A4%A"))).toEqual([routeUrl(routes.getUser)]);
  });
});

describe("runtime settings in the page", () => {
  it("cannot close its script element, whatever a value holds", () => {
    const config = { environment: "</script><script>alert(1)</script>" } as unknown as RuntimeConfig;
    const html = withRuntimeConfig("<html><head></head><body></body></html>", config);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(config);
  });
});
