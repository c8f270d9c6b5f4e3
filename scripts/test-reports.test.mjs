// The summary's failed tests are read from report shapes vitest and Playwright write.
import assert from "node:assert/strict";
import { test } from "node:test";
import { firstLine, playwrightFailures, vitestFailures } from "./test-reports.mjs";

test("a message's first line loses its colours and blank lines", () => {
  assert.equal(
    firstLine("\n\u001b[31mAssertionError\u001b[39m: expected 2 to be 3\n    at x.ts:3"),
    "AssertionError: expected 2 to be 3",
  );
  assert.equal(firstLine(undefined), "");
});

test("vitest: each failed test with its file, and a file that failed outside its tests", () => {
  const report = {
    numFailedTests: 1,
    testResults: [
      {
        name: "/repo/apps/api/test/event-loop.test.ts",
        status: "failed",
        message: "",
        assertionResults: [
          {
            fullName: "the event loop on pglite creating an idea",
            status: "failed",
            failureMessages: ["AssertionError: expected 512 to be less than 400\n at …"],
          },
          { fullName: "passes", status: "passed", failureMessages: [] },
        ],
      },
      {
        name: "/repo/apps/api/test/broken.test.ts",
        status: "failed",
        message: "Cannot find module './gone'\n at …",
        assertionResults: [],
      },
      {
        name: "/repo/apps/api/test/fine.test.ts",
        status: "passed",
        message: "",
        assertionResults: [{ fullName: "ok", status: "passed" }],
      },
    ],
  };
  assert.deepEqual(vitestFailures(report, "/repo"), [
    "apps/api/test/event-loop.test.ts › the event loop on pglite creating an idea: AssertionError: expected 512 to be less than 400",
    "apps/api/test/broken.test.ts: Cannot find module './gone'",
  ]);
  assert.deepEqual(vitestFailures(null, "/repo"), []);
});

test("Playwright: unexpected and flaky tests with their describe titles, file and line", () => {
  const spec = (title, line, status, message) => ({
    title,
    file: "tests/tasks.spec.ts",
    line,
    tests: [
      {
        status,
        results: [{ status: message ? "failed" : "passed", ...(message && { error: { message } }) }],
      },
    ],
  });
  const report = {
    suites: [
      {
        title: "tests/tasks.spec.ts",
        file: "tests/tasks.spec.ts",
        specs: [
          spec(
            "top level",
            5,
            "unexpected",
            "Timed out 5000ms waiting for expect(locator).toBeVisible()\n\nLocator: …",
          ),
        ],
        suites: [
          {
            title: "Tasks, timeline and export",
            file: "tests/tasks.spec.ts",
            specs: [
              spec("marks one done", 38, "flaky", "Error: expect(received).toBe(expected)"),
              spec("exports", 90, "expected"),
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(playwrightFailures(report), [
    "tests/tasks.spec.ts:5 › top level (unexpected): Timed out 5000ms waiting for expect(locator).toBeVisible()",
    "tests/tasks.spec.ts:38 › Tasks, timeline and export › marks one done (flaky): Error: expect(received).toBe(expected)",
  ]);
  assert.deepEqual(playwrightFailures(null), []);
});
