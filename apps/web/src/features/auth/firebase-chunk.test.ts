// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";
import { build } from "vite";
import { describe, expect, it } from "vitest";

/**
 * Dev-mode pages must not download the Firebase SDK: it is a separate chunk that nothing loads
 * statically, only the Firebase identity provider's dynamic import(). Checked on the source and on a
 * real production build made in memory (no dist/ needed, nothing written).
 */

const webRoot = fileURLToPath(new URL("../../..", import.meta.url));
const srcRoot = join(webRoot, "src");
const isFirebaseModule = (id: string) => /[\\/]node_modules[\\/](firebase|@firebase)[\\/]/.test(id);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("Firebase stays out of the initial download", () => {
  it("is imported by the app only through import() in the Firebase identity provider", () => {
    const staticImports: string[] = [];
    const dynamicImports: string[] = [];
    for (const file of sourceFiles(srcRoot)) {
      const text = readFileSync(file, "utf8");
      const name = relative(srcRoot, file);
      // `import type … from "firebase/…"` is erased at build time; value imports and re-exports are not.
      for (const match of text.matchAll(
        /^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s*["'](firebase[^"']*)["']|^\s*import\s*["'](firebase[^"']*)["']/gm,
      ))
        staticImports.push(`${name}: ${match[1] ?? match[2]}`);
      for (const match of text.matchAll(/(?<!typeof\s+)import\s*\(\s*["'](firebase[^"']*)["']\s*\)/g))
        dynamicImports.push(`${name}: ${match[1]}`);
    }
    expect(staticImports).toEqual([]);
    const provider = join("features", "auth", "lib", "firebase-identity-provider.ts");
    expect(dynamicImports.sort()).toEqual([`${provider}: firebase/app`, `${provider}: firebase/auth`]);
  });

  it("is its own chunk, not preloaded by index.html nor statically imported by the entry or /login", async () => {
    const result = await build({ root: webRoot, logLevel: "silent", build: { write: false } });
    const output = (Array.isArray(result) ? result[0] : (result as Rolldown.RolldownOutput))?.output ?? [];
    const chunks: Rolldown.OutputChunk[] = output.flatMap((item) => (item.type === "chunk" ? [item] : []));
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

    const firebaseChunks = chunks.filter((chunk) => chunk.moduleIds.some(isFirebaseModule));
    expect(firebaseChunks.length).toBeGreaterThan(0);
    for (const chunk of firebaseChunks) {
      // Only the SDK and its dependencies (idb…): none of our code, which the first page load needs.
      expect(chunk.isEntry).toBe(false);
      expect(chunk.moduleIds.filter((id) => id.startsWith(srcRoot))).toEqual([]);
    }
    const firebaseNames = new Set(firebaseChunks.map((chunk) => chunk.fileName));

    /** Every chunk the browser fetches before running `from`: its static imports, transitively. */
    const staticClosure = (from: Rolldown.OutputChunk) => {
      const seen = new Set<string>([from.fileName]);
      const queue = [...from.imports];
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(...(byName.get(next)?.imports ?? []));
      }
      return [...seen];
    };

    // The page's entry, and the early entry of signed-in pages (decision 056).
    const entries = chunks.filter((chunk) => chunk.isEntry);
    const entry = entries.find((chunk) => chunk.facadeModuleId?.endsWith("index.html"));
    expect(entries).toHaveLength(2);
    const login = chunks.find((chunk) =>
      chunk.moduleIds.some((id) => id.endsWith("/features/auth/routes/login-route.tsx")),
    );
    expect(entry).toBeDefined();
    expect(login).toBeDefined();
    for (const start of entries)
      expect(staticClosure(start).filter((name) => firebaseNames.has(name))).toEqual([]);
    expect(staticClosure(login!).filter((name) => firebaseNames.has(name))).toEqual([]);

    // The Firebase provider (in the initial download) reaches the SDK only via import().
    const providerChunk = chunks.find((chunk) =>
      chunk.moduleIds.some((id) => id.endsWith("/features/auth/lib/firebase-identity-provider.ts")),
    );
    expect(providerChunk?.dynamicImports.filter((name) => firebaseNames.has(name)).length).toBeGreaterThan(0);

    const html = output.find((item) => item.fileName === "index.html");
    expect(html?.type).toBe("asset");
    const htmlText = String((html as Rolldown.OutputAsset).source);
    const referenced = [...htmlText.matchAll(/(?:href|src)="\/([^"]+\.js)"/g)].map((match) => match[1]);
    expect(referenced).toContain(entry!.fileName);
    expect(referenced.filter((name) => name && firebaseNames.has(name))).toEqual([]);
  }, 60_000);
});
