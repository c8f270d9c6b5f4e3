import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { ISOLATED_TEST_FILES } from "./isolated-test-files.ts";
import { screensModule } from "./route-table-plugin.ts";

/** The web tests in jsdom: every file but the isolated ones, or (isolated) just those. */
export const webProject = (isolated: boolean) =>
  defineProject({
    plugins: [react(), screensModule()],
    resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
    test: {
      name: isolated ? "web-isolated" : "web",
      environment: "jsdom",
      setupFiles: ["./src/test/setup.ts"],
      include: isolated ? ISOLATED_TEST_FILES : ["src/**/*.test.{ts,tsx}"],
      exclude: isolated ? [] : ISOLATED_TEST_FILES,
      isolate: isolated,
    },
  });

export default webProject(false);
