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
  },
});
