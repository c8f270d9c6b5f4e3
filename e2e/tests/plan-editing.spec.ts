import { routes } from "@initiative-planner/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { apiCall, captureAuthToken, createInitiative } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const IDEA = "A weekly farmers' market app where stallholders list produce and shoppers reserve a basket.";

const editor = (page: Page) => page.getByTestId("plan-editor");

/** The selected subsection, from the URL (the first workstream's when the URL names none). */
async function selected(page: Page, token: string, initiativeId: string) {
  const url = new URL(page.url());
  const { workstreams } = await apiCall(page.request, token, routes.listWorkstreams, {
    params: { id: initiativeId },
  });
  return {
    id: initiativeId,
    wsId: url.searchParams.get("workstream") ?? workstreams[0]!.id,
    subId: url.searchParams.get("subsection") ?? "",
  };
}

async function savedPlan(page: Page, token: string, ref: Awaited<ReturnType<typeof selected>>) {
  const list = await apiCall(page.request, token, routes.listSubsections, {
    params: { id: ref.id, wsId: ref.wsId },
  });
  return list.find((sub) => sub.uid === ref.subId)!.plan;
}

test.describe("editing a plan by hand", () => {
  test.setTimeout(120_000);

  test("a person types a plan with a heading, bold text and a list, and saves it as a version of theirs", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("editor"), name: "Erin Editor" });
    const id = await createInitiative(page, IDEA);
    await expect(page).toHaveURL(/subsection=/);
    const ref = await selected(page, token(), id);

    await page.getByRole("button", { name: "Write it yourself" }).click();
    await editor(page).click();
    // Markdown shortcuts and the toolbar both shape the text.
    await page.keyboard.type("## Market day");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Stalls open at ");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("seven");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type(" sharp.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("- Set up the tents");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Count the floats");
    await expect(editor(page).getByRole("heading", { name: "Market day" })).toBeVisible();
    await expect(editor(page).locator("strong")).toHaveText("seven");
    await expect(editor(page).getByRole("listitem")).toHaveCount(2);
    await page.screenshot({ path: "test-results/plan-editor.png" });
    // Undo takes the last typing back, Redo brings it again.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(editor(page)).not.toContainText("Count the floats");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect(editor(page)).toContainText("Count the floats");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved as version 1")).toBeVisible();
    const plan = page.getByTestId("plan-content");
    await expect(plan.getByRole("heading", { name: "Market day" })).toBeVisible();
    await expect(plan.locator("strong")).toHaveText("seven");

    const saved = await savedPlan(page, token(), ref);
    expect(saved.version).toBe(1);
    expect(saved.content).toMatch(/^## Market day/m);
    expect(saved.content).toContain("**seven**");
    expect(saved.content).toMatch(/^[-*] Set up the tents$/m);
    const versions = await apiCall(page.request, token(), routes.listVersions, {
      params: { id, wsId: ref.wsId, subId: ref.subId },
    });
    expect(versions.map((v) => [v.version, v.source, v.created_by.name])).toEqual([
      [1, "save", "Erin Editor"],
    ]);

    // Leaving with unsaved edits asks first; dismissing keeps the person in the editor.
    await page.getByRole("button", { name: "Edit plan" }).click();
    await editor(page).click();
    await page.keyboard.press("End");
    await page.keyboard.type(" And coffee.");
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Initiatives" }).first().click();
    await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave without saving them?"]);
    await expect(editor(page)).toContainText("And coffee.");
    expect(errors).toEqual([]);
  });

  test("a colleague's newer save is never overwritten: both texts are shown and the person chooses", async ({
    page,
  }) => {
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("mine"), name: "Mina Mine" });
    const id = await createInitiative(page, IDEA);
    await expect(page).toHaveURL(/subsection=/);
    const ref = await selected(page, token(), id);
    const params = { id, wsId: ref.wsId, subId: ref.subId };

    await page.getByRole("button", { name: "Write it yourself" }).click();
    await editor(page).click();
    await page.keyboard.type("My plan: open at seven.");
    // Meanwhile a colleague saves the same plan.
    await apiCall(page.request, token(), routes.saveSubsection, {
      params,
      body: { content: "Their plan: open at nine.", base_version: 0 },
    });
    await expect(page.getByText("Someone else saved a newer version")).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Someone else saved this plan" });
    await expect(dialog.getByTestId("conflict-mine")).toContainText("My plan: open at seven.");
    await expect(dialog.getByTestId("conflict-theirs")).toContainText("Their plan: open at nine.");
    await page.screenshot({ path: "test-results/plan-conflict.png" });
    // Nothing was overwritten.
    expect((await savedPlan(page, token(), ref)).content).toBe("Their plan: open at nine.");

    await dialog.getByRole("button", { name: "Keep my text" }).click();
    await expect(page.getByText("Saved as version 2")).toBeVisible();
    expect((await savedPlan(page, token(), ref)).content.trim()).toBe("My plan: open at seven.");
    const versions = await apiCall(page.request, token(), routes.getVersion, { params: { ...params, n: 1 } });
    expect(versions.content).toBe("Their plan: open at nine.");
  });
});
