import { routes } from "@initiative-planner/contract/routes";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { apiCall, createInitiative } from "../support/planning";
import { signIn, tokenFor, uniqueEmail } from "../support/sign-in";

/** Issue 33: the desktop and the phone width every screen is checked at. */
const SIZES = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
] as const;
/** An administrator (playwright.config's ADMIN_EMAILS), so Settings shows the admin cards too. */
const ADMIN = { email: "admin@e2e.example.com", name: "Ada Admin" };
const IDEA = "A volunteer rota for the community garden, with swaps, reminders and a harvest log.";

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has loaded its data. */
  ready: (page: Page) => Locator;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name });

/** Checks each screen at both sizes; returns every violation, named by screen and size. */
async function scan(page: Page, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const screen of screens) {
      await test.step(`${screen.name} at ${size.name}`, async () => {
        await page.goto(screen.path);
        await expect(screen.ready(page).first()).toBeVisible({ timeout: 30_000 });
        // Fonts and the first transitions settle before colours and sizes are measured.
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        for (const line of await axeViolations(page)) found.push(`${screen.name} @ ${size.name}: ${line}`);
        for (const line of await sidewaysScroll(page)) found.push(`${screen.name} @ ${size.name}: ${line}`);
      });
    }
  }
  return found;
}

/**
 * The page and its <main> fit the window's width: only regions made to scroll sideways (a wide table,
 * the timeline) may. At 390 px the plan's buttons, the Generate all list and the task cards' "Depends
 * on" once pushed the whole screen wider than the phone.
 */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll("main")]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()}> scrolls sideways: ${el.scrollWidth} px wide in ${el.clientWidth} px`,
      ),
  );
}

/** A person signed in with the dev identity popup who has not chosen a team yet: the onboarding screen. */
async function onboardingPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupPromise;
  await popup.getByLabel("Name").fill("Nora Newcomer");
  await popup.getByLabel("Email").fill(uniqueEmail("a11y-new"));
  await popup.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("combobox", { name: "Your team" })).toBeVisible({ timeout: 15_000 });
  return page;
}

test.describe("accessibility (axe-core, WCAG 2.0–2.2 A and AA)", () => {
  test.setTimeout(480_000);

  test("every screen at 1280 and 390 px has no violations and does not scroll sideways", async ({
    page,
    browser,
    request,
  }) => {
    await signIn(page, { ...ADMIN, team: "Backend Engineering" });
    const id = await createInitiative(page, IDEA);

    // A plan, a task breakdown and so a timeline, so those screens show their content rather than empty states.
    await page.getByRole("button", { name: "Run Agent" }).click();
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible({ timeout: 30_000 });
    const planPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.getByRole("button", { name: "Task breakdown" }).click();
    await page.getByRole("button", { name: "Run Agent" }).first().click();
    await expect(page.getByTestId("task-row").first()).toBeVisible({ timeout: 30_000 });
    const tasksPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.getByRole("button", { name: "Timeline" }).click();
    await expect(page.getByTestId("gantt")).toBeVisible();
    const timelinePath = new URL(page.url()).pathname + new URL(page.url()).search;

    // An invitation sent to someone else: its link explains why it cannot be used here.
    const owner = { email: uniqueEmail("a11y-owner"), name: "Owen Owner" };
    const ownerToken = await tokenFor(request, owner);
    const { id: othersId } = await apiCall(request, ownerToken, routes.createInitiative, {
      body: {
        description: "A lending shelf for the office: books, board games and a waiting list.",
        date_due_completion: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        priority: "MEDIUM",
        communication_mode: "SLACK",
      },
    });
    const { invite_link } = await apiCall(request, ownerToken, routes.invite, {
      params: { id: othersId },
      body: { email: uniqueEmail("a11y-someone-else"), role: "viewer" },
    });
    if (!invite_link)
      throw new Error("The e2e server has no mail server: the invitation must carry its link");

    const signedIn: Screen[] = [
      { name: "home (new initiative)", path: "/", ready: h1(/./) },
      { name: "initiatives list", path: "/initiatives", ready: (p) => p.getByTestId("initiative-card") },
      { name: "initiative plan", path: planPath, ready: (p) => p.getByTestId("plan-content") },
      // A table at 1,280 px, a list of task cards on a phone.
      {
        name: "task table",
        path: tasksPath,
        ready: (p) => p.getByTestId("task-row").or(p.getByTestId("task-card")),
      },
      { name: "timeline", path: timelinePath, ready: (p) => p.getByTestId("gantt") },
      { name: "initiative chat", path: `/initiative/${id}/chat`, ready: h1(/./) },
      { name: "initiative callouts", path: `/initiative/${id}/callouts`, ready: h1(/./) },
      { name: "kickoff", path: `/initiative/${id}/kickoff`, ready: h1("Awesome!") },
      {
        name: "workstream",
        path: `/initiative/${id}/workstream/backend`,
        ready: (p) => p.getByText(/\d+ of \d+ tasks completed/),
      },
      { name: "settings (admin)", path: "/settings", ready: h1("Settings") },
      { name: "profile", path: "/profile", ready: h1("Profile") },
      {
        name: "invitation",
        path: new URL(invite_link).pathname,
        ready: (p) => p.getByRole("heading", { name: "This invitation can't be used" }),
      },
      { name: "debugger", path: "/debugger", ready: h1("Debugger") },
      { name: "markdown demo", path: "/markdown-demo", ready: h1("Markdown Demo") },
      { name: "content renderer demo", path: "/content-renderer-demo", ready: h1("Content Renderer Demo") },
      { name: "not found", path: "/no-such-page", ready: h1("Oops! Page not found") },
    ];
    const violations = await scan(page, signedIn);

    const signedOut = await (await browser.newContext()).newPage();
    violations.push(
      ...(await scan(signedOut, [{ name: "sign-in", path: "/login", ready: h1("Initiative Planner") }])),
    );
    const newcomer = await onboardingPage(browser);
    violations.push(
      ...(await scan(newcomer, [
        {
          name: "onboarding",
          path: "/complete-onboarding",
          ready: (p) => p.getByRole("combobox", { name: "Your team" }),
        },
      ])),
    );

    console.log(`${violations.length} axe violations:\n${violations.join("\n")}`);
    expect(violations).toEqual([]);
  });
});
