import { relative, resolve } from "node:path";
import type { Plugin } from "vite";

export const ROUTE_CHUNKS_FILE = "route-chunks.json";

export interface RouteChunks {
  modules: Record<string, string[]>;
  paths: Record<string, { loadingView: boolean }>;
}

/**
 * Writes `route-chunks.json` with the build: under `modules`, for the entry and for every module the router
 * loads lazily, the chunk files a first visit downloads (its chunk and every chunk it imports statically; the
 * JavaScript budget test reads these); under `paths`, for every path of `src/app/screen-modules.ts`, whether
 * its screen shows the loading view while it starts (the server then puts that view in the page).
 */
export function routeChunks(
  root: string,
  options: {
    router: string;
    /** Path pattern → the modules its screen is built from, parents first. */
    paths: Record<string, string[]>;
    /** The module whose screens show the loading view. */
    loadingView: string;
  },
): Plugin {
  const absolute = (path: string) => resolve(root, path);
  return {
    name: "initiative-planner:route-chunks",
    apply: "build",
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
      report.modules["index.html"] = [...downloads(entry.fileName)];
      const router = absolute(options.router);
      for (const id of this.getModuleIds()) {
        if (!this.getModuleInfo(id)?.dynamicImporters.includes(router)) continue;
        const home = chunks.find((chunk) => chunk.moduleIds.includes(id));
        if (!home) return this.error(`No chunk holds ${id}`);
        report.modules[relative(root, id)] = [...downloads(home.fileName)];
      }
      for (const [path, modules] of Object.entries(options.paths)) {
        for (const module of modules) {
          if (!report.modules[module])
            return this.error(`${path}: the router does not load ${module} lazily`);
        }
        report.paths[path] = { loadingView: modules.includes(options.loadingView) };
      }
      this.emitFile({ type: "asset", fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(report, null, 2) });
    },
  };
}
