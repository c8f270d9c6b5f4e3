import { routes } from "@initiative-planner/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { apiCall, captureAuthToken, createInitiative } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const IDEA = "A booking system for community sports halls, with waiting lists and payment by card.";
/** The phone screenshot for the closing note (not committed): SHOTS_DIR, or shots/ of the checkout (the runner starts there). */
const SHOTS = process.env.SHOTS_DIR ?? `${process.cwd()}/shots`;

/** An initiative with a chain of three tasks in its first workstream, shown on its Timeline. */
async function timelineWithTasks(page: Page, prefix: string) {
  const token = captureAuthToken(page);
  await signIn(page, { email: uniqueEmail(prefix) });
  const id = await createInitiative(page, IDEA);
  const { workstreams } = await apiCall(page.request, token(), routes.listWorkstreams, { params: { id } });
  const ws = workstreams[0]!.id;
  const make = (title: string, estimate: number, depends: string[] = []) =>
    apiCall(page.request, token(), routes.createTask, {
      params: { id },
      body: {
        workstream_id: ws,
        title,
        owner_role: "Engineer",
        estimate_days: estimate,
        depends_on: depends,
      },
    });
  const design = await make("Design the booking flow", 2);
  const build = await make("Build the booking flow with waiting lists", 3, [design.id]);
  const launch = await make("Launch to the first three halls", 1, [build.id]);
  await page.getByRole("button", { name: "Timeline" }).click();
  await expect(page.getByTestId("gantt")).toBeVisible();
  const schedule = () => apiCall(page.request, token(), routes.listTasks, { params: { id } });
  return { id, token, design, build, launch, schedule };
}

const bar = (page: Page, title: string) => page.getByRole("button", { name: new RegExp(`^${title}:`) });

test.describe("Timeline at every size", () => {
  test.setTimeout(120_000);

  test("zoom, a resizable task column, a date changed with the keyboard only, and live updates", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = collectConsoleErrors(page);
    const { id, build, launch, schedule } = await timelineWithTasks(page, "timeline");

    // Zoom: a bar is narrower by weeks than by days.
    const buildBar = bar(page, build.title);
    await page.getByRole("button", { name: "Days", exact: true }).click();
    await expect(page.getByRole("button", { name: "Days", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const byDays = (await buildBar.boundingBox())!.width;
    await page.getByRole("button", { name: "Weeks", exact: true }).click();
    await expect(page.getByRole("button", { name: "Weeks", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(async () => (await buildBar.boundingBox())!.width).toBeLessThan(byDays / 2);
    await page.getByRole("button", { name: "Months", exact: true }).click();
    await page.getByRole("button", { name: "Days", exact: true }).click();

    // The task column: wider by the keyboard, narrower by dragging; its titles stay in view when the chart
    // scrolls sideways (sticky).
    const separator = page.getByRole("separator", { name: "Task column width" });
    const title = page.getByTestId("gantt").getByTitle(build.title);
    const before = (await title.boundingBox())!.width;
    await separator.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(separator).toHaveAttribute("aria-valuenow", "272");
    expect((await title.boundingBox())!.width).toBeGreaterThan(before);
    const grip = (await separator.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x - 60, grip.y + grip.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(separator).toHaveAttribute("aria-valuenow", /^2[01]\d$/);
    await page.getByTestId("gantt").evaluate((el) => el.scrollBy({ left: 400 }));
    await expect(title).toBeInViewport();

    // The keyboard only: Tab to a bar, lengthen it by two working days, then set its due date in the form.
    await page.getByRole("button", { name: "Print" }).focus();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.hasAttribute("data-task-id"))) break;
    }
    await expect(page.locator(":focus")).toHaveAttribute("data-task-id", /.+/);
    // The first bar has focus; Down goes to the second, the one to change.
    await page.keyboard.press("ArrowDown");
    await expect(buildBar).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(async () => (await schedule()).tasks.find((t) => t.id === build.id)?.estimate_days)
      .toBe(5);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Change dates" });
    await expect(dialog.getByLabel("Ends on")).toBeFocused();
    // Tab goes through the end day's month, day and year, then to the due date.
    for (
      let i = 0;
      i < 4 && !(await dialog.getByLabel("Due date").evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Due date")).toBeFocused();
    await page.keyboard.type("12312026");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await schedule()).tasks.find((t) => t.id === build.id)?.due_date)
      .toBe("2026-12-31");
    await expect(buildBar).toHaveAccessibleName(/5 working days/);
    await expect(buildBar).toHaveAccessibleName(/due/);

    // Live: a due date edited in the task table (another tab, as a colleague would) moves this tab's marker,
    // and this tab's own table edit shows on its timeline without a reload.
    const other = await context.newPage();
    await other.goto(`/initiative/${id}/planning?view=tasks`);
    const due = other.getByRole("textbox", { name: `Due date of ${launch.title}` });
    await due.fill("2027-01-15");
    await due.blur();
    const launchBar = bar(page, launch.title);
    await expect(launchBar).toHaveAccessibleName(/due .*15/, { timeout: 5_000 });
    await other.close();
    await page.getByRole("button", { name: "Task breakdown" }).click();
    const own = page.getByRole("textbox", { name: `Due date of ${launch.title}` });
    await own.fill("2027-01-20");
    await own.blur();
    await expect
      .poll(async () => (await schedule()).tasks.find((t) => t.id === launch.id)?.due_date)
      .toBe("2027-01-20");
    await page.getByRole("button", { name: "Timeline" }).click();
    await expect(bar(page, launch.title)).toHaveAccessibleName(/due .*20/);
    expect(errors).toEqual([]);
  });

  test("on a phone each title sits above its bar and the page does not scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { build } = await timelineWithTasks(page, "timeline-phone");
    const chart = page.getByTestId("gantt");
    await expect(page.getByRole("separator", { name: "Task column width" })).toHaveCount(0);
    const title = chart.getByTitle(build.title);
    const titleBox = (await title.boundingBox())!;
    const barBox = (await bar(page, build.title).boundingBox())!;
    // Above the bar, not beside it: the bars have the whole width.
    expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(barBox.y + 1);
    expect(titleBox.width).toBeGreaterThan(100);
    const chartBox = (await chart.boundingBox())!;
    // The chart has the width of the page's content (its side padding aside), not 50 px of it.
    expect(chartBox.width).toBeGreaterThan(390 * 0.7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/timeline-phone-390.png`, fullPage: false });
  });
});
