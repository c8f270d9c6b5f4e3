import { expect, test } from "@playwright/test";

// Issue 19: a first visit to /login downloads at most 110 KiB of JavaScript on the wire. The build test
// (apps/web/src/app/route-js-budget.test.ts) checks what /login imports; this one counts what Chromium
// actually fetches, dynamic imports that run at start-up included.
const LOGIN_BUDGET = 110 * 1024;

test("a first visit to /login downloads at most 110 KiB of JavaScript", async ({ page }) => {
  const scripts: Array<{ url: string; bytes: number }> = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto("/login", { waitUntil: "networkidle" });
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const listing = scripts
    .map((s) => `${s.url.split("/").pop()} ${(s.bytes / 1024).toFixed(1)} KiB`)
    .join(", ");
  expect(scripts.length).toBeGreaterThan(0);
  expect(total, `/login fetched ${(total / 1024).toFixed(1)} KiB: ${listing}`).toBeLessThanOrEqual(
    LOGIN_BUDGET,
  );
});
