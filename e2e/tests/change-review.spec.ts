import { routes } from "@initiative-planner/contract/routes";
import { expect, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { apiCall, captureAuthToken, createInitiative } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const IDEA = "A repair café in a village hall, where volunteers fix lamps, bikes and toasters once a month.";
// A paragraph and a list the offline "professional and concise" improvement treats differently: it
// tightens the paragraph and the list's second item and leaves the other items as they are.
const LIST = [
  "- The hall is booked on Saturdays.",
  "- We have a lot of volunteers who fix bikes.",
  "- Coffee and cake are free.",
].join("\n");
const WRITTEN = ["# Rollout", "We will open in spring in order to learn from the first visitors.", LIST].join(
  "\n\n",
);

test.describe("reviewing each AI change", () => {
  test.setTimeout(150_000);

  test("revert one changed passage of an improvement; regenerating a person's text asks first", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("review"), name: "Rita Reviewer" });
    const id = await createInitiative(page, IDEA);
    const [workstream] = (await apiCall(page.request, token(), routes.listWorkstreams, { params: { id } }))
      .workstreams;
    const wsId = workstream!.id;
    const [first] = await apiCall(page.request, token(), routes.listSubsections, { params: { id, wsId } });
    const params = { id, wsId, subId: first!.uid };
    // The person's own text, saved as theirs.
    await apiCall(page.request, token(), routes.saveSubsection, {
      params,
      body: { content: WRITTEN, base_version: first!.plan.version },
    });
    await page.reload();
    const plan = page.getByTestId("plan-content");
    await expect(plan).toContainText("in order to learn");

    await page.getByRole("button", { name: "Improve", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Improve with AI" });
    await dialog.getByRole("button", { name: "Make this more professional and concise" }).click();
    await dialog.getByRole("button", { name: "Improve", exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // The saved improvement, rendered against the text before it: two changed passages, the heading as a heading.
    const review = page.getByRole("region", { name: "Review the AI change" });
    await expect(review.getByRole("status")).toContainText("2 changed passages", { timeout: 30_000 });
    await expect(review.getByRole("heading", { name: "Rollout" })).toBeVisible();
    const change1 = review.getByRole("group", { name: "Change 1 of 2" });
    await expect(change1.getByTestId("passage-before")).toContainText("in order to learn");
    await expect(change1.getByTestId("passage-after")).toContainText("We will open in spring to learn");
    // The list's changed item is a passage of its own, without the items around it (decision 219).
    const change2 = review.getByRole("group", { name: "Change 2 of 2" });
    await expect(change2.getByTestId("passage-before").getByRole("listitem")).toHaveText(
      "We have a lot of volunteers who fix bikes.",
    );
    await expect(change2.getByTestId("passage-after")).toContainText("many volunteers");
    await expect(change2).not.toContainText("The hall is booked");
    await page.screenshot({ path: "test-results/change-review.png" });

    // Revert the first passage only: a new version of the person's, with the second passage kept.
    await change1.getByRole("button", { name: "Revert" }).click();
    await expect(page.getByText("Passage reverted")).toBeVisible();
    await expect(review.getByRole("status")).toContainText("1 changed passage");
    const saved = async () =>
      (await apiCall(page.request, token(), routes.listSubsections, { params: { id, wsId } })).find(
        (sub) => sub.uid === first!.uid,
      )!.plan;
    await expect.poll(async () => (await saved()).content).toContain("in order to learn");
    const reverted = await saved();
    // The kept item is written back in its list, which stays a list of one line per item.
    expect(reverted.content).toContain(LIST.replace("a lot of", "many"));
    expect(reverted.content).not.toContain("a lot of volunteers");
    const [latest, improvement] = await apiCall(page.request, token(), routes.listVersions, { params });
    expect(latest).toMatchObject({ version: reverted.version, source: "save" });
    expect(latest!.created_by.name).toBe("Rita Reviewer");
    expect(improvement).toMatchObject({ version: reverted.version - 1, source: "improve" });

    await review.getByRole("button", { name: "Keep", exact: true }).click();
    await expect(review).toBeHidden();
    await expect(plan).toContainText("We will open in spring in order to learn");
    await expect(plan).toContainText("many volunteers");

    // The current text is a person's (the revert): regenerating asks first, and Cancel changes nothing.
    await page.getByRole("button", { name: "Regenerate" }).click();
    const ask = page.getByRole("dialog", { name: "Replace the text a person wrote?" });
    await expect(ask).toContainText("Rita Reviewer wrote or edited this plan's current text");
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toBeHidden();
    expect((await saved()).version).toBe(reverted.version);

    await page.getByRole("button", { name: "Regenerate" }).click();
    await ask.getByRole("button", { name: "Regenerate" }).click();
    // The regenerated plan is reviewed against the person's text, which stays in the history.
    await expect(review.getByRole("status")).toContainText("The AI regenerated this plan", {
      timeout: 30_000,
    });
    const history = await apiCall(page.request, token(), routes.listVersions, { params });
    expect(history[0]).toMatchObject({ version: reverted.version + 1, source: "generate" });
    expect(history[1]).toMatchObject({ version: reverted.version, source: "save" });
    await review.getByRole("button", { name: "Revert all" }).click();
    await expect(review).toBeHidden();
    await expect.poll(async () => (await saved()).content).toBe(reverted.content);
    expect(errors).toEqual([]);
  });
});
