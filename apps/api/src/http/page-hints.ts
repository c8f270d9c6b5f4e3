import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** What the web build writes about each client path (apps/web/route-chunks.ts, `route-chunks.json`). */
interface PathHints {
  preload: string[];
  loadingView: boolean;
  /** Whether the page names the early entry, which starts the screen's first GET calls. */
  early?: boolean;
}

const HINTS_FILE = "route-chunks.json";
const ASSET = /^assets\/[\w.-]+\.js$/;
const LOADING_VIEW = /<template id="loading-view">([\s\S]*?)<\/template>/;
const EMPTY_ROOT = '<div id="root"></div>';

/** Matches `/initiative/:id/planning` against `/initiative/abc/planning`: literal segments and `:param`s. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.replace(/\/+$/, "").split("/");
  if (pattern === "/") return path === "/" || path === "";
  return want.length === have.length && want.every((part, i) => part.startsWith(":") || part === have[i]);
}

/**
 * The page for a client path, with what its first visit needs named up front:
 * - a `modulepreload` link for each chunk of its screen, so they download beside the entry instead of after it
 *   has run (at low priority, so the entry and the style sheet still come first);
 * - for a protected screen, the loading view already in the root element, painted before any script runs;
 * - where the build marks the path `early` (an initiative's page), the early entry (async), which asks for the
 *   screen's first data while the app's code downloads (decision 056).
 * Paths the build does not know (and builds without the hints file) get the page as it is.
 */
export function pageHints(webDist: string): (html: string, path: string) => string {
  const file = join(webDist, HINTS_FILE);
  const hintsFile = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as { paths?: Record<string, PathHints>; early?: string })
    : {};
  const table = Object.entries(hintsFile.paths ?? {});
  const early = hintsFile.early && ASSET.test(hintsFile.early) ? hintsFile.early : undefined;
  return (html, path) => {
    const hints = table.find(([pattern]) => matches(pattern, path))?.[1];
    if (!hints) return html;
    let page = html;
    let links = hints.preload
      .filter((asset) => ASSET.test(asset))
      .map((asset) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${asset}">`)
      .join("");
    // An initiative's page starts its first GET calls from the early entry, which waits for none of the app's code.
    if (hints.early === true && early)
      links += `<script type="module" async crossorigin src="/${early}"></script>`;
    if (links) page = page.replace("</head>", `${links}</head>`);
    const view = hints.loadingView ? LOADING_VIEW.exec(page)?.[1] : undefined;
    if (view) page = page.replace(EMPTY_ROOT, `<div id="root">${view.trim()}</div>`);
    return page;
  };
}
