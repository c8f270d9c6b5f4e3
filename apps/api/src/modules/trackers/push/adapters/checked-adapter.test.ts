import { describe, expect, it } from "vitest";
import type { IssueDraft } from "../draft";
import { trackerAdapter } from "./index";
import { useLocalServer } from "./local-server-support";
import { TrackerPushError } from "./types";

/** A GitHub (or a proxy before it) that answers every issue creation with `answer`. */
let answer: unknown = {};
const fake = useLocalServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(201, { "content-type": "application/json" });
    res.end(JSON.stringify(answer));
  });
});

const draft: IssueDraft = {
  taskId: "11111111-1111-4111-8111-111111111111",
  title: "Plan the pilot",
  description: "",
  context: "",
  link: "https://plans.example.com/initiatives/1",
  label: "Operations",
  labelSlug: "operations",
  estimateDays: 1,
  dueDate: null,
  assigneeEmail: null,
  status: "todo",
};

const github = () =>
  trackerAdapter(
    { kind: "github", settings: { apiUrl: fake.url(), owner: "acme", repo: "plans" } },
    "token",
    {
      signal: new AbortController().signal,
      writeIntervalMs: 0,
      maxWaitMs: 1_000,
    },
  );

describe("a tracker's answer to a push", () => {
  it("is recorded when it names an issue", async () => {
    answer = { id: 42, number: 7, html_url: "https://github.com/acme/plans/issues/7", state: "open" };
    await expect(github().create(draft)).resolves.toEqual({
      externalId: "42",
      key: "#7",
      url: "https://github.com/acme/plans/issues/7",
      state: "open",
    });
  });

  it.each([
    ["an id that is no number", { id: "not-a-number", number: 7, html_url: "https://x.example/7" }, "id"],
    ["no number", { id: 42, number: null, html_url: "https://x.example/7" }, "key"],
    ["an address that is no URL", { id: 42, number: 7, html_url: 5 }, "address"],
    ["an address that is no web address", { id: 42, number: 7, html_url: "javascript:alert(1)" }, "address"],
  ])("fails the push in words when it has %s", async (_name, reply, field) => {
    answer = { state: "open", ...reply };
    const created = github().create(draft);
    await expect(created).rejects.toBeInstanceOf(TrackerPushError);
    await expect(created).rejects.toThrow(`GitHub answered with an issue this app cannot read (its ${field}`);
  });
});
