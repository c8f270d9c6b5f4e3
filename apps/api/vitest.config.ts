import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: [],
    // Migrates one PGlite cluster and one PostgreSQL database per run; test databases are copies.
    globalSetup: ["./test/template-databases.ts"],
    // Test files share each worker's module registry (decision 178): importing the app once per worker
    // instead of once per file took the project's summed import time from 225 s to 20 s. Every file
    // starts its own servers and databases, and none mocks a module.
    isolate: false,
  },
});
