import { routes } from "@initiative-planner/contract/routes";
import { expect, test } from "@playwright/test";
import { activate, tabTo } from "../support/keyboard";
import { apiCall, captureAuthToken } from "../support/planning";
import { uniqueEmail } from "../support/sign-in";

const IDEA = "A repair café booking tool: people book a slot, bring a broken lamp and learn to fix it.";

/**
 * Issue 33: the whole journey with the keyboard alone (keyboard.press and keyboard.type, never a click), and a
 * visible focus indicator at every stop Tab reaches on the way.
 */
test.describe("keyboard only", () => {
  test.setTimeout(240_000);

  test("sign in, create, run an agent, improve a selection, edit a task, change a date on the timeline", async ({
    page,
  }) => {
    const unseen = new Set<string>();
    const token = captureAuthToken(page);
    const email = uniqueEmail("keyboard");

    // Sign in with the dev identity popup, then choose a team on onboarding.
    await page.goto("/login");
    const popupPromise = page.waitForEvent("popup");
    await activate(page, page.getByRole("button", { name: "Continue with Google" }), unseen);
    const popup = await popupPromise;
    await popup.waitForLoadState("domcontentloaded");
    await tabTo(popup, popup.getByLabel("Name"), unseen);
    await popup.keyboard.type("Kim Keys");
    await tabTo(popup, popup.getByLabel("Email"), unseen);
    await popup.keyboard.type(email);
    // The popup closes itself on sign-in, sometimes between the key's down and up: that is success.
    await popup.keyboard.press("Enter").catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
    const team = page.getByRole("combobox", { name: "Your team" });
    await expect(team).toBeVisible({ timeout: 15_000 });
    await tabTo(page, team, unseen);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("option", { name: "Backend Engineering" })).toBeVisible();
    await page.keyboard.type("Backend");
    await page.keyboard.press("Enter");
    await expect(team).toContainText("Backend Engineering");
    await activate(page, page.getByRole("button", { name: "Save & Continue" }), unseen);
    await expect(page.getByRole("link", { name: "Initiatives" })).toBeVisible({ timeout: 15_000 });

    // Create an initiative from the home page.
    await tabTo(page, page.getByRole("textbox", { name: "Your idea" }), unseen);
    await page.keyboard.type(IDEA);
    await activate(page, page.getByRole("button", { name: "Create initiative" }), unseen);
    await expect(page).toHaveURL(/\/initiative\/[0-9a-f-]{36}/, { timeout: 20_000 });
    const id = /\/initiative\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await expect(page.getByText("TEAM", { exact: true })).toBeVisible({ timeout: 45_000 });

    // Run the agent on the selected subsection.
    await activate(page, page.getByRole("button", { name: "Run Agent" }), unseen);
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Generating content...")).toBeHidden();

    // Select the plan's first line with Shift+End, open the selection's actions with Tab and improve it.
    const content = page.getByTestId("plan-content");
    await tabTo(page, content, unseen);
    await page.keyboard.press("Shift+End");
    const selected = await page.evaluate(() => window.getSelection()?.toString().trim() ?? "");
    expect(selected.length).toBeGreaterThan(3);
    const improveButton = page.getByRole("button", { name: "Improve with AI" });
    await expect(improveButton).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(improveButton).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Improve with AI" });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("textbox"), unseen);
    await page.keyboard.type("Make this more professional and concise");
    const improveCall = page.waitForRequest((request) => request.url().endsWith("/improve"));
    await activate(page, dialog.getByRole("button", { name: "Improve", exact: true }), unseen);
    expect(((await improveCall).postDataJSON() as { snippet: string }).snippet).toBe(selected);
    await expect(dialog).toBeHidden({ timeout: 30_000 });

    // Plan the tasks, then rename the first one in the task table.
    await activate(page, page.getByRole("button", { name: "Task breakdown" }), unseen);
    await activate(page, page.getByRole("button", { name: "Run Agent" }).first(), unseen);
    const firstRow = page.getByTestId("task-row").first();
    await expect(firstRow).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Generating content...")).toBeHidden({ timeout: 30_000 });
    const title = firstRow.getByRole("textbox", { name: "Title" });
    await tabTo(page, title, unseen);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Book the community hall (keyboard)");
    await page.keyboard.press("Tab");
    await expect
      .poll(async () =>
        (await apiCall(page.request, token(), routes.listTasks, { params: { id } })).tasks.map(
          (t) => t.title,
        ),
      )
      .toContain("Book the community hall (keyboard)");

    expect([...unseen], "every stop Tab reached so far showed where the focus was").toEqual([]);

    // Change the task's dates on the timeline, without dragging (WCAG 2.5.7). The Timeline link sits above the
    // task table: Shift+Tab goes back to it.
    await activate(page, page.getByRole("button", { name: "Timeline" }), unseen, { backwards: true });
    await expect(page.getByTestId("gantt")).toBeVisible();
    const before = (await apiCall(page.request, token(), routes.listTasks, { params: { id } })).tasks.find(
      (t) => t.title === "Book the community hall (keyboard)",
    )!;
    await activate(page, page.getByRole("button", { name: /Change dates/ }).first(), unseen);
    const dates = page.getByRole("dialog");
    await expect(dates).toBeVisible();
    // The form's first date field: a week later than it was.
    const field = dates.locator("input[type=date]").first();
    await tabTo(page, field, unseen);
    const shown = await field.inputValue();
    const later = new Date(Date.parse(`${shown}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.keyboard.type(later.slice(5, 7) + later.slice(8, 10) + later.slice(0, 4));
    await page.keyboard.press("Enter");
    await expect(dates).toBeHidden({ timeout: 10_000 });
    await expect
      .poll(async () => {
        const { tasks } = await apiCall(page.request, token(), routes.listTasks, { params: { id } });
        return JSON.stringify(tasks.find((t) => t.title === before.title));
      })
      .not.toBe(JSON.stringify(before));

    expect([...unseen], "every stop Tab reached showed where the focus was").toEqual([]);
  });
});
