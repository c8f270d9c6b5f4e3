import { routes } from "@initiative-planner/contract/routes";
import { expect, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { apiCall, captureAuthToken } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const BRIEF = `# Loyalty brief

The pilot runs in Lyon with twelve partner roasteries before the national rollout.
Baristas asked for a stamp card that works offline in rural cafés.`;

test.describe("Documents as context", () => {
  test.setTimeout(120_000);

  test("a Markdown brief attached on the home screen is uploaded, attached and cited by the plan", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("documents") });
    await page.goto("/");
    await page.getByTestId("attachment-input").setInputFiles({
      name: "brief.md",
      mimeType: "text/markdown",
      buffer: Buffer.from(BRIEF),
    });
    await expect(page.getByRole("button", { name: "1 document(s) attached" })).toBeVisible();
    await page
      .getByRole("textbox", { name: "Your idea" })
      .fill("A stamp card loyalty programme for coffee shops");
    await page.getByRole("button", { name: "Create initiative" }).click();
    await expect(page).toHaveURL(/\/initiative\/[0-9a-f-]{36}/, { timeout: 20_000 });
    const id = /\/initiative\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await expect(page.getByText("TEAM", { exact: true })).toBeVisible({ timeout: 45_000 });

    const files = await apiCall(page.request, token(), routes.listInitiativeFiles, { params: { id } });
    expect(files).toMatchObject([{ name: "brief.md", content_type: "text/markdown" }]);
    // The initiative page lists it for its members.
    await expect(page.getByRole("button", { name: "Download brief.md" })).toBeVisible();

    await page.getByRole("button", { name: "Run Agent" }).click();
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("plan-content")).toContainText("(from brief.md)");
    await expect(page.getByTestId("plan-content")).toContainText(/Lyon|roasteries|stamp card/i);
    expect(errors).toEqual([]);
  });
});
