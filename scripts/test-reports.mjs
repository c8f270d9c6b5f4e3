// The failed tests of vitest's and Playwright's JSON reports, one line each, for the end of `npm test`.
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

/** A failure message's first line without terminal colours, at most 300 characters. */
export const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ""))
    .split("\n")
    .find((line) => line.trim() !== "")
    ?.trim()
    .slice(0, 300) ?? "";

/** "file › test: message" per failed test of a vitest JSON report (null when none was written). */
export const vitestFailures = (report, root) =>
  (report?.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that failed outside its tests (an import, a hook) has a message and no failed test.
    if (failed.length === 0 && file.status === "failed") return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });

/** "file:line › titles (status): message" per unexpected or flaky test of a Playwright JSON report. */
export const playwrightFailures = (report) => failedSpecs(report?.suites ?? [], []);

function failedSpecs(suites, titles) {
  return suites.flatMap((suite) => {
    // A file's suite is titled with its file name, which the line already shows.
    const within = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? [])
          .filter((test) => test.status === "unexpected" || test.status === "flaky")
          .map((test) => {
            const error = test.results?.find((result) => result.error)?.error?.message;
            const title = [...within, spec.title].filter(Boolean).join(" › ");
            return `${spec.file}:${spec.line} › ${title} (${test.status}): ${firstLine(error)}`;
          }),
      ),
      ...failedSpecs(suite.suites ?? [], within),
    ];
  });
}
