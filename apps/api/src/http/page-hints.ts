import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { routes, routeUrl } from "@initiative-planner/contract";

/**
 * What the web build writes about each screen of its route table (apps/web/src/app/route-table.ts, derived by
 * apps/web/route-chunks.ts into `route-table.json`; decision 135).
 */
interface PathHints {
  preload: string[];
  loadingView: boolean;
  /** An early-eligible screen's first GET calls, by their key in the contract's routes (`getInitiative`). */
  firstGets?: string[];
  /** Which query parameter fills a template's `{param}` that the path does not name (`wsId` ← `workstream`). */
  query?: Record<string, string>;
}

const HINTS_FILE = "route-table.json";
const ASSET = /^assets\/[\w.-]+\.js$/;
const LOADING_VIEW = /<template id="loading-view">([\s\S]*?)<\/template>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A JSON data block for the page's scripts. `<` is escaped so no value can close the script element; the
 * browser runs no such block, and no CSP applies to it.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/**
 * The `:param`s of `/initiative/:id/planning` in `/initiative/abc/planning` (decoded; a value that does not decode
 * is left out), or null when the path is not the pattern's: literal segments and `:param`s, one each.
 */
function match(pattern: string, path: string): Record<string, string> | null {
  if (pattern === "/") return path === "/" || path === "" ? {} : null;
  const want = pattern.split("/");
  const have = path.replace(/\/+$/, "").split("/");
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (!part.startsWith(":")) {
      if (part !== have[i]) return null;
      continue;
    }
    try {
      params[part.slice(1)] = decodeURIComponent(have[i]!);
    } catch {
      // A malformed escape: the calls that need it are left to the screen.
    }
  }
  return params;
}

/** One of the contract's GET routes, by its key; undefined for any other name. */
function getRoute(name: unknown) {
  if (typeof name !== "string" || !Object.hasOwn(routes, name)) return undefined;
  const route = routes[name as keyof typeof routes];
  return route.method === "GET" ? route : undefined;
}

/**
 * The URLs of a screen's first GET calls at this address, built as the API client builds them (`routeUrl`): each
 * route's `{param}`s filled from the path, or from the query where the build says so. A call whose parameters the
 * address does not hold is left to the screen.
 */
function firstGetUrls(hints: PathHints, params: Record<string, string>, search: URLSearchParams): string[] {
  const values = { ...params };
  for (const [param, name] of Object.entries(hints.query ?? {})) {
    const value = search.get(name);
    if (value) values[param] = value;
  }
  return (Array.isArray(hints.firstGets) ? hints.firstGets : []).flatMap((name) => {
    const route = getRoute(name);
    if (!route) return [];
    try {
      return [routeUrl(route, values)];
    } catch {
      return [];
    }
  });
}

/**
 * The page for a client address, with what its first visit needs named up front:
 * - a `modulepreload` link for each chunk of its screen, so they download beside the entry instead of after it
 *   has run (at low priority, so the entry and the style sheet still come first);
 * - for a protected screen, the loading view already in the root element, painted before any script runs;
 * - on an early-eligible screen (an initiative's page), the URLs of its first GET calls and the early entry
 *   (async), which asks for them while the app's code downloads (decision 056).
 * Paths the build does not know (and builds without the hints file) get the page as it is.
 */
export function pageHints(webDist: string): (html: string, url: string) => string {
  const file = join(webDist, HINTS_FILE);
  const hintsFile = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as { paths?: Record<string, PathHints>; early?: string })
    : {};
  const table = Object.entries(hintsFile.paths ?? {});
  const early = hintsFile.early && ASSET.test(hintsFile.early) ? hintsFile.early : undefined;
  return (html, url) => {
    const [path = "/", query = ""] = url.split("?");
    const found = table
      .map(([pattern, hints]) => ({ hints, params: match(pattern, path) }))
      .find((entry) => entry.params !== null);
    if (!found?.params) return html;
    const { hints, params } = found;
    let page = html;
    let links = hints.preload
      .filter((asset) => ASSET.test(asset))
      .map((asset) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${asset}">`)
      .join("");
    const gets = early ? firstGetUrls(hints, params, new URLSearchParams(query)) : [];
    if (gets.length > 0)
      links += `${jsonScript("early-gets", gets)}<script type="module" async crossorigin src="/${early}"></script>`;
    if (links) page = page.replace("</head>", `${links}</head>`);
    const view = hints.loadingView ? LOADING_VIEW.exec(page)?.[1] : undefined;
    if (view) page = page.replace(EMPTY_ROOT, `<div id="root">${view.trim()}</div>`);
    return page;
  };
}
