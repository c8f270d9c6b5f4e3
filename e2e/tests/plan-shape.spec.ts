import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { signIn, uniqueEmail } from "../support/sign-in";

const IDEA = "A coffee-box subscription for offices in Berlin, delivered every Monday with a tasting card.";

async function tokenFor(request: APIRequestContext, email: string, name: string): Promise<string> {
  const response = await request.post("/dev-auth/token", { data: { email, name } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function plannedInitiative(request: APIRequestContext, token: string): Promise<string> {
  const headers = { "x-user-authorization-token": token };
  const created = await request.post("/portal/initiative", {
    headers,
    data: { description: IDEA, date_due_completion: new Date(Date.now() + 30 * 86_400_000).toISOString() },
  });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/portal/initiatives/${id}`, { headers })).json()) as {
            data: { status: string };
          }
        ).data.status,
      { timeout: 45_000 },
    )
    .toBe("WORKSTREAM_CREATED");
  return id;
}

async function signedInPage(browser: Browser, email: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, { email, name });
  return page;
}

test.describe("shaping the plan and Generate all", () => {
  test.setTimeout(180_000);

  test("adds a custom team and plans it, removes a team and brings it back with Undo", async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail("shaper");
    const page = await signedInPage(browser, email, "Shay Shaper");
    const id = await plannedInitiative(request, await tokenFor(request, email, "Shay Shaper"));
    await page.goto(`/initiative/${id}`);

    await page.getByRole("button", { name: "Add team" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a team" });
    await dialog.getByRole("textbox", { name: "Team name" }).fill("Field Operations");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(/Added Field Operations with \d subsections/)).toBeVisible();
    await expect(page.getByRole("button", { name: /TEAM.*Field Operations/ })).toBeVisible();
    const subsections = page.getByRole("list", { name: "Subsections" });
    await expect(subsections).toContainText("Goals and scope");
    await page.screenshot({ path: "test-results/plan-shape-added-team.png" });

    await page.getByRole("button", { name: "Run Agent" }).click();
    await expect(page.getByTestId("plan-content")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Generating content...")).toBeHidden({ timeout: 30_000 });
    await expect(subsections.getByRole("img", { name: "Has plan" })).toHaveCount(1);

    await page.getByRole("button", { name: "Team options" }).click();
    await page.getByRole("menuitem", { name: "Remove team" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove Field Operations?" });
    await confirm.getByRole("button", { name: "Remove team" }).click();
    await expect(page.getByText("Removed Field Operations")).toBeVisible();
    await expect(page.getByRole("button", { name: /TEAM.*Field Operations/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Field Operations is back")).toBeVisible();
    await expect(page.getByRole("button", { name: /TEAM.*Field Operations/ })).toBeVisible();
    // Its plan came back with it.
    await expect(subsections.getByRole("img", { name: "Has plan" })).toHaveCount(1);

    // Removed again, it waits in the trash after its toast is gone, and comes back from there.
    await page.getByRole("button", { name: "Team options" }).click();
    await page.getByRole("menuitem", { name: "Remove team" }).click();
    await confirm.getByRole("button", { name: "Remove team" }).click();
    await expect(page.getByRole("button", { name: /TEAM.*Field Operations/ })).toHaveCount(0);
    await page.reload();
    await page.getByRole("button", { name: "Team options" }).click();
    await page.getByRole("menuitem", { name: "Removed teams" }).click();
    const trash = page.getByRole("dialog", { name: "Removed teams" });
    await expect(trash.getByRole("listitem")).toContainText(
      /Field Operations\s*\d+ subsections, 0 tasks · removed by Shay Shaper/,
    );
    await trash.getByRole("button", { name: "Restore Field Operations" }).click();
    await expect(page.getByText("Field Operations is back")).toBeVisible();
    await expect(page.getByRole("button", { name: /TEAM.*Field Operations/ })).toBeVisible();
    await expect(subsections.getByRole("img", { name: "Has plan" })).toHaveCount(1);
  });

  test("Generate all: two members watch every section's progress live", async ({ browser, request }) => {
    const ownerEmail = uniqueEmail("gen-owner");
    const viewerEmail = uniqueEmail("gen-viewer");
    const ownerToken = await tokenFor(request, ownerEmail, "Gina Owner");
    const id = await plannedInitiative(request, ownerToken);
    const invite = await request.post(`/portal/initiatives/${id}/collaborators/invite`, {
      headers: { "x-user-authorization-token": ownerToken },
      data: { email: viewerEmail, role: "viewer" },
    });
    expect(invite.ok()).toBe(true);
    const owner = await signedInPage(browser, ownerEmail, "Gina Owner");
    const viewer = await signedInPage(browser, viewerEmail, "Vic Viewer");
    await owner.goto(`/initiative/${id}`);
    await viewer.goto(`/initiative/${id}`);
    await expect(viewer.getByRole("list", { name: "Subsections" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Generate all" })).toHaveCount(0);

    await owner.getByRole("button", { name: "Generate all" }).click();
    const dialog = owner.getByRole("dialog", { name: "Generate all" });
    await expect(dialog.getByLabel("Estimate")).toContainText("tokens");
    const start = dialog.getByRole("button", { name: /^Generate \d+ sections$/ });
    const total = Number((await start.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThanOrEqual(9);
    await start.click();

    for (const page of [owner, viewer]) {
      const panel = page.getByRole("region", { name: "Generate all" });
      await expect(panel.getByRole("list", { name: "Sections" }).getByRole("listitem")).toHaveCount(total);
    }
    await viewer.screenshot({ path: "test-results/generate-all-viewer.png" });
    for (const page of [owner, viewer]) {
      const sections = page.getByRole("region", { name: "Generate all" }).getByRole("listitem");
      await expect(sections.and(page.locator("[data-status=done]"))).toHaveCount(total, { timeout: 90_000 });
    }
    // The viewer's subsection list shows the plans without a reload.
    await expect(
      viewer.getByRole("list", { name: "Subsections" }).getByRole("img", { name: "Has plan" }).first(),
    ).toBeVisible();
    await owner.screenshot({ path: "test-results/generate-all-owner.png" });

    // Closing the finished run's progress is one member's view: it stays closed after a reload, and the
    // other member still sees it.
    const progress = (page: typeof owner) => page.getByRole("progressbar", { name: "Generate all progress" });
    await owner.getByRole("button", { name: "Close Generate all progress" }).click();
    await expect(progress(owner)).toHaveCount(0);
    await owner.reload();
    await expect(owner.getByRole("button", { name: "Generate all" })).toBeVisible();
    await expect(progress(owner)).toHaveCount(0);
    await expect(progress(viewer)).toBeVisible();
  });
});
