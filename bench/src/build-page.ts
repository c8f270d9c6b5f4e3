import react from "@vitejs/plugin-react";
import { build } from "vite";

/** A production build of one benchmark page (an index.html + main.tsx folder) into `outDir`. */
export async function buildBenchPage(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: false,
    mode: "production",
    logLevel: "warn",
    base: "./",
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}
