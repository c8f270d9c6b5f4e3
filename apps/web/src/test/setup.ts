import "@testing-library/jest-dom/vitest";
import { Blob, File } from "node:buffer";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { serveStandingAnswers } from "./api-handlers";
import { checkUnhandledRequests, listen, resetApi, server, testRunning } from "./api-server";

// jsdom's Blob, File and FormData are not Node's, and Node's fetch (which MSW intercepts) cannot read them:
// a multipart upload would arrive without its file. The tests use Node's, as a browser's fetch reads its own.
const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
Object.assign(globalThis, { Blob, File, FormData: nodeFormData });

// Captured before any test fakes the clock.
const realSetTimeout = globalThis.setTimeout;

beforeAll(listen);
beforeEach(() => {
  testRunning(true);
  serveStandingAnswers();
});
afterEach(async () => {
  // A toast on its way out is removed by sonner's own 200 ms timer, which unmounting does not clear: let it
  // run while the page exists, or it fires into a torn-down environment ("window is not defined").
  if (globalThis.document?.querySelector("[data-sonner-toast]"))
    await new Promise((resolve) => realSetTimeout(resolve, 250));
  cleanup();
  // An unmounted screen may still finish what it started (a session restoring itself): let it, while this
  // test's handlers answer, so its requests neither fail this test nor land in the next one.
  await new Promise((resolve) => realSetTimeout(resolve, 20));
  testRunning(false);
  // A signed-in session or a cached list must not carry over into the next test (node-environment files have none).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  try {
    checkUnhandledRequests();
  } finally {
    resetApi();
  }
});
afterAll(() => server.close());

// The app loads these schemas on demand (they are not part of /login's first download). Loading them up front
// keeps a test's waits about the app, not about transforming modules on first import.
await Promise.all([
  import("@initiative-planner/contract/runtime-config"),
  import("@initiative-planner/contract/dev-auth"),
  import("@initiative-planner/contract/user"),
  import("@/app/query-client"),
  import("@/components/ui/toaster"),
  import("sonner"),
]);

// A find waits for the app's lazy screens, whose modules are transformed on first import: on a loaded 2-core
// machine that alone passed testing-library's default 1 s (decision 178). Waits end as soon as the element is
// there, so only a failing find takes longer.
configure({ asyncUtilTimeout: 5_000 });
