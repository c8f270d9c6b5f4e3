import { expect, type Page, test } from "@playwright/test";
import { hostilePayloads } from "../../apps/web/src/test/hostile-payloads";
import { collectConsoleErrors } from "../support/console";
import { signIn, uniqueEmail } from "../support/sign-in";

interface Guarded {
  __pwned?: unknown;
  __cspViolations?: string[];
}

/**
 * Before any page script: alert/confirm/prompt also set `window.__pwned` (so a script that runs is
 * caught even if its dialog were missed), and CSP violations are recorded where the test can read them.
 */
function installPageGuards(page: Page) {
  return page.addInitScript(() => {
    const guarded = window as unknown as Guarded & Record<string, unknown>;
    guarded.__cspViolations = [];
    document.addEventListener(
      "securitypolicyviolation",
      (event) =>
        guarded.__cspViolations?.push(
          `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        ),
      true,
    );
    for (const name of ["alert", "confirm", "prompt"] as const) {
      const original = window[name] as (...args: unknown[]) => unknown;
      guarded[name] = (...args: unknown[]) => {
        guarded.__pwned = name;
        return original.apply(window, args);
      };
    }
  });
}

const words = (text: string) => text.match(/\S+/g)?.length ?? 0;

test("hostile markdown typed into the content renderer demo runs nothing and loads nothing foreign", async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(hostilePayloads.length).toBeGreaterThanOrEqual(50);

  // What goes wrong is attributed to the payload on screen at the time, so a failure names it.
  let current = "page load";
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`${current} → dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1") problems.push(`${current} → request: ${url.href}`);
  });
  // The renderer allows images on the app's own origin, so a payload naming a same-origin path that
  // does not exist (`/\evil.example/x.png` becomes `/%5Cevil.example/x.png`) gets a 404: not a leak,
  // but the browser logs it. Such 404s, and only as many console errors as there are of them, are allowed.
  const brokenOwnImages = new Map<string, number>();
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const ownImage =
      response.status() === 404 &&
      response.request().resourceType() === "image" &&
      new URL(response.url()).hostname === "127.0.0.1";
    if (ownImage) {
      brokenOwnImages.set(current, (brokenOwnImages.get(current) ?? 0) + 1);
      test
        .info()
        .annotations.push({ type: "same-origin image 404", description: `${current} → ${response.url()}` });
    } else {
      problems.push(`${current} → ${response.status()} for ${response.url()}`);
    }
  });
  // Nothing foreign may actually leave, even if it was asked for.
  await page.route("**/*", (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
  const consoleErrors = collectConsoleErrors(page);
  await installPageGuards(page);

  await signIn(page, { email: uniqueEmail("unsafe-demo") });
  await page.goto("/content-renderer-demo");
  const source = page.getByRole("textbox", { name: "Markdown source" });
  const streamIt = page.getByRole("checkbox", { name: "Stream it" });
  const content = page.getByTestId("demo-content");
  const progress = page.getByTestId("stream-progress");
  await expect(source).toBeVisible();

  let consoleSeen = 0;
  const check = async (label: string) => {
    // Room for anything the payload might try to load or run.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.waitForTimeout(50);
    const state = await page.evaluate(() => {
      const guarded = window as unknown as Guarded;
      const root = document.querySelector('[data-testid="demo-content"]');
      const active = root?.querySelectorAll(
        "script, iframe, object, embed, form, style, link, meta, base, svg, math, input, video, picture",
      );
      const handlers = [...(root?.querySelectorAll("*") ?? [])].filter((element) =>
        element.getAttributeNames().some((name) => name.toLowerCase().startsWith("on")),
      );
      const links = [...(root?.querySelectorAll("a[href], img[src]") ?? [])]
        .map((element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "")
        .filter((url) => /^\s*(javascript|vbscript|data|file):/i.test(url));
      return {
        pwned: guarded.__pwned,
        csp: guarded.__cspViolations?.splice(0) ?? [],
        active: active?.length ?? 0,
        handlers: handlers.map((element) => element.tagName),
        links,
      };
    });
    if (state.pwned !== undefined) problems.push(`${label} → script ran (${String(state.pwned)})`);
    for (const violation of state.csp) problems.push(`${label} → CSP violation: ${violation}`);
    if (state.active > 0) problems.push(`${label} → ${state.active} active element(s) rendered`);
    if (state.handlers.length > 0) problems.push(`${label} → event handlers on ${state.handlers.join(", ")}`);
    for (const url of state.links) problems.push(`${label} → dangerous URL rendered: ${url}`);
    let explained = brokenOwnImages.get(label) ?? 0;
    for (const error of consoleErrors.slice(consoleSeen)) {
      if (explained > 0 && /^Failed to load resource: .*status of 404/.test(error)) explained--;
      else problems.push(`${label} → console error: ${error}`);
    }
    consoleSeen = consoleErrors.length;
  };
  await check("page load");

  // First rendered at once, then streamed, since partial markdown mid-stream is a state of its own.
  for (const mode of ["at once", "streamed"] as const) {
    if (mode === "at once") await streamIt.uncheck();
    else await streamIt.check();
    for (const [index, payload] of hostilePayloads.entries()) {
      current = `${mode} #${index} ${JSON.stringify(payload)}`;
      await source.fill(payload);
      const total = words(payload);
      await expect(progress).toHaveText(`${total} of ${total} words`, { timeout: 5_000 + total * 200 });
      await expect(content).toBeAttached();
      await check(current);
    }
  }

  expect(problems).toEqual([]);
});
