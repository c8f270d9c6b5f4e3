import { relative, resolve } from "node:path";
import type { Plugin, Rolldown } from "vite";
import {
  pageHints,
  ROUTE_TABLE_FILE,
  type RouteTableReport,
  SCREENS_MODULE_ID,
  tableModules,
} from "./route-table-plugin.ts";
import { componentName, SCREENS, type Screen, SHELLS } from "./src/app/route-table.ts";

type Group = NonNullable<Rolldown.CodeSplittingOptions["groups"]>[number];

/**
 * A chain of chunks that import one another statically, if the bundle has one (`a → b → a`). Two chunks in a
 * cycle run in whichever order the first dynamic import reaches them, so a component one of them exports can
 * still be undefined when the other renders it: the build refuses such a bundle.
 */
export function findChunkCycle(imports: Map<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === "done") return undefined;
    if (state.get(file) === "open") return [...path.slice(path.indexOf(file)), file];
    state.set(file, "open");
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, "done");
    return undefined;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * How the signed-in screens are split, and what the build writes about it.
 *
 * **One chunk for the signed-in shell.** The data and protected layouts hold the query library, the sidebar,
 * menus and dozens of small modules; left to automatic chunking they become ~40 files of 1–4 KiB, and a phone on
 * a slow network pays a round trip for each batch of six. They go into one `signed-in` chunk instead. Whatever the
 * entry or /login imports stays out, so /login downloads none of it. So does what home and the list share with
 * other screens (the initiative dialogs and cache). What only home and the list import (the idea composer, the
 * cards and their art) goes into a `lists` chunk, which other screens do not download.
 * The build fails if chunks import one another in a cycle (`findChunkCycle`).
 *
 * **`route-table.json`** (what the route table means for a page, derived at build time; decision 135): under
 * `modules`, for the entry and for every module of the route table, the chunk files a first visit downloads (its
 * chunk and every chunk it imports statically; the JavaScript budget test reads these); under `paths`, for every
 * screen, the chunks beyond the entry's, which the server names in the page (`modulepreload`) so they download
 * beside the entry instead of after it has run, whether the screen shows the loading view while it starts, and on
 * an early-eligible screen the URL templates of its first GET calls, which the early entry starts.
 */
export function routeChunks(
  root: string,
  options: {
    /** The second entry, which starts an early-eligible screen's first GET calls (decision 056). */
    early: string;
  },
): { plugin: Plugin; groups: Group[] } {
  /** Each module of the route table (`@/…`) as the build resolved it. */
  const resolved = new Map<string, string>();
  const idsOf = (modules: string[]) => modules.map((module) => resolved.get(module)!);
  const absolute = (path: string) => resolve(root, path);
  const router = SCREENS_MODULE_ID;
  const start = new Set<string>();
  const login = new Set<string>();
  const signedIn = new Set<string>();
  const lists = new Set<string>();
  /** What the router's other lazily loaded screens import (directly or not), up to on-demand code. */
  const otherScreens = new Set<string>();
  /** How many of the router's lazily loaded screens import each module (statically, directly or not). */
  const screenCount = new Map<string, number>();
  /** What a screen loads on demand (the markdown renderer, print, the diff): each keeps a chunk of its own. */
  const onDemand = new Set<string>();
  /** What that on-demand code imports. */
  const usedOnDemand = new Set<string>();
  /** Modules that import what a screen loads on demand: they stay out of the kit, or it would import that too. */
  const needsOnDemand = new Set<string>();
  const firstLoaded = (id: string) => start.has(id) || login.has(id);
  /**
   * In the signed-in chunk: the layouts' modules, and what the list screens share with other screens (dialogs,
   * the initiative cache): home and the list then download nothing they do not use.
   */
  const shell = (id: string) =>
    !firstLoaded(id) && (signedIn.has(id) || (lists.has(id) && otherScreens.has(id)));
  /** Only the list screens import it (and neither the entry, the sign-in screen nor the signed-in shell). */
  const listsOnly = (id: string) =>
    lists.has(id) && !otherScreens.has(id) && !firstLoaded(id) && !signedIn.has(id);
  /** None of the above imports it: a screen's own or shared ones. */
  const later = (id: string) => !firstLoaded(id) && !signedIn.has(id) && !lists.has(id);
  /**
   * Two screens import it, or one screen and code loaded on demand (a small helper both use). Code that only
   * on-demand chunks share (the markdown stack, the Firebase SDK) is not a screen's, and stays with them.
   */
  const sharedByScreens = (id: string) => {
    const screens = screenCount.get(id) ?? 0;
    return screens >= 2 || (screens === 1 && usedOnDemand.has(id));
  };

  const plugin: Plugin = {
    name: "initiative-planner:route-chunks",
    apply: "build",
    async buildStart() {
      for (const module of tableModules()) {
        const found = await this.resolve(module);
        if (!found) return this.error(`The route table names ${module}, which does not resolve`);
        resolved.set(module, found.id);
      }
    },
    buildEnd() {
      for (const [module, id] of resolved) {
        const name = componentName(module);
        const info = this.getModuleInfo(id);
        if (info?.code == null) this.error(`The route table names ${module}: no such module`);
        if (!info.exports.includes(name)) this.error(`${module} does not export ${name}`);
      }
      const closure = (starts: string[], into: Set<string>, boundaries = new Set<string>()) => {
        into.clear();
        const stack = [...starts];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id) || (boundaries.has(id) && !starts.includes(id))) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      closure(
        [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry),
        start,
      );
      const modulesOf = (screens: Screen[]) => idsOf(screens.map((screen) => screen.module));
      const layouts = idsOf(Object.values(SHELLS).map((shell) => shell.module));
      const listed = modulesOf(SCREENS.filter((screen) => screen.chunk === "lists"));
      closure(modulesOf(SCREENS.filter((screen) => screen.shell === "none")), login);
      closure(layouts, signedIn);
      closure(listed, lists);
      screenCount.clear();
      const reached = new Set<string>();
      const importedBy = (id: string) => this.getModuleInfo(id)?.dynamicImporters ?? [];
      const ids = [...this.getModuleIds()];
      // What a screen loads on demand (the markdown renderer, print, the diff) keeps a chunk of its own, even
      // where another screen imports it statically: counting stops there.
      onDemand.clear();
      for (const id of ids) {
        if (later(id) && importedBy(id).some((importer) => importer !== router)) onDemand.add(id);
      }
      otherScreens.clear();
      const listScreens = new Set([...layouts, ...listed]);
      for (const id of ids.filter((id) => importedBy(id).includes(router))) {
        closure([id], reached, onDemand);
        for (const module of reached) {
          screenCount.set(module, (screenCount.get(module) ?? 0) + 1);
          if (!listScreens.has(id)) otherScreens.add(module);
        }
      }
      closure([...onDemand], usedOnDemand);
      needsOnDemand.clear();
      const stack = [...onDemand];
      while (stack.length > 0) {
        for (const importer of this.getModuleInfo(stack.pop()!)?.importers ?? []) {
          if (needsOnDemand.has(importer)) continue;
          needsOnDemand.add(importer);
          stack.push(importer);
        }
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const cycle = findChunkCycle(new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports])));
      if (cycle) return this.error(`Chunks import one another in a cycle: ${cycle.join(" → ")}`);
      const downloads = (fileName: string, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) downloads(imported, seen);
        return seen;
      };
      const report: RouteTableReport = { modules: {}, paths: {} };
      const early = absolute(options.early);
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId !== early);
      if (!entry) return this.error("The build has no entry chunk");
      const earlyChunk = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === early);
      if (!earlyChunk) return this.error(`The build has no entry for ${options.early}`);
      // It runs before the app and must not wait for its code: only chunks the app's entry loads anyway, and no
      // React.
      const atStart = downloads(entry.fileName);
      const earlyNeeds = [...downloads(earlyChunk.fileName)].filter((file) => file !== earlyChunk.fileName);
      const heavy = earlyNeeds.filter(
        (file) => file === entry.fileName || !atStart.has(file) || /[\\/]react-/.test(file),
      );
      if (heavy.length > 0) return this.error(`${options.early} imports ${heavy.join(", ")}`);
      report.early = earlyChunk.fileName;
      report.modules["index.html"] = [...atStart];
      for (const [module, id] of resolved) {
        const home = chunks.find((chunk) => chunk.moduleIds.includes(id));
        if (!home) return this.error(`No chunk holds ${relative(root, id)}`);
        report.modules[module] = [...downloads(home.fileName)];
      }
      report.paths = pageHints(report.modules, atStart);
      this.emitFile({ type: "asset", fileName: ROUTE_TABLE_FILE, source: JSON.stringify(report, null, 2) });
    },
  };
  const groups: Group[] = [
    {
      // The API client and the paths it builds URLs with: one file that every page's entry loads, not two (the
      // contract's lazy import of the paths would split them apart). With it, what the early entry needs (the
      // early GETs and the cached token): that entry then loads nothing the app's entry does not (decision 056).
      name: "api-client",
      test: /[\\/]src[\\/]lib[\\/](api-client|xhr-transport|early-gets|browser-storage)\.ts$|[\\/]src[\\/]features[\\/]auth[\\/]lib[\\/]token-(cache|timing)\.ts$|[\\/]packages[\\/]contract[\\/]src[\\/]route-path\.ts$/,
      includeDependenciesRecursively: false,
    },
    {
      // The contract's schemas, apart: the router evaluates them in a task of their own (decision 052). Those
      // that import nothing else of the contract's, and the zod shim they import, are in zod's chunk, whose group
      // comes first (vite.config.ts, decision 183).
      name: "contract",
      test: (id) => !start.has(id) && !login.has(id) && /[\\/]packages[\\/]contract[\\/]/.test(id),
      includeDependenciesRecursively: false,
    },
    {
      name: "signed-in",
      test: shell,
      // Its dependencies that the entry or /login load stay where they are (not pulled in with it).
      includeDependenciesRecursively: false,
    },
    {
      // Home's and the list's own modules (the idea composer, the cards and their art): one file that an
      // initiative's screen does not download (decision 054).
      name: "lists",
      test: listsOnly,
      includeDependenciesRecursively: false,
    },
    {
      // What the sign-in screen and the signed-in shell both use (the session hook, the stored return path):
      // one file, not one per module.
      name: "auth-shared",
      test: (id) => login.has(id) && (signedIn.has(id) || lists.has(id)) && !start.has(id),
      includeDependenciesRecursively: false,
    },
    {
      // What two or more of the other screens share (Radix select and tabs, the Improve dialog, badges,
      // avatars): one file. Left to automatic chunking they were seven files of 0.1–6 KiB on an initiative's
      // screen, and a phone pays a round trip for each (decision 053).
      name: "screen-kit",
      test: (id) => later(id) && !onDemand.has(id) && !needsOnDemand.has(id) && sharedByScreens(id),
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
