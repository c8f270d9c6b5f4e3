import AxeBuilder from "@axe-core/playwright";
import { routes } from "@initiative-planner/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { apiCall, captureAuthToken, createInitiative } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const IDEA = "A booking app for a city's public tennis courts, with waiting lists and rain refunds.";

const rows = (page: Page) => page.getByTestId("task-row");
const table = (page: Page) => page.getByRole("table", { name: "Tasks" });
const rowTitles = (page: Page) =>
  rows(page).evaluateAll((trs) =>
    trs.map((tr) => (tr.querySelector("input, button") as HTMLInputElement).value),
  );

/**
 * axe-core with the WCAG 2.0–2.2 A and AA rules, as issue 33 asks, on the task table and its dialogs and popups
 * (the rest of the screen is the accessibility spec's); returns the violations.
 */
async function axe(page: Page) {
  const result = await new AxeBuilder({ page })
    .include('section[aria-label="Task table"]')
    .include("[role=dialog]")
    .include("[data-radix-popper-content-wrapper]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Undo from the deletion's toast, then the task is back in the list. */
async function undoDeletion(page: Page, title: string) {
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText(`Brought back “${title}”`)).toBeVisible();
  // Off the toasts, as a person moves on: a hovered toast never expires.
  await page.mouse.move(0, 0);
}

test.describe("the task table (issue 33)", () => {
  test.setTimeout(180_000);

  test("at 1,280 px: fits, sorts, filters, opens a task's details, picks a dependency by search, deletes with undo; at 390 px: cards with the same actions", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("table"), name: "Tia Table" });
    const id = await createInitiative(page, IDEA);
    await page.getByRole("button", { name: "Task breakdown" }).click();
    await page.getByRole("button", { name: "Run Agent" }).first().click();
    await expect(page.getByText("Generating content...")).toBeHidden({ timeout: 30_000 });
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    const { workstreams } = await apiCall(page.request, token(), routes.listWorkstreams, { params: { id } });
    const all = (await apiCall(page.request, token(), routes.listTasks, { params: { id } })).tasks;
    const own = all.filter((t) => t.workstream_id === workstreams[0]!.id);
    await expect(rows(page)).toHaveCount(own.length);

    // The tasks show once: no markdown copy below the table; the text is one switch away.
    await expect(page.getByTestId("plan-content")).toHaveCount(0);
    await page.getByRole("button", { name: "Text", exact: true }).click();
    await expect(page.getByTestId("plan-content")).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Table", exact: true }).click();
    await expect(rows(page).first()).toBeVisible();

    // Every column fits 1,280 px: no page scrollbar and no scrollbar of the table's own sideways.
    const overflow = await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>("[data-testid=task-scroll]")!;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: scroller.scrollWidth - scroller.clientWidth,
      };
    });
    expect(overflow).toEqual({ page: 0, table: 0 });
    for (const header of ["Task", "Status", "Team", "Depends on", "Assignee", "Due date"])
      await expect(table(page).getByRole("columnheader", { name: header })).toBeInViewport();
    await expect(
      rows(page)
        .first()
        .getByRole("button", { name: /^Delete / }),
    ).toBeInViewport();
    expect(await axe(page)).toEqual([]);

    // Sorting by a header, both ways, and told to assistive technology (aria-sort).
    const byTitle = (a: string, b: string) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    await table(page).getByRole("button", { name: "Task", exact: true }).click();
    await expect(table(page).getByRole("columnheader", { name: "Task" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    expect(await rowTitles(page)).toEqual(own.map((t) => t.title).sort(byTitle));
    await table(page).getByRole("button", { name: "Task", exact: true }).press("Enter");
    await expect(table(page).getByRole("columnheader", { name: "Task" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(await rowTitles(page)).toEqual(
      own
        .map((t) => t.title)
        .sort(byTitle)
        .reverse(),
    );

    // Filters: all teams, then by status and by assignee.
    await page.getByLabel("Team", { exact: true }).selectOption({ label: "All teams" });
    await expect(page.getByText(`${all.length} tasks`, { exact: true })).toBeVisible();
    const first = own[0]!;
    const status = page.getByRole("combobox", { name: `Status of ${first.title}` });
    await expect(async () => {
      await status.selectOption("done");
      await expect(status).toHaveValue("done", { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByLabel("Status", { exact: true }).selectOption("done");
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByText(`1 of ${all.length} tasks`)).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("all");
    await page
      .getByRole("combobox", { name: `Assignee of ${first.title}` })
      .selectOption({ label: "Tia Table" });
    await page.getByLabel("Assignee", { exact: true }).selectOption({ label: "Tia Table" });
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel("Assignee", { exact: true }).selectOption("all");
    await page.getByLabel("Team", { exact: true }).selectOption({ label: workstreams[0]!.name });
    await expect(rows(page)).toHaveCount(own.length);

    // The detail panel: every field, saved together; the task's history; links to what it waits for.
    const second = own[1]!;
    await page.getByRole("button", { name: `Details of ${second.title}` }).click();
    const detail = page.getByRole("dialog", { name: second.title });
    await expect(detail.getByLabel("Owner role")).toHaveValue(second.owner_role);
    await detail.getByLabel("Description").fill("Agree the court slots with the sports office first.");
    await detail.getByLabel("Estimate (working days)").fill("3.5");
    await detail.getByRole("button", { name: "Save changes" }).click();
    await expect(detail.getByRole("list", { name: `Changes of ${second.title}` })).toContainText(
      "Tia Table changed",
    );
    const saved = (await apiCall(page.request, token(), routes.listTasks, { params: { id } })).tasks.find(
      (t) => t.id === second.id,
    )!;
    expect(saved).toMatchObject({
      description: "Agree the court slots with the sports office first.",
      estimate_days: 3.5,
    });
    expect(await axe(page)).toEqual([]);

    // The dependency picker: a search over every task, grouped by team.
    const other = all.find((t) => t.workstream_id !== second.workstream_id && t.depends_on.length === 0)!;
    const otherTeam = workstreams.find((w) => w.id === other.workstream_id)!.name;
    await detail.getByRole("button", { name: `change what ${second.title} depends on` }).click();
    await page
      .getByRole("combobox", { name: `What ${second.title} depends on` })
      .fill(other.title.split(" ").slice(0, 3).join(" "));
    const group = page.getByRole("group", { name: otherTeam });
    await expect(group.getByRole("option", { name: other.title })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await group.getByRole("option", { name: other.title }).click();
    await expect
      .poll(
        async () =>
          (await apiCall(page.request, token(), routes.listTasks, { params: { id } })).tasks.find(
            (t) => t.id === second.id,
          )?.depends_on,
      )
      .toContain(other.id);
    await page.keyboard.press("Escape");
    await expect(
      detail
        .getByRole("region", { name: "Depends on" })
        .getByRole("button", { name: other.title, exact: true }),
    ).toBeVisible();
    // The link opens the task it waits for.
    await detail
      .getByRole("region", { name: "Depends on" })
      .getByRole("button", { name: other.title, exact: true })
      .click();
    await expect(page.getByRole("dialog", { name: other.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Delete, and undo from the toast.
    await page.getByRole("button", { name: `Delete ${second.title}` }).click();
    await expect(page.getByRole("button", { name: `Details of ${second.title}` })).toHaveCount(0);
    await undoDeletion(page, second.title);
    await expect(page.getByRole("button", { name: `Details of ${second.title}` })).toBeVisible();

    // Phone: cards with the same actions, no table, no sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table(page)).toHaveCount(0);
    const cards = page.getByTestId("task-card");
    await expect(cards.first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    const card = cards.filter({ hasText: second.title });
    await card.getByRole("combobox", { name: `Status of ${second.title}` }).selectOption("in_progress");
    await expect
      .poll(
        async () =>
          (await apiCall(page.request, token(), routes.listTasks, { params: { id } })).tasks.find(
            (t) => t.id === second.id,
          )?.status,
      )
      .toBe("in_progress");
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/task-cards-390.png" });
    expect(await axe(page)).toEqual([]);
    await card.getByRole("button", { name: `Details of ${second.title}` }).click();
    await expect(page.getByRole("dialog", { name: second.title })).toBeVisible();
    await page.keyboard.press("Escape");
    // The first undo's toast must be gone, or two toasts say the same thing.
    await expect(page.getByText(`Brought back “${second.title}”`)).toHaveCount(0);
    await card.getByRole("button", { name: `Delete ${second.title}` }).click();
    await expect(cards.filter({ hasText: second.title })).toHaveCount(0);
    await undoDeletion(page, second.title);
    await expect(cards.filter({ hasText: second.title })).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
