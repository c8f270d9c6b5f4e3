import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build } from "vite";

/**
 * A production build of one benchmark page (an index.html + main.tsx folder) into `outDir`, with the web
 * app's `@/` imports and its Tailwind styles, so that a page can mount the app's components as they ship.
 */
export async function buildBenchPage(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: false,
    mode: "production",
    logLevel: "warn",
    base: "./",
    plugins: [react(), tailwindcss()],
    resolve: { alias: { "@": fileURLToPath(new URL("../../apps/web/src", import.meta.url)) } },
    build: { outDir, emptyOutDir: true },
  });
}
