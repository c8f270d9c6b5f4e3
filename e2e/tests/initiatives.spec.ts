import { routes } from "@initiative-planner/contract/routes";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { apiCall } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A token for the same dev identity the browser signed in with (the uid follows from the e-mail). */
async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/dev-auth/token", { data: { email, name: email.split("@")[0] } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function createViaApi(request: APIRequestContext, token: string, description: string): Promise<string> {
  const created = await apiCall(request, token, routes.createInitiative, {
    body: {
      description,
      date_due_completion: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      priority: "HIGH",
      communication_mode: "SLACK",
    },
  });
  return created.id;
}

test("an idea typed on the home page becomes an initiative named by the planner", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("init");
  await signIn(page, { email });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Nice to meet you, / })).toBeVisible();

  const idea = "Launch a neighbourhood tool library so people can borrow drills, ladders and tents";
  await page.getByRole("textbox", { name: "Your idea" }).fill(idea);
  const creation = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/portal/initiative"),
    { timeout: 30_000 },
  );
  await page.getByRole("textbox", { name: "Your idea" }).press("Enter");
  const response = await creation;
  // The body says why, should the server refuse.
  expect(response.ok(), await response.text()).toBe(true);

  // The Agents screen may already have written its selected subsection into the address.
  await expect(page).toHaveURL(new RegExp(`/initiative/${UUID}(\\?|$)`), { timeout: 15_000 });
  await expect(page.getByText("Initiative created!")).toBeVisible();
  const id = new URL(page.url()).pathname.split("/")[2]!;

  // The planner names the initiative in the background; wait for it through the API.
  const token = await tokenFor(request, email);
  let planned: { name: string; status: string } | undefined;
  await expect
    .poll(
      async () => {
        planned = await apiCall(request, token, routes.getInitiative, { params: { id } });
        return planned.status;
      },
      { timeout: 45_000 },
    )
    .toBe("WORKSTREAM_CREATED");

  const title = planned!.name.charAt(0).toUpperCase() + planned!.name.slice(1);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  // The browser tab follows the same one query of the initiative, without a reload (issue 13 item 6).
  await expect(page).toHaveTitle(`${title} · Initiative Planner`);
  await expect(page.getByRole("tab", { name: "Agents" })).toHaveAttribute("aria-selected", "true");
});

test("the list pages through initiatives and finds one by search", async ({ page, request }) => {
  const email = uniqueEmail("init");
  await signIn(page, { email });
  const token = await tokenFor(request, email);
  for (let i = 1; i <= 10; i++) {
    await createViaApi(request, token, `Community workshop number ${i} for repairing bicycles`);
  }
  const zephyrId = await createViaApi(
    request,
    token,
    "Build a Zephyr weather observatory on the school roof",
  );

  await page.goto("/initiatives");
  await expect(page.getByRole("heading", { name: "Your Initiatives" })).toBeVisible();
  await expect(page.getByText("Showing 1 to 10 of 11 initiatives")).toBeVisible();
  await expect(page.getByTestId("initiative-card")).toHaveCount(10);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/initiatives\?page=2$/);
  await expect(page.getByText("Showing 11 to 11 of 11 initiatives")).toBeVisible();
  await expect(page.getByTestId("initiative-card")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

  await page.getByPlaceholder("Search initiatives...").fill("zephyr");
  await expect(page).toHaveURL(/\/initiatives\?search=zephyr$/);
  await expect(page.getByText("Showing 1 to 1 of 1 initiatives")).toBeVisible();
  const card = page.getByTestId("initiative-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Zephyr weather observatory");

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/initiative/${zephyrId}(\\?|$)`));

  await page.goto("/initiatives?search=no-such-initiative-anywhere");
  await expect(page.getByText("No initiatives found matching your search.")).toBeVisible();
});

test("the owner renames an initiative, sees the new name everywhere, then deletes it", async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail("edit");
  await signIn(page, { email });
  const token = await tokenFor(request, email);
  const auth = { "x-user-authorization-token": token };
  const id = await createViaApi(request, token, "Open a repair cafe in the library basement every Saturday");
  // Rename only once the planner has named it, so its naming cannot overwrite ours.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/portal/initiatives/${id}`, { headers: auth });
        return ((await response.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 45_000 },
    )
    .toBe("WORKSTREAM_CREATED");

  // The list is visited first, so its session cache holds the old name.
  await page.getByRole("link", { name: "Initiatives" }).click();
  await expect(page.getByTestId("initiative-card")).toHaveCount(1);
  await page.getByTestId("initiative-card").click();
  await expect(page).toHaveURL(new RegExp(`/initiative/${id}(\\?|$)`));

  const newName = `repair cafe ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Edit" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit initiative" });
  await editDialog.getByLabel("Name").fill(newName);
  await editDialog.getByLabel("Priority").selectOption("LOW");
  await editDialog.getByRole("button", { name: "Save" }).click();
  await expect(editDialog).toBeHidden();
  const title = newName.charAt(0).toUpperCase() + newName.slice(1);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.getByRole("link", { name: "Initiatives" }).click();
  const card = page.getByTestId("initiative-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(newName);
  await expect(card).toContainText("LOW PRIORITY");

  await card.click();
  await page.getByRole("button", { name: "Delete" }).click();
  const deleteDialog = page.getByRole("dialog", { name: "Delete this initiative?" });
  await deleteDialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/initiatives$/);
  await expect(page.getByText("No initiatives yet.")).toBeVisible();
  await expect(page.getByText(newName)).toHaveCount(0);

  const gone = await request.get(`/portal/initiatives/${id}`, { headers: auth });
  expect(gone.status()).toBe(404);
  const list = await request.get("/portal/initiative?page=0&size=10", { headers: auth });
  expect(((await list.json()) as { data: { total_items: number } }).data.total_items).toBe(0);
  expect(errors).toEqual([]);
});
