import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import { setupServer } from "msw/node";

/** The runtime settings of a dev-mode staging server. */
export const devRuntimeConfig: RuntimeConfig = {
  environment: "staging",
  auth_mode: "dev",
  firebase: null,
  debug_tools: true,
  ai: { provider: "offline", model: "offline-planner", offline: true },
  version: "test",
  api_base: "/portal",
};

/**
 * The API of every web test (decision 042): Mock Service Worker answers the SPA's real `fetch` calls.
 * Each test declares the routes it serves with `handle(routes.x, …)` (api-handlers.ts); a request no
 * handler answers fails the test. Only the runtime settings have a standing answer (`serveStandingAnswers`):
 * every test runs against a dev-mode staging server unless it serves `routes.config` itself.
 */
export const server = setupServer();

/** One request the API answered: the route's name, what was sent and with which token. */
export interface RecordedCall {
  name: string;
  method: string;
  url: URL;
  params: Record<string, string>;
  body: unknown;
  /** The multipart field `file` of an upload. */
  file: File | null;
  /** `x-user-authorization-token`, the ID token the client sent. */
  token: string | null;
  /** Follows the client's AbortSignal: aborted when the caller gave up on the request. */
  signal: AbortSignal;
}

const recorded: RecordedCall[] = [];
const unhandled: string[] = [];
let running = false;

/** Between tests nobody is listening: a late request of a finished test fails without failing the next. */
export function testRunning(value: boolean): void {
  running = value;
}

export function record(call: RecordedCall): void {
  recorded.push(call);
}

/** Every request the API answered in this test, in order. */
export const apiCalls = (): readonly RecordedCall[] => recorded;

/**
 * Takes the requests no handler answered since the last look, so a test that expects one can say so.
 * After each test the kit throws when any remain (see `checkUnhandledRequests`).
 */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

/** Fails the current test when it sent a request nobody declared (`onUnhandledRequest: 'error'`, made loud). */
export function checkUnhandledRequests(): void {
  const missed = takeUnhandledRequests();
  if (missed.length) {
    throw new Error(
      `The test called routes it does not serve (add a handle(routes.…) for each):\n${missed.join("\n")}`,
    );
  }
}

/** Starts the server for a test file; the request fails as MSW's 'error' strategy does, and is remembered. */
export function listen(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (running) unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
}

/** Between tests: the test's own handlers and records go; the standing ones stay. */
export function resetApi(): void {
  server.resetHandlers();
  recorded.length = 0;
}
