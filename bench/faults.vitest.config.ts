import { defineConfig } from "vitest/config";

// `npm run test:faults`: crash, restart and provider-failure tests against real server processes.
export default defineConfig({
  test: {
    name: "faults",
    include: ["bench/faults/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
