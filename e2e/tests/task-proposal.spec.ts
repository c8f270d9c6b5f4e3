import { routes } from "@initiative-planner/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { apiCall, captureAuthToken, createInitiative } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const IDEA = "A tool library for a housing co-op where neighbours book drills, ladders and sewing machines.";

const rows = (page: Page) => page.getByTestId("task-row");
const titleOf = (page: Page, index: number) => rows(page).nth(index).getByRole("textbox", { name: "Title" });

/** Retries a change until the row shows it saved: the table re-renders as the generation's refreshes land. */
async function settle(check: () => Promise<void>) {
  await expect(check).toPass({ timeout: 30_000 });
}

test.describe("the AI never destroys a person's work", () => {
  test.setTimeout(150_000);

  test("regenerating tasks after a manual edit proposes changes, and the edit is kept through Apply", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("proposal"), name: "Pia Planner" });
    const id = await createInitiative(page, IDEA);
    await page.getByRole("button", { name: "Task breakdown" }).click();
    await page.getByRole("button", { name: "Run Agent" }).first().click();
    await expect(page.getByText("Generating content...")).toBeHidden({ timeout: 30_000 });
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });

    // A person sets a status and renames a task.
    const aiTitle = await titleOf(page, 1).inputValue();
    const firstTitle = await titleOf(page, 0).inputValue();
    const status = page.getByRole("combobox", { name: `Status of ${firstTitle}` });
    await settle(async () => {
      await status.selectOption("in_progress");
      await expect(status).toHaveValue("in_progress", { timeout: 3_000 });
    });
    await settle(async () => {
      await titleOf(page, 1).fill("Buy the ladders from the hardware shop");
      await titleOf(page, 1).blur();
      await expect(
        page.getByRole("combobox", { name: "Status of Buy the ladders from the hardware shop" }),
      ).toBeVisible({
        timeout: 3_000,
      });
    });

    // Running the agent again does not replace them: it proposes.
    await page.getByRole("button", { name: "Run Agent" }).click();
    const dialog = page.getByRole("dialog", { name: "Review the agent's task breakdown" });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    // The agent's title for the renamed task is that task's old title: a change of title, kept as the
    // person wrote it unless they tick it, not a removal and a second task under the old title.
    const changed = dialog.getByRole("region", { name: "Changed tasks" });
    const titleChange = changed.getByRole("checkbox", { name: /Buy the ladders from the hardware shop/ });
    await expect(titleChange).not.toBeChecked();
    await expect(changed).toContainText("edited by a person");
    await expect(changed).toContainText(`title: Buy the ladders from the hardware shop → ${aiTitle}`);
    await expect(
      dialog
        .getByRole("region", { name: "Tasks to remove" })
        .getByText("Buy the ladders from the hardware shop"),
    ).toHaveCount(0);
    await expect(dialog.getByRole("region", { name: "New tasks" }).getByText(aiTitle)).toHaveCount(0);
    await page.screenshot({ path: "test-results/task-proposal.png" });
    // Nothing is written until Apply.
    const before = await apiCall(page.request, token(), routes.listTasks, { params: { id } });
    expect(before.tasks.some((t) => t.title === aiTitle)).toBe(false);

    await dialog.getByRole("button", { name: "Apply" }).click();
    // The agent's answer differs from the tasks only where the person edited them: nothing is ticked.
    await expect(page.getByText("Nothing applied: the tasks stay as they were")).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = (await apiCall(page.request, token(), routes.listTasks, { params: { id } })).tasks;
    expect(after.find((t) => t.title === firstTitle)?.status).toBe("in_progress");
    expect(after.some((t) => t.title === "Buy the ladders from the hardware shop")).toBe(true);
    expect(after.some((t) => t.title === aiTitle)).toBe(false);
    await expect(page.getByRole("combobox", { name: `Status of ${firstTitle}` })).toHaveValue("in_progress");
    await page.screenshot({ path: "test-results/task-proposal-applied.png" });
    // The screen knew the tasks were edited and asked for a proposal: no refused stream (409) in the console.
    expect(errors).toEqual([]);

    // A deleted task comes back with Undo, and the history names who did what.
    await page.getByRole("button", { name: "Delete Buy the ladders from the hardware shop" }).click();
    await expect(
      page.getByRole("combobox", { name: "Status of Buy the ladders from the hardware shop" }),
    ).toBeHidden();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Brought back “Buy the ladders from the hardware shop”")).toBeVisible();
    await expect(
      page.getByRole("combobox", { name: "Status of Buy the ladders from the hardware shop" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Task history" }).click();
    const history = page.getByRole("list", { name: "Task changes" });
    await expect(history).toContainText("Pia Planner deleted “Buy the ladders from the hardware shop”");
    await expect(history).toContainText("status: To do → In progress");
    await page.screenshot({ path: "test-results/task-history.png" });
  });
});
