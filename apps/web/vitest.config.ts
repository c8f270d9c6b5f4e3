import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { screensModule } from "./route-table-plugin.ts";

export default defineProject({
  plugins: [react(), screensModule()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // Finds wait up to 5 s (src/test/setup.ts), so a test gets room for a few of them (decision 178).
    testTimeout: 15_000,
  },
});
