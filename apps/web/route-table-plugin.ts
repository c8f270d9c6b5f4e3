// The route table's (src/app/route-table.ts, decision 135) two products at build time: `virtual:screens`, the
// router's half of it, and the page hints of `route-table.json`, the server's half. route-chunks.ts splits the
// chunks and writes the file.
import type { Plugin } from "vite";
import {
  componentName,
  SCREENS,
  type Screen,
  SHELLS,
  type Shell,
  screenModules,
  shellsOf,
} from "./src/app/route-table.ts";

/** What the build writes about the route table (decision 135), in `dist/`: the server reads it. */
export const ROUTE_TABLE_FILE = "route-table.json";

/** What the server needs to know about a client path's page. */
export interface PageHints {
  /** The chunks beyond the entry's, which the page names (`modulepreload`). */
  preload: string[];
  /** A protected screen: the page paints the loading view before any script runs. */
  loadingView: boolean;
  /**
   * On an early-eligible path: the GET calls the early entry starts, by their key in the contract's routes
   * (`getInitiative`), and the query parameters that fill some of their `{param}`s (the others are the path's).
   */
  firstGets?: string[];
  query?: Record<string, string>;
}

export interface RouteTableReport {
  /** For the entry (`index.html`) and every module of the route table: the chunk files a first visit downloads. */
  modules: Record<string, string[]>;
  paths: Record<string, PageHints>;
  /** The early entry's file (decision 056): the server names it, async, in the page of a path with `firstGets`. */
  early?: string;
}

/** The router's screens, generated from the route table: what the browser needs of it, and no more. */
const SCREENS_MODULE = "virtual:screens";
export const SCREENS_MODULE_ID = `\0${SCREENS_MODULE}`;

/** Every module of the route table, layouts first. */
export const tableModules = () => [
  ...new Set([
    ...Object.values(SHELLS).map((shell) => shell.module),
    ...SCREENS.map((screen) => screen.module),
  ]),
];

/**
 * `virtual:screens`, the router's half of the route table: each shell's component and, per shell, each screen's
 * path and component, imported lazily (src/app/virtual-screens.d.ts). In the build, tests and the dev server
 * alike. One loader per module; the rest of the table (the early calls, the chunk groups) stays out of the
 * browser's code.
 */
export function screensModule(): Plugin {
  return {
    name: "initiative-planner:screens",
    resolveId: (id) => (id === SCREENS_MODULE ? SCREENS_MODULE_ID : undefined),
    load(id) {
      if (id !== SCREENS_MODULE_ID) return undefined;
      const modules = tableModules();
      const load = (module: string) => `load${modules.indexOf(module)}`;
      const json = JSON.stringify;
      const inShell = (shell: Shell) =>
        SCREENS.filter((screen) => screen.shell === shell).map(
          (screen) => `[${json(screen.path)}, ${load(screen.module)}]`,
        );
      return [
        // `import()`: each module is a chunk of its own, loaded when first needed.
        ...modules.map(
          (module) =>
            `const ${load(module)} = () => import(${json(module)}).then((m) => m.${componentName(module)});`,
        ),
        `export const shells = { data: ${load(SHELLS.data.module)}, protected: ${load(SHELLS.protected.module)} };`,
        `export const screens = { ${(["none", "data", "protected"] as const).map((shell) => `${shell}: [${inShell(shell).join(", ")}]`).join(", ")} };`,
      ].join("\n");
    },
  };
}

/** A path's first GET calls: its shells', then its own. None unless the screen declares its own. */
const firstGets = (screen: Screen) =>
  screen.early ? [...shellsOf(screen).flatMap((shell) => shell.early ?? []), ...screen.early] : [];

/**
 * Every screen's page hints: the chunks its modules need beyond those the entry loads (`modules`, from the
 * build), whether it paints the loading view, and on an early-eligible screen its first GET calls.
 */
export function pageHints(
  modules: RouteTableReport["modules"],
  atStart: ReadonlySet<string>,
): Record<string, PageHints> {
  const paths: Record<string, PageHints> = {};
  for (const screen of SCREENS) {
    const preload = new Set<string>();
    for (const module of screenModules(screen))
      for (const file of modules[module] ?? []) if (!atStart.has(file)) preload.add(file);
    const hints: PageHints = { preload: [...preload], loadingView: screen.shell === "protected" };
    const gets = firstGets(screen);
    paths[screen.path] = gets.length > 0 ? { ...hints, firstGets: gets, query: screen.query ?? {} } : hints;
  }
  return paths;
}
