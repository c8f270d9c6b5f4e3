/**
 * Test files that must have a module registry of their own (decision 178): they mock modules
 * (`vi.mock`), stub globals, or measure what a module does on its first import. They run in the
 * `web-isolated` project (vitest.isolated.config.ts); every other file shares its worker's modules and
 * jsdom, which halves the web tests' time (setup and imports happen once per worker, not per file).
 */
export const ISOLATED_TEST_FILES = [
  "src/app/routes/initiative-detail-route.test.tsx",
  "src/components/markdown/lazy-markdown.test.tsx",
  "src/components/markdown/streaming-markdown-memo.test.tsx",
  "src/components/ui/tooltip.test.tsx",
  "src/features/auth/firebase-lazy-loading.test.tsx",
  "src/features/auth/lib/firebase-identity-provider.test.ts",
  "src/features/auth/routes/login-route-firebase.test.tsx",
  "src/features/auth/routes/login-route.test.tsx",
  "src/features/collaborators/components/share-dialog.test.tsx",
  "src/features/planning/components/task-table.test.tsx",
  "src/features/settings/routes/settings-route.test.tsx",
  "src/lib/api-client.test.ts",
  "src/lib/early-gets.test.ts",
  "src/lib/load-contract.test.ts",
  "src/lib/when-idle.test.ts",
];
