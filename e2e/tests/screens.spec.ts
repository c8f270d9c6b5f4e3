import { expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { signIn, uniqueEmail } from "../support/sign-in";

const wordsShown = async (page: Page) => {
  const text = (await page.getByTestId("stream-progress").textContent()) ?? "";
  return Number(text.split(" ")[0]);
};

/** signIn() may look for onboarding before the app has redirected there; finish it here if so. */
test.describe("workstream, settings, debugger and demo screens", () => {
  let errors: string[] = [];

  test.beforeEach(async ({ page }) => {
    await signIn(page, { email: uniqueEmail("screens") });
    // Collected after sign-in so only the screen under test counts.
    errors = collectConsoleErrors(page);
  });

  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test("the workstream sample shows its tabs and team name", async ({ page }) => {
    await page.goto("/initiative/any-initiative/workstream/backend");
    await expect(page.getByRole("heading", { level: 1, name: "Back-end" })).toBeVisible();
    await expect(page.getByText(/\d+ of \d+ tasks completed/)).toBeVisible();
    await page.getByRole("tab", { name: "Tasks" }).click();
    await expect(page.getByRole("button", { name: "Add Task" })).toBeVisible();
    await page.getByRole("tab", { name: "Team" }).click();
    await expect(page.getByRole("button", { name: "Add Member" })).toBeVisible();
  });

  test("settings switch to dark and remember it across a reload", async ({ page }) => {
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByText("Offline planner in use")).toBeVisible();
    await page.getByText("Always dark").click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByText("Always light").click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("the debugger shows the environment and its API checks pass with the real token", async ({ page }) => {
    await page.goto("/debugger");
    await expect(page.getByRole("heading", { level: 1, name: "Debugger" })).toBeVisible();
    await expect(page.getByText(/^healthy · \d+ ms$/)).toBeVisible();
    await page.getByRole("tab", { name: "Token Debugger" }).click();
    await expect(page.getByTestId("token-countdown")).toContainText("expires in");
    await page.getByRole("tab", { name: "API Testing" }).click();
    await page.getByRole("button", { name: "Run all" }).click();
    for (const label of ["API health", "User profile", "Initiatives", "Token check"]) {
      await expect(page.getByRole("listitem", { name: label }).getByText("HTTP 200")).toBeVisible();
    }
  });

  test("the markdown demo streams words over time", async ({ page }) => {
    await page.goto("/markdown-demo");
    await expect(page.getByRole("heading", { level: 1, name: "Markdown Demo" })).toBeVisible();
    await expect.poll(() => wordsShown(page)).toBeGreaterThan(0);
    const first = await wordsShown(page);
    await page.waitForTimeout(800);
    expect(await wordsShown(page)).toBeGreaterThan(first);
    await expect(page.getByText("Generating content...")).toBeVisible();
  });

  test("the content renderer demo's ticket dialog refuses an empty title", async ({ page }) => {
    await page.goto("/content-renderer-demo");
    await expect(page.getByRole("heading", { level: 1, name: "Content Renderer Demo" })).toBeVisible();
    await expect.poll(() => wordsShown(page)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Create ticket" }).click();
    const dialog = page.getByRole("dialog", { name: "Create ticket" });
    await dialog.getByLabel("Description").fill("Interview six teams.");
    await dialog.getByRole("button", { name: "Create ticket" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page.getByText("Demo ticket created")).toHaveCount(0);
  });
});
