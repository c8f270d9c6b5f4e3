import { routes } from "@initiative-planner/contract/routes";
import { expect, test } from "@playwright/test";
import { hostilePayloads } from "../../apps/web/src/test/hostile-payloads";
import { apiCall, captureAuthToken, createInitiative } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Slot {
  wsId: string;
  wsName: string;
  uid: string;
  displayName: string;
  version: number;
}

test("hostile plan content shown in the Agents screen runs nothing and loads nothing foreign", async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(hostilePayloads.length).toBeGreaterThanOrEqual(50);

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const foreign: string[] = [];
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== "127.0.0.1") {
      foreign.push(url.href);
      return route.abort();
    }
    return route.continue();
  });
  const cspViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
  });

  const token = captureAuthToken(page);
  await signIn(page, { email: uniqueEmail("unsafe") });
  const id = await createInitiative(
    page,
    "A hardened markdown renderer for plans written by language models.",
  );

  const { workstreams } = await apiCall(page.request, token(), routes.listWorkstreams, { params: { id } });
  const slots: Slot[] = [];
  for (const ws of workstreams) {
    const subs = await apiCall(page.request, token(), routes.listSubsections, {
      params: { id, wsId: ws.id },
    });
    for (const sub of subs) {
      slots.push({
        wsId: ws.id,
        wsName: ws.name,
        uid: sub.uid,
        displayName: sub.display_name,
        version: sub.plan.version,
      });
    }
  }
  expect(slots.length).toBeGreaterThan(0);

  // Every subsection takes one payload per round; each round is then viewed subsection by subsection.
  for (let start = 0; start < hostilePayloads.length; start += slots.length) {
    const round = hostilePayloads.slice(start, start + slots.length).map((payload, index) => ({
      payload,
      slot: slots[index]!,
    }));
    for (const { payload, slot } of round) {
      const saved = await apiCall(page.request, token(), routes.saveSubsection, {
        params: { id, wsId: slot.wsId, subId: slot.uid },
        body: { content: payload, base_version: slot.version },
      });
      slot.version = saved.version;
    }

    let shownWorkstream = "";
    for (const { slot } of round) {
      // A fresh load per workstream: the screen caches plans for as long as it lives.
      if (slot.wsId !== shownWorkstream) {
        await page.goto(`/initiative/${id}/planning?workstream=${slot.wsId}&subsection=${slot.uid}`);
        shownWorkstream = slot.wsId;
      } else {
        // The item's name is its display name, plus 'Has plan' once it has content.
        const name = new RegExp(`^${escapeRegExp(slot.displayName)}( Has plan)?$`);
        await page.getByRole("button", { name }).click();
      }
      await expect(page.getByRole("heading", { name: `${slot.wsName} - ${slot.displayName}` })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId("plan-content")).toBeAttached();
      // Room for anything the payload might try to load or run.
      await page.waitForTimeout(50);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      await expect(page.locator('[data-testid="plan-content"] a[href^="javascript:" i]')).toHaveCount(0);
      await expect(
        page.locator('[data-testid="plan-content"] script, [data-testid="plan-content"] iframe'),
      ).toHaveCount(0);
    }
  }

  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
  expect(cspViolations).toEqual([]);
});
