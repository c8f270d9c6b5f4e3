import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/contract", "apps/api", "apps/web"],
    // Vitest's default leaves a core idle (cores − 1: one worker on a 2-core machine). The API tests
    // wait on PostgreSQL and HTTP much of the time, so every core gets a worker (docs/decisions/145).
    maxWorkers: availableParallelism(),
  },
});
