import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { signIn, uniqueEmail } from "../support/sign-in";

const IDEA =
  "A community seed library where neighbours swap heirloom seeds, with a planting calendar and workshops.";

interface Person {
  email: string;
  name: string;
}

const person = (prefix: string, name: string): Person => ({ email: uniqueEmail(prefix), name });

/** A token for the same dev identity the browser signs in with (the uid follows from the e-mail). */
async function tokenFor(request: APIRequestContext, who: Person): Promise<string> {
  const response = await request.post("/dev-auth/token", { data: { email: who.email, name: who.name } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function createViaApi(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post("/portal/initiative", {
    headers: { "x-user-authorization-token": token },
    data: {
      description: IDEA,
      date_due_completion: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      priority: "HIGH",
      communication_mode: "SLACK",
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Waits until the planner has named the initiative and made its workstreams; returns the name. */
async function plannedName(request: APIRequestContext, token: string, id: string): Promise<string> {
  let name = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/portal/initiatives/${id}`, {
          headers: { "x-user-authorization-token": token },
        });
        const data = ((await response.json()) as { data: { name: string; status: string } }).data;
        name = data.name;
        return data.status;
      },
      { timeout: 45_000 },
    )
    .toBe("WORKSTREAM_CREATED");
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Each person gets their own browser context: separate storage, separate session. */
async function signedInPage(browser: Browser, who: Person): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

const planContent = (page: Page) => page.getByTestId("plan-content");

test.describe("collaboration", () => {
  test.setTimeout(150_000);

  test("an invited viewer sees the initiative read-only; a stranger is told to ask the owner", async ({
    browser,
    request,
  }) => {
    const owner = person("owner", "Olivia Owner");
    const viewer = person("viewer", "Victor Viewer");
    const stranger = person("stranger", "Sam Stranger");

    // The owner signs in, creates the initiative through the API and writes a first plan.
    const ownerPage = await signedInPage(browser, owner);
    const ownerErrors = collectConsoleErrors(ownerPage);
    const ownerToken = await tokenFor(request, owner);
    const id = await createViaApi(request, ownerToken);
    const title = await plannedName(request, ownerToken, id);

    await ownerPage.goto(`/initiative/${id}`);
    await expect(ownerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await ownerPage.getByRole("button", { name: "Run Agent" }).click();
    await expect(planContent(ownerPage)).toBeVisible({ timeout: 30_000 });
    await expect(ownerPage.getByText("Generating content...")).toBeHidden({ timeout: 30_000 });
    await expect(ownerPage.getByRole("button", { name: "Improve", exact: true })).toBeVisible();

    // The owner invites the viewer through the Share dialog.
    await ownerPage.getByRole("button", { name: "Share" }).click();
    const dialog = ownerPage.getByRole("dialog", { name: `Share ${title}` });
    await expect(dialog.getByRole("list", { name: "Collaborators" })).toContainText(owner.name);
    await dialog.getByRole("textbox", { name: "Invite by e-mail" }).fill(viewer.email);
    await dialog.getByRole("combobox", { name: "Role" }).click();
    await ownerPage.getByRole("option", { name: "Viewer" }).click();
    await dialog.getByRole("button", { name: "Invite" }).click();
    // No mail server in e2e: the dialog shows the invitation link once, to copy.
    await expect(ownerPage.getByText(`Invitation created for ${viewer.email}`)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Invitation link" })).toHaveValue(
      /\/invite\/[\w-]{32}$/,
    );
    const inviteLink = await dialog.getByRole("textbox", { name: "Invitation link" }).inputValue();
    const pending = dialog.getByRole("list", { name: "Pending invitations" });
    await expect(pending).toContainText(viewer.email);
    await expect(pending).toContainText("Viewer");
    // A second invitation of the same address is refused with the server's sentence.
    await dialog.getByRole("textbox", { name: "Invite by e-mail" }).fill(viewer.email);
    await dialog.getByRole("button", { name: "Invite" }).click();
    await expect(dialog.getByRole("alert")).toContainText("already pending");

    // Signing in with the invited address accepts the invitation: the initiative is in their list.
    const viewerPage = await signedInPage(browser, viewer);
    const viewerErrors = collectConsoleErrors(viewerPage);
    // The link itself, opened after the sign-in accepted it, leads to the initiative: no refusal, no console error.
    await viewerPage.goto(new URL(inviteLink).pathname);
    await expect(viewerPage).toHaveURL(new RegExp(`/initiative/${id}`));
    await expect(viewerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await viewerPage.goto("/initiatives");
    const card = viewerPage.getByTestId("initiative-card").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByTitle("Team size")).toHaveText("Team size2");
    await card.click();

    await expect(viewerPage).toHaveURL(new RegExp(`/initiative/${id}`));
    await expect(viewerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(planContent(viewerPage)).toBeVisible({ timeout: 30_000 });
    await expect(viewerPage.getByRole("button", { name: "History" })).toBeVisible();
    for (const control of ["Run Agent", "Regenerate", "Improve", "Edit plan", "Stop", "Undo"]) {
      await expect(viewerPage.getByRole("button", { name: control, exact: true })).toHaveCount(0);
    }
    // The viewer's Share dialog lists the people without any way to change them.
    await viewerPage.getByRole("button", { name: "Share" }).click();
    const viewerDialog = viewerPage.getByRole("dialog", { name: `Share ${title}` });
    await expect(viewerDialog.getByRole("list", { name: "Collaborators" })).toContainText(viewer.name);
    await expect(viewerDialog.getByRole("textbox", { name: "Invite by e-mail" })).toHaveCount(0);
    await expect(viewerDialog.getByRole("button", { name: /^Remove / })).toHaveCount(0);

    // The owner's list now shows the viewer as a member with a role the owner can change.
    await ownerPage.reload();
    await ownerPage.getByRole("button", { name: "Share" }).click();
    await expect(ownerPage.getByRole("combobox", { name: `Role of ${viewer.name}` })).toHaveText("Viewer");

    // Someone without access who opens the shared link is told to ask the owner, without a name.
    const strangerPage = await signedInPage(browser, stranger);
    await strangerPage.goto(`/initiative/${id}`);
    await expect(
      strangerPage.getByRole("heading", { name: "You don't have access to this initiative" }),
    ).toBeVisible();
    await expect(
      strangerPage.getByText("You do not have access to this initiative. Ask its owner to invite you."),
    ).toBeVisible();
    await expect(strangerPage.getByText(owner.name)).toHaveCount(0);
    await expect(planContent(strangerPage)).toHaveCount(0);

    // The refused second invitation is answered from the dialog's own list: no 409 reaches the console.
    expect(ownerErrors).toEqual([]);
    expect(viewerErrors).toEqual([]);
    await Promise.all([ownerPage, viewerPage, strangerPage].map((p) => p.context().close()));
  });
});
