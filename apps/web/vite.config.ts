import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// By file, not by package name: Vite loads its config with Node, which would leave the workspace
// package (TypeScript source) external and fail to load it; a relative file is bundled into the config.
import { API_PREFIX, DEV_AUTH_PREFIX } from "../../packages/contract/src/route-path.ts";
import { routeChunks } from "./route-chunks.ts";
import { screensModule } from "./route-table-plugin.ts";

/**
 * zod's chunk: zod, the shim every schema imports, and a few of the contract's modules that import only each other
 * (and zod): built with zod's code (lib/zod-stage.ts), a task before the rest of the schemas; about half the schemas'
 * time, so that neither task is long on a phone (decision 183). One that imported a module of the contract's chunk
 * would make the two chunks import each other, which the build refuses.
 */
const ZOD_STAGE =
  /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/](zod-stage|zod-jitless)\.ts$|[\\/]packages[\\/]contract[\\/]src[\\/](runtime-config|user|usage|ai-settings|tokens|common)\.ts$/;
const apiTarget = "http://127.0.0.1:8080";
// The route table (src/app/route-table.ts) drives both: the screens' lazy imports, and what the build writes
// about each page for the server.
const chunks = routeChunks(fileURLToPath(new URL(".", import.meta.url)), { early: "src/early.ts" });

export default defineConfig({
  plugins: [react(), tailwindcss(), screensModule(), chunks.plugin],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // Zod runs jitless under our CSP: the shim configures it before any schema is built (lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      [API_PREFIX]: { target: apiTarget, changeOrigin: false },
      [DEV_AUTH_PREFIX]: { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Hashed names under dist/assets/ are what the server caches as immutable.
    assetsDir: "assets",
    rolldownOptions: {
      // The page, and the early entry the server names in a signed-in screen's page (decision 056).
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        early: fileURLToPath(new URL("./src/early.ts", import.meta.url)),
      },
      output: {
        // V8's explicit compile hint: compile every function of zod and of the contract while the file downloads,
        // off the main thread, rather than each on its first call while the contract builds its schemas. That
        // task took ~125 ms at 4× CPU, ~55 ms with the hint (decision 056).
        postBanner: (chunk) => (/^(zod|contract)$/.test(chunk.name) ? "//# allFunctionsCalledOnLoad" : ""),
        // Libraries change far less often than our code; separate chunks keep them cached across deploys.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: "zod", test: (id) => ZOD_STAGE.test(id) },
            ...chunks.groups,
          ],
        },
      },
    },
  },
});
