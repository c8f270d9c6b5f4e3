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
});
