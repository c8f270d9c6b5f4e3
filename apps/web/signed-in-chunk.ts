import { relative, resolve } from "node:path";
import type { Plugin, Rolldown } from "vite";

export const ROUTE_CHUNKS_FILE = "route-chunks.json";

export interface RouteChunks {
  modules: Record<string, string[]>;
  paths: Record<string, { preload: string[]; loadingView: boolean }>;
}

type Group = NonNullable<Rolldown.CodeSplittingOptions["groups"]>[number];

/**
 * One chunk for what the common signed-in screens load (the data and protected layouts, home, the list): the
 * query library, the sidebar, dialogs and the small modules they share. Left to automatic chunking they become
 * ~45 files of 1–4 KiB, and a phone on a slow network pays a round trip for each batch of six. Whatever the
 * entry or /login imports stays out, so /login downloads none of it. (Modules that other screens share too,
 * such as Radix primitives and icons, stay in their own chunks: rolldown keeps them out of the group.)
 *
 * The build also writes `route-chunks.json`: under `modules`, for the entry and for every module the router
 * loads lazily, the chunk files a first visit downloads (its chunk and every chunk it imports statically; the
 * JavaScript budget test reads these); under `paths`, for every path of `src/app/screen-modules.ts`'s table, the chunks
 * beyond the entry's, which the server names in index.html so they download at once, and whether the screen
 * shows the loading view while it starts.
 */
export function signedInChunks(
  root: string,
  options: {
    router: string;
    login: string;
    screens: string[];
    /** Path pattern → the modules its screen is built from, parents first. */
    paths: Record<string, string[]>;
    /** The module whose screens show the loading view. */
    loadingView: string;
  },
) {
  const start = new Set<string>();
  const login = new Set<string>();
  const signedIn = new Set<string>();
  const absolute = (path: string) => resolve(root, path);

  const plugin: Plugin = {
    name: "initiative-planner:signed-in-chunks",
    apply: "build",
    buildEnd() {
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const stack = [...starts];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const fill = (set: Set<string>, ids: Set<string>) => {
        set.clear();
        for (const id of ids) set.add(id);
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      fill(start, closure(entries));
      fill(login, closure([absolute(options.login)]));
      fill(signedIn, closure(options.screens.map(absolute)));
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const downloads = (fileName: string, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) downloads(imported, seen);
        return seen;
      };
      const report: RouteChunks = { modules: {}, paths: {} };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error("The build has no entry chunk");
      const atStart = downloads(entry.fileName);
      report.modules["index.html"] = [...atStart];
      const router = absolute(options.router);
      for (const id of this.getModuleIds()) {
        if (!this.getModuleInfo(id)?.dynamicImporters.includes(router)) continue;
        const home = chunks.find((chunk) => chunk.moduleIds.includes(id));
        if (!home) return this.error(`No chunk holds ${id}`);
        report.modules[relative(root, id)] = [...downloads(home.fileName)];
      }
      for (const [path, modules] of Object.entries(options.paths)) {
        const files = new Set<string>();
        for (const module of modules) {
          const needed = report.modules[module];
          if (!needed) return this.error(`${path}: the router does not load ${module} lazily`);
          for (const file of needed) if (!atStart.has(file)) files.add(file);
        }
        report.paths[path] = { preload: [...files], loadingView: modules.includes(options.loadingView) };
      }
      this.emitFile({ type: "asset", fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(report, null, 2) });
    },
  };
  const groups: Group[] = [
    {
      name: "signed-in",
      test: (id) => signedIn.has(id) && !start.has(id) && !login.has(id),
      // Its dependencies that the entry or /login load stay where they are (not pulled in with it).
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
