import { LIMITS } from "@initiative-planner/contract/common";
import { routes, routeUrl } from "@initiative-planner/contract/routes";
import { expect, type Page, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { apiCall, captureAuthToken, createInitiative } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const IDEA =
  "A neighbourhood tool library where gardeners lend and borrow equipment, with a booking calendar and reminders.";

const plan = (page: Page) => page.getByTestId("plan-content");
const generating = (page: Page) => page.getByText("Generating content...");

async function pickWorkstream(page: Page, name: string) {
  await page.getByRole("button", { name: /TEAM/ }).click();
  await page.getByRole("menuitem", { name }).click();
}

async function workstreamsOf(page: Page, initiativeId: string, token: string) {
  const details = await apiCall(page.request, token, routes.listWorkstreams, {
    params: { id: initiativeId },
  });
  return details.workstreams;
}

/** Runs the agent on the selected subsection and waits until the plan is saved. */
async function runAgent(page: Page) {
  await page.getByRole("button", { name: "Run Agent" }).click();
  // 'Undo' appears only once the stream is done and the plan saved.
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible({ timeout: 30_000 });
  await expect(generating(page)).toBeHidden();
}

test.describe("Agents screen", () => {
  test.setTimeout(120_000);

  test("Run Agent streams a plan that mentions the idea", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page, { email: uniqueEmail("agents") });
    await createInitiative(page, IDEA);

    await expect(page.getByRole("heading", { name: /^Create your project's / })).toBeVisible();
    await page.getByRole("button", { name: "Run Agent" }).click();
    // The plan appears while it is still streaming, then the banner goes.
    await expect(generating(page)).toBeVisible();
    await expect(plan(page)).not.toBeEmpty();
    await expect(generating(page)).toBeHidden({ timeout: 30_000 });
    await expect(plan(page)).toContainText(/tool library|gardeners|booking calendar/i);
    // The saved plan marks the subsection as done.
    await expect(page.getByRole("img", { name: "Has plan" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("Improve with AI replaces the selected text, and the result survives a reload", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page, { email: uniqueEmail("agents") });
    await createInitiative(page, IDEA);
    await runAgent(page);
    const before = await plan(page).innerText();

    // A triple click selects one paragraph, as a person would.
    await plan(page).locator("p").first().click({ clickCount: 3 });
    await page.getByRole("button", { name: "Improve with AI" }).click();
    const dialog = page.getByRole("dialog", { name: "Improve with AI" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Make this more professional and concise" }).click();
    await expect(dialog.getByRole("textbox")).toHaveValue("Make this more professional and concise");
    await dialog.getByRole("button", { name: "Improve", exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(generating(page)).toBeHidden();
    // The saved change is shown for review (change-review.spec); the person keeps it.
    await page
      .getByRole("region", { name: "Review the AI change" })
      .getByRole("button", { name: "Keep all" })
      .click();

    const after = await plan(page).innerText();
    expect(after).not.toEqual(before);
    await page.reload();
    await expect(plan(page)).toBeVisible({ timeout: 20_000 });
    expect(await plan(page).innerText()).toEqual(after);
    expect(errors).toEqual([]);
  });

  test("Improve with AI on one selected sentence changes only that sentence", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("agents") });
    const id = await createInitiative(page, IDEA);
    await runAgent(page);
    // The screen opens on the first workstream and its first subsection, the one just planned.
    const [workstream] = await workstreamsOf(page, id, token());
    const subsections = () =>
      apiCall(page.request, token(), routes.listSubsections, {
        params: { id, wsId: workstream!.id },
      });
    const planned = (await subsections()).find((sub) => sub.plan.version > 0)!;
    const saved = async () => (await subsections()).find((sub) => sub.uid === planned.uid)!.plan;
    const before = await saved();

    // Select the first sentence of a paragraph or list item, as a drag would: from its start to its
    // first full stop, across any bold or italic text in it.
    const sentence = await plan(page).evaluate((root) => {
      for (const block of root.querySelectorAll("p, li")) {
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        const first = walker.nextNode();
        let seen = "";
        for (let node = first; node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          const stop = text.indexOf(".");
          if (stop >= 0 && seen.length + stop > 20) {
            const range = document.createRange();
            range.setStart(first!, 0);
            range.setEnd(node, stop + 1);
            window.getSelection()!.removeAllRanges();
            window.getSelection()!.addRange(range);
            document.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
            return seen + text.slice(0, stop + 1);
          }
          seen += text;
        }
      }
      throw new Error("No sentence of 20 characters or more in the plan");
    });
    const improveCall = page.waitForRequest((request) => request.url().endsWith("/improve"));
    await page.getByRole("button", { name: "Improve with AI" }).click();
    const dialog = page.getByRole("dialog", { name: "Improve with AI" });
    await dialog.getByRole("textbox").fill("Mention the opening weekend");
    await dialog.getByRole("button", { name: "Improve", exact: true }).click();
    const body = (await improveCall).postDataJSON() as {
      snippet: string;
      metadata?: { selection_start?: number };
    };
    expect(body.snippet).toBe(sentence.trim());
    expect(body.metadata?.selection_start).toEqual(expect.any(Number));
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible({ timeout: 30_000 });

    // Everything outside the sentence is the same, character for character.
    const after = await saved();
    expect(after.version).toBe(before.version + 1);
    let prefix = 0;
    while (before.content[prefix] === after.content[prefix]) prefix++;
    let suffix = 0;
    while (
      suffix < before.content.length - prefix &&
      before.content.at(-1 - suffix) === after.content.at(-1 - suffix)
    ) {
      suffix++;
    }
    // The changed stretch starts within the sentence, stays on its line, and held only its words.
    const start = before.content.indexOf(sentence.slice(0, 15));
    expect(start).toBeGreaterThanOrEqual(0);
    expect(prefix).toBeGreaterThanOrEqual(start);
    const lineEnd = before.content.indexOf("\n", start);
    expect(before.content.length - suffix).toBeLessThanOrEqual(lineEnd < 0 ? before.content.length : lineEnd);
    const replaced = before.content.slice(prefix, before.content.length - suffix).replace(/[*_`]/g, "");
    expect(sentence).toContain(replaced);
    expect(after.content).toContain("opening weekend");
    expect(errors).toEqual([]);
  });

  test("switching workstream during a stream aborts it, and nothing is saved", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("agents") });
    const id = await createInitiative(page, IDEA);
    const [first, second] = await workstreamsOf(page, id, token());
    if (!first || !second) throw new Error("The planner proposed fewer than two workstreams");

    // Visit the second workstream, then come back: the browser's Back button is then a one-step switch,
    // fast enough to land while the offline planner is still streaming.
    await pickWorkstream(page, second.name);
    await expect(page).toHaveURL(new RegExp(`workstream=${second.id}&subsection=`));
    await pickWorkstream(page, first.name);
    await expect(page).toHaveURL(new RegExp(`workstream=${first.id}&subsection=`));
    const firstSubsection = /subsection=([^&]+)/.exec(page.url())?.[1];
    await expect(page.getByRole("heading", { name: /^Create your project's / })).toBeVisible();

    // The offline planner streams this plan in ~65 chunks 5 ms apart (OFFLINE_PLANNER_DELAY_MS), ~0.4 s,
    // which the click, the check and Back outlasted on a loaded CI machine: the plan was saved before the
    // switch. So this one request goes on to the server with the longest instruction the API accepts,
    // 1,000 one-letter words, which the offline planner writes into the plan: ~400 chunks, ~2.2 s. Only
    // the request's body changes; the server streams, sees the client go and must save nothing, as in use.
    // The later Run Agent is not routed.
    const longInstruction = "x ".repeat(LIMITS.instructionMax / 2).trim();
    await page.route(
      (url) => url.pathname.endsWith("/stream"),
      async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, instruction: longInstruction }) });
      },
      { times: 1 },
    );
    const streamAborted = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/stream"));
    await page.getByRole("button", { name: "Run Agent" }).click();
    await expect(generating(page)).toBeVisible();
    // The instruction's first words are on screen: the server took the plan and is streaming it, and
    // nearly all of its ~2 s are still to come.
    await expect(plan(page)).toContainText("x x x");
    await page.goBack();
    await streamAborted;
    await expect(page).toHaveURL(new RegExp(`workstream=${second.id}`));
    await expect(generating(page)).toBeHidden();

    // The server saved nothing: the plan is still empty at version 0.
    const subsections = await apiCall(page.request, token(), routes.listSubsections, {
      params: { id, wsId: first.id },
    });
    const aborted = subsections.find((sub) => sub.uid === firstSubsection);
    expect(aborted?.plan).toMatchObject({ content: "", version: 0 });

    // And the plan is free again: a later Run Agent on it completes and saves version 1. (A server that
    // streamed on after the switch would save a moment later: this run would then find the plan busy or
    // written, and fail.)
    await pickWorkstream(page, first.name);
    await expect(
      page.getByRole("heading", { name: `Create your project's ${aborted?.display_name}` }),
    ).toBeVisible();
    await runAgent(page);
    await expect(
      page.getByRole("heading", { name: `${first.name} - ${aborted?.display_name}` }),
    ).toBeVisible();
    const after = await apiCall(page.request, token(), routes.listSubsections, {
      params: { id, wsId: first.id },
    });
    expect(after.find((sub) => sub.uid === firstSubsection)?.plan.version).toBe(1);
    expect(errors).toEqual([]);
  });

  // Decision 056: opening an initiative's address asks for its data from the early entry, while the app's
  // code downloads, and the screen uses those answers: each of its first GET calls goes out once.
  test("opening an initiative's address asks for its data once, from the early entry", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("agents") });
    const id = await createInitiative(page, IDEA);
    // The address a shared link names: the initiative and one of its workstreams.
    const [workstream] = await workstreamsOf(page, id, token());
    const address = `/initiative/${id}?tab=planning&workstream=${workstream!.id}`;

    const gets = new Map<string, number>();
    let earlyEntry = false;
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/assets\/early-[\w-]+\.js$/.test(path)) earlyEntry = true;
      if (request.method() === "GET" && path.startsWith("/portal/"))
        gets.set(path, (gets.get(path) ?? 0) + 1);
    });
    await page.goto(address);
    await expect(page.getByRole("heading", { name: /^Create your project's / })).toBeVisible();
    await expect(page.getByRole("button", { name: "Run Agent" })).toBeVisible();

    expect(earlyEntry).toBe(true);
    const first = [
      routeUrl(routes.getUser),
      routeUrl(routes.userUsage),
      routeUrl(routes.getInitiative, { id }),
      routeUrl(routes.listWorkstreams, { id }),
      routeUrl(routes.listSubsections, { id, wsId: workstream!.id }),
    ];
    for (const url of first) expect(gets.get(url), url).toBe(1);
    expect(errors).toEqual([]);
  });
});
