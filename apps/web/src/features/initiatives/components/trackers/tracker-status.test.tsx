import { routes } from "@initiative-planner/contract/routes";
import type { TrackerPush, TrackerPushPreview } from "@initiative-planner/contract/tracker-push";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, handle } from "@/test/api-handlers";
import { EventStream } from "@/test/api-streams";
import { renderApp } from "@/test/render";
import { signIn } from "@/test/session";
import { makeTrackerConnection } from "../../test/fixtures";
import { InitiativeTrackers } from "./initiative-trackers";

const ID = "11111111-1111-4111-8111-111111111111";
const T1 = "22222222-2222-4222-8222-222222222222";
const T2 = "33333333-3333-4333-8333-333333333333";
const github = makeTrackerConnection({ last_sync_at: "2026-11-25T10:00:00.000Z" });
const preview: TrackerPushPreview = {
  kind: "github",
  target: "acme/plan",
  create: [
    { task_id: T1, title: "Find a venue", key: null },
    { task_id: T2, title: "Recruit volunteers", key: null },
  ],
  update: [],
  close: [],
  unchanged: 0,
  link: [
    { task_id: T2, depends_on_id: T1, task_title: "Recruit volunteers", depends_on_title: "Find a venue" },
  ],
  unlink: [],
};
const push = (over: Partial<TrackerPush>): TrackerPush => ({
  id: "44444444-4444-4444-8444-444444444444",
  kind: "github",
  status: "running",
  requested_by: "u1",
  total: 3,
  done: 1,
  created: 1,
  updated: 0,
  unchanged: 0,
  closed: 0,
  linked: 0,
  unlinked: 0,
  requests: 2,
  error: null,
  created_at: "2026-11-25T10:00:00.000Z",
  updated_at: "2026-11-25T10:00:01.000Z",
  finished_at: null,
  ...over,
});

beforeEach(() => {
  signIn();
});

const renderTrackers = (role: "owner" | "editor" | "viewer") =>
  renderApp("/", {
    routes: [
      {
        path: "/",
        element: (
          <InitiativeTrackers initiativeId={ID} isOwner={role === "owner"} canEdit={role !== "viewer"} />
        ),
      },
    ],
  });

describe("trackers: push, sync and webhook", () => {
  it("shows a viewer when it last synced, without Push, Sync now or the webhook", async () => {
    handle(routes.listTrackers, () => ({ trackers: [github] }));
    renderTrackers("viewer");
    expect(await screen.findByText(/Last sync: .*2026/)).toBeInTheDocument();
    expect(screen.getByText("Last push: never")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sync GitHub now" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Push to GitHub" })).toBeNull();
    expect(screen.queryByRole("button", { name: "GitHub webhook" })).toBeNull();
  });

  it("lets an editor sync now and says what changed, or why it failed", async () => {
    handle(routes.listTrackers, () => ({ trackers: [github] }));
    let fail = false;
    const sync = handle(routes.syncTracker, () =>
      fail
        ? apiError(502, "GitHub did not answer the sync (HTTP 401).", "bad_gateway")
        : {
            kind: "github" as const,
            checked: 3,
            done: 2,
            reopened: 1,
            missing: 0,
            synced_at: "2026-11-25T11:00:00.000Z",
          },
    );
    const user = userEvent.setup();
    renderTrackers("editor");
    expect(screen.queryByRole("button", { name: "GitHub webhook" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Sync GitHub now" }));
    expect(
      await screen.findByText("GitHub synced (3 linked issues): 2 marked done, 1 reopened."),
    ).toBeInTheDocument();
    expect(sync.calls()).toHaveLength(1);
    fail = true;
    await user.click(screen.getByRole("button", { name: "Sync GitHub now" }));
    expect(await screen.findByText("GitHub did not answer the sync (HTTP 401).")).toBeInTheDocument();
  }, 30_000);

  it("shows the owner the webhook address and secret, and replaces the secret with Linear's own", async () => {
    handle(routes.listTrackers, () => ({
      trackers: [{ ...github, kind: "linear" as const, target: "ENG" }],
    }));
    handle(routes.getTrackerWebhook, () => ({
      kind: "linear" as const,
      url: `https://plans.example.com/portal/trackers/linear/webhook?initiative=${ID}`,
      secret: "a".repeat(64),
      signature: "Linear-Signature: HMAC-SHA256 of the body",
    }));
    const set = handle(routes.setTrackerWebhook, ({ body }) => ({
      kind: "linear" as const,
      url: `https://plans.example.com/portal/trackers/linear/webhook?initiative=${ID}`,
      secret: (body as { secret?: string }).secret ?? "b".repeat(64),
      signature: "Linear-Signature: HMAC-SHA256 of the body",
    }));
    const user = userEvent.setup();
    renderTrackers("owner");
    await user.click(await screen.findByRole("button", { name: "Linear webhook" }));
    expect(await screen.findByLabelText("Webhook URL")).toHaveValue(
      `https://plans.example.com/portal/trackers/linear/webhook?initiative=${ID}`,
    );
    expect(screen.getByLabelText("Secret")).toHaveValue("a".repeat(64));
    await user.type(screen.getByLabelText(/Replace the secret/), "lin_wh_0123456789abcdef");
    await user.click(screen.getByRole("button", { name: "Replace secret" }));
    await waitFor(() => expect(screen.getByLabelText("Secret")).toHaveValue("lin_wh_0123456789abcdef"));
    expect(set.calls()[0]?.body).toEqual({ secret: "lin_wh_0123456789abcdef" });
  }, 30_000);

  it("groups the issues under one parent when asked: the preview says so and the push carries the option", async () => {
    const events = new EventStream();
    handle(routes.initiativeEvents, () => events.response);
    handle(routes.listTrackers, () => ({ trackers: [github] }));
    const previews = handle(routes.previewTrackerPush, ({ body }) =>
      (body as { parent?: boolean } | null)?.parent
        ? { ...preview, parent: { title: "Community tool library", key: null, attach: 2 } }
        : preview,
    );
    handle(routes.getTrackerPush, () => ({ push: null }));
    const start = handle(routes.pushTracker, () => ({ push: push({ status: "queued", done: 0 }) }));
    const user = userEvent.setup();
    renderTrackers("editor");
    await user.click(await screen.findByRole("button", { name: "Push to GitHub" }));
    await screen.findByTestId("push-preview");
    expect(screen.queryByTestId("push-preview-parent")).toBeNull();
    const box = screen.getByRole("checkbox", { name: "Group under one parent issue" });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/with every task's issue as its sub-issue/);
    await user.click(box);
    expect(await screen.findByTestId("push-preview-parent")).toHaveTextContent(
      'A parent "Community tool library" to create, with 2 issues under it.',
    );
    expect(previews.calls().at(-1)?.body).toEqual({ parent: true });
    await user.click(screen.getByRole("button", { name: "Push to GitHub" }));
    await waitFor(() => expect(start.calls()).toHaveLength(1));
    expect(start.calls()[0]?.body).toEqual({ parent: true });
  }, 30_000);

  it("previews a push, starts it and follows its progress live to the end", async () => {
    const events = new EventStream();
    const live = handle(routes.initiativeEvents, () => events.response);
    handle(routes.listTrackers, () => ({ trackers: [github] }));
    handle(routes.previewTrackerPush, () => preview);
    let state: TrackerPush | null = null;
    handle(routes.getTrackerPush, () => ({ push: state }));
    const start = handle(routes.pushTracker, () => {
      state = push({ status: "queued", done: 0 });
      return { push: state };
    });
    const user = userEvent.setup();
    renderTrackers("editor");
    await user.click(await screen.findByRole("button", { name: "Push to GitHub" }));
    expect(await screen.findByTestId("push-preview")).toHaveTextContent(
      "2 issues to create, 0 to update, 0 to close, 1 dependency to link, 0 unchanged.",
    );
    await user.click(screen.getByText("Link (1)"));
    expect(screen.getByText("Find a venue blocks Recruit volunteers")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Push to GitHub" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Waiting to start");
    expect(start.calls()).toHaveLength(1);
    await waitFor(() => expect(live.calls().length).toBeGreaterThan(0));
    state = push({ done: 1 });
    act(() =>
      events.send({
        id: 1,
        type: "tracker_push_changed",
        data: { kind: "github", push_id: state!.id, status: "running", done: 1, total: 3 },
      }),
    );
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Pushing: 1 of 3 steps."));
    expect(screen.getByRole("progressbar", { name: "Push progress" })).toHaveAttribute("aria-valuenow", "33");
    state = push({ status: "done", done: 3, created: 2, linked: 1, finished_at: "2026-11-25T10:00:05.000Z" });
    act(() =>
      events.send({
        id: 2,
        type: "tracker_push_changed",
        data: { kind: "github", push_id: state!.id, status: "done", done: 3, total: 3 },
      }),
    );
    expect(
      await screen.findByText("Pushed: 2 created, 0 updated, 1 dependency linked, 0 unchanged."),
    ).toBeInTheDocument();
  }, 30_000);
});
