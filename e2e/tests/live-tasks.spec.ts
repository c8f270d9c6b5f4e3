import { routes } from "@initiative-planner/contract/routes";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { apiCall } from "../support/planning";
import { signIn, tokenFor, uniqueEmail } from "../support/sign-in";

const IDEA = "A bakery's weekend pop-up at the farmers' market, with pre-orders and a loyalty card.";
/** Issue 32, item 6: a colleague's task change reaches an open screen within a second; allowed two here. */
const LIVE_MS = 2_000;

async function signedInPage(browser: Browser, who: { email: string; name: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** Waits for the actor's own request to be answered, then gives the watcher LIVE_MS to show its effect. */
async function live(actor: Page, method: string, act: () => Promise<void>, shown: () => Promise<void>) {
  const answered = actor.waitForResponse(
    (response) => response.request().method() === method && /\/tasks(\/|$)/.test(response.url()),
  );
  await act();
  expect((await answered).ok()).toBe(true);
  await shown();
}

test.describe("live task edits", () => {
  test.setTimeout(150_000);

  test("a member's task created, renamed and deleted reach a colleague's open task table and timeline without a reload", async ({
    browser,
    request,
  }) => {
    const owner = { email: uniqueEmail("live-owner"), name: "Olga Owner" };
    const editor = { email: uniqueEmail("live-editor"), name: "Eddie Editor" };
    const ownerToken = await tokenFor(request, owner);
    const created = await request.post("/portal/initiative", {
      headers: { "x-user-authorization-token": ownerToken },
      data: { description: IDEA, date_due_completion: new Date(Date.now() + 60 * 86_400_000).toISOString() },
    });
    expect(created.ok()).toBe(true);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    await expect
      .poll(
        async () => (await apiCall(request, ownerToken, routes.getInitiative, { params: { id } })).status,
        {
          timeout: 45_000,
        },
      )
      .toBe("WORKSTREAM_CREATED");
    await apiCall(request, ownerToken, routes.invite, {
      params: { id },
      body: { email: editor.email, role: "editor" },
    });
    const [workstream] = (await apiCall(request, ownerToken, routes.listWorkstreams, { params: { id } }))
      .workstreams;
    const wsId = workstream!.id;
    for (const title of ["Book the market stall", "Print the loyalty cards"]) {
      await apiCall(request, ownerToken, routes.createTask, {
        params: { id },
        body: { workstream_id: wsId, title, owner_role: "Owner", estimate_days: 2 },
      });
    }

    const actor = await signedInPage(browser, owner);
    const watcher = await signedInPage(browser, editor);
    const tasksUrl = `/initiative/${id}?workstream=${wsId}&view=tasks`;
    await actor.goto(tasksUrl);
    await watcher.goto(tasksUrl);
    const titles = (page: Page) =>
      page.getByRole("table", { name: "Tasks" }).getByRole("textbox", { name: "Title" });
    await expect(titles(actor)).toHaveCount(2, { timeout: 20_000 });
    await expect(titles(watcher)).toHaveCount(2, { timeout: 20_000 });

    // Created.
    await live(
      actor,
      "POST",
      async () => {
        await actor.getByRole("textbox", { name: "New task title" }).fill("Bake the tasting samples");
        await actor.getByRole("button", { name: "Add task" }).click();
      },
      async () => {
        await expect(titles(watcher)).toHaveCount(3, { timeout: LIVE_MS });
        await expect(titles(watcher).nth(2)).toHaveValue("Bake the tasting samples", { timeout: LIVE_MS });
      },
    );

    // Changed.
    await live(
      actor,
      "PATCH",
      async () => {
        await titles(actor).first().fill("Book the corner stall");
        await titles(actor).first().blur();
      },
      async () => {
        await expect(titles(watcher).first()).toHaveValue("Book the corner stall", { timeout: LIVE_MS });
      },
    );

    // Deleted.
    await live(
      actor,
      "DELETE",
      async () => {
        await actor.getByRole("button", { name: "Delete Print the loyalty cards" }).click();
      },
      async () => {
        await expect(titles(watcher)).toHaveCount(2, { timeout: LIVE_MS });
        await expect(watcher.getByRole("button", { name: "Delete Print the loyalty cards" })).toHaveCount(0);
      },
    );

    // The timeline, open on the colleague's screen, follows too.
    await watcher.goto(`/initiative/${id}?workstream=${wsId}&view=timeline`);
    const timeline = watcher.getByRole("region", { name: "Timeline" });
    await timeline.getByText("Timeline as a table").click();
    const rows = timeline.getByRole("table", { name: "Timeline as a table" }).getByRole("row");
    await expect(rows).toHaveCount(3); // the header and two tasks
    await live(
      actor,
      "POST",
      async () => {
        await actor.getByRole("textbox", { name: "New task title" }).fill("Set up the card reader");
        await actor.getByRole("button", { name: "Add task" }).click();
      },
      async () => {
        await expect(rows).toHaveCount(4, { timeout: LIVE_MS });
        await expect(timeline).toContainText("Set up the card reader", { timeout: LIVE_MS });
      },
    );
    await watcher.screenshot({ path: "test-results/live-tasks-timeline.png" });
  });
});
