import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_TEST_FILES } from "../../isolated-test-files";

// The web test files share their worker's modules unless listed in ISOLATED_TEST_FILES (decision 178).
// A file that mocks a module or stubs a global would change what the next file in that worker sees.
const root = join(import.meta.dirname, "../..");
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|resetModules|stubGlobal)\(|\bmatchMedia\b/;

describe("web test isolation", () => {
  it("isolates every test file that mocks a module or stubs a global", () => {
    const needing = testFiles(join(root, "src")).filter(
      (file) =>
        file !== "src/test/isolated-files.test.ts" &&
        NEEDS_ISOLATION.test(readFileSync(join(root, file), "utf8")),
    );
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((file) => !ISOLATED_TEST_FILES.includes(file))).toEqual([]);
  });

  it("lists only test files that exist", () => {
    const all = new Set(testFiles(join(root, "src")));
    expect(ISOLATED_TEST_FILES.filter((file) => !all.has(file))).toEqual([]);
  });
});
