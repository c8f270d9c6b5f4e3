import { routes } from "@initiative-planner/contract/routes";
import { expect, test } from "@playwright/test";
import { type FakeGithub, startFakeGithub } from "../../apps/api/test/trackers/fake-github";
import { collectConsoleErrors } from "../support/console";
import { apiCall, captureAuthToken, createInitiative } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const TOKEN = "ghp_e2e-secret-6120";

test.describe("Trackers", () => {
  let github: FakeGithub;
  test.beforeAll(async () => {
    github = await startFakeGithub({
      tokens: { [TOKEN]: { login: "octo-e2e", repos: { "acme/plan": { push: true } } } },
    });
  });
  test.afterAll(async () => github?.close());

  test("the owner connects GitHub (a local fake), sees a refusal in words, then the connection", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("trackers") });
    const id = await createInitiative(
      page,
      "A loyalty programme for neighbourhood bakeries with stamp cards.",
    );
    const trackers = page.getByRole("region", { name: "Trackers" });
    await expect(trackers.getByText("none connected")).toBeVisible();

    await trackers.getByRole("button", { name: "Connect tracker" }).click();
    await page.getByRole("menuitem", { name: "GitHub" }).click();
    const dialog = page.getByRole("dialog", { name: "Connect GitHub" });
    await dialog.getByLabel("Repository").fill("acme/missing");
    await dialog.getByLabel("Token").fill(TOKEN);
    await dialog.getByLabel("API address (GitHub Enterprise Server only)").fill(github.url);
    await dialog.getByRole("button", { name: "Connect" }).click();
    await expect(dialog.getByRole("alert")).toContainText("GitHub has no repository acme/missing");

    await dialog.getByLabel("Repository").fill("acme/plan");
    await dialog.getByRole("button", { name: "Connect" }).click();
    await expect(dialog).toBeHidden();
    await expect(trackers.getByRole("button", { name: "GitHub acme/plan (as octo-e2e)" })).toBeVisible();
    const list = await apiCall(page.request, token(), routes.listTrackers, { params: { id } });
    expect(list.trackers).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(TOKEN);

    await trackers.getByRole("button", { name: "Disconnect GitHub" }).click();
    await expect(trackers.getByText("none connected")).toBeVisible();
    // The refused connection test is a 400 the dialog shows; nothing else may log an error.
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
  });

  test("the owner previews and pushes the plan to GitHub, sees the links, and a closed issue comes back as done", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("trackers-push") });
    const id = await createInitiative(
      page,
      "A tool library where neighbours lend drills, ladders and tents.",
    );
    const { workstreams } = await apiCall(page.request, token(), routes.listWorkstreams, { params: { id } });
    const wsId = workstreams[0]!.id;
    const venue = await apiCall(page.request, token(), routes.createTask, {
      params: { id },
      body: {
        workstream_id: wsId,
        title: "Rent a shed for the tools",
        owner_role: "Organiser",
        estimate_days: 2,
      },
    });
    await apiCall(page.request, token(), routes.createTask, {
      params: { id },
      body: {
        workstream_id: wsId,
        title: "Catalogue the donated tools",
        owner_role: "Volunteer",
        estimate_days: 3,
        depends_on: [venue.id],
      },
    });
    await apiCall(page.request, token(), routes.putTracker, {
      params: { id, kind: "github" },
      body: { api_url: github.url, token: TOKEN, repository: "acme/plan" },
    });
    await page.reload();
    const trackers = page.getByRole("region", { name: "Trackers" });
    await expect(trackers.getByText("Last push: never")).toBeVisible();

    // Preview, then push with its progress.
    await trackers.getByRole("button", { name: "Push to GitHub" }).click();
    const dialog = page.getByRole("dialog", { name: "Push to GitHub" });
    await expect(dialog.getByTestId("push-preview")).toContainText(
      "2 issues to create, 0 to update, 0 to close, 1 dependency to link",
    );
    // One parent issue for the initiative, the tasks' issues its sub-issues.
    await dialog.getByRole("checkbox", { name: "Group under one parent issue" }).check();
    await expect(dialog.getByTestId("push-preview-parent")).toContainText(
      "to create, with 2 issues under it.",
    );
    await dialog.getByRole("button", { name: "Push to GitHub" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      "Pushed: 2 created, 0 updated, 1 dependency linked, 0 unchanged.",
      { timeout: 60_000 },
    );
    await dialog.getByRole("button", { name: "Close" }).first().click();
    const all = github.repo("acme/plan").issues;
    const parent = all.find((i) => i.body.includes("Open this initiative in Initiative Planner"))!;
    const issues = all.filter((i) => i !== parent);
    expect(issues.map((i) => i.title).sort()).toEqual([
      "Catalogue the donated tools",
      "Rent a shed for the tools",
    ]);
    expect(issues.every((i) => i.parent_id === parent.id)).toBe(true);
    const shed = issues.find((i) => i.title === "Rent a shed for the tools")!;

    // The task table links each task to its issue.
    await page.getByRole("button", { name: "Task breakdown" }).click();
    const link = page.getByRole("link", { name: `GitHub #${shed.number}, open (opens GitHub)` });
    await expect(link).toBeVisible({ timeout: 20_000 });
    expect(await link.getAttribute("href")).toContain(`/issues/${shed.number}`);

    // Someone closes the issue in GitHub; Sync now brings it back as done.
    const closed = await fetch(`${github.url}/repos/acme/plan/issues/${shed.number}`, {
      method: "PATCH",
      headers: { authorization: `token ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ state: "closed", state_reason: "completed" }),
    });
    expect(closed.status).toBe(200);
    await trackers.getByRole("button", { name: "Sync GitHub now" }).click();
    await expect(page.getByText("GitHub synced (2 linked issues): 1 marked done.")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Status of Rent a shed for the tools" })).toHaveValue(
      "done",
    );
    await expect(
      page.getByRole("link", { name: `GitHub #${shed.number}, done (opens GitHub)` }),
    ).toBeVisible();
    // The timeline shows the link next to the task's title, and its bar's name says the key.
    await page.getByRole("button", { name: "Timeline" }).click();
    const chart = page.getByTestId("gantt");
    await expect(
      chart.getByRole("link", { name: `GitHub #${shed.number}, done (opens GitHub)` }),
    ).toBeVisible();
    await expect(
      chart.getByRole("button", {
        name: new RegExp(`^Rent a shed for the tools: .*, GitHub #${shed.number}$`),
      }),
    ).toBeVisible();
    const tasks = await apiCall(page.request, token(), routes.listTasks, { params: { id } });
    expect(tasks.tasks.find((t) => t.id === venue.id)?.status).toBe("done");
    expect(errors).toEqual([]);
  });
});
