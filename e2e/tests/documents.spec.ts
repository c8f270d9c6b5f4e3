import { routes } from "@initiative-planner/contract/routes";
import { expect, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { apiCall, captureAuthToken } from "../support/planning";
import { signIn, uniqueEmail } from "../support/sign-in";

const BRIEF = `# Loyalty brief

The pilot runs in Lyon with twelve partner roasteries before the national rollout.
Baristas asked for a stamp card that works offline in rural cafés.`;

test.describe("Documents as context", () => {
  test.setTimeout(120_000);

  test("a Markdown brief attached on the home screen is uploaded, attached and cited by the plan", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("documents") });
    await page.goto("/");
    await page.getByTestId("attachment-input").setInputFiles({
      name: "brief.md",
      mimeType: "text/markdown",
      buffer: Buffer.from(BRIEF),
    });
    await expect(page.getByRole("button", { name: "1 document(s) attached" })).toBeVisible();
    await page
      .getByRole("textbox", { name: "Your idea" })
      .fill("A stamp card loyalty programme for coffee shops");
    await page.getByRole("button", { name: "Create initiative" }).click();
    await expect(page).toHaveURL(/\/initiative\/[0-9a-f-]{36}/, { timeout: 20_000 });
    const id = /\/initiative\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await expect(page.getByText("TEAM", { exact: true })).toBeVisible({ timeout: 45_000 });

    const files = await apiCall(page.request, token(), routes.listInitiativeFiles, { params: { id } });
    expect(files).toMatchObject([{ name: "brief.md", content_type: "text/markdown" }]);
    // The initiative page lists it for its members.
    await expect(page.getByRole("button", { name: "Download brief.md" })).toBeVisible();

    await page.getByRole("button", { name: "Run Agent" }).click();
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("plan-content")).toContainText("(from brief.md)");
    await expect(page.getByTestId("plan-content")).toContainText(/Lyon|roasteries|stamp card/i);
    expect(errors).toEqual([]);
  });

  test("each attached file shows its upload progress, or its error; nothing is created until it is removed", async ({
    page,
  }) => {
    const token = captureAuthToken(page);
    await signIn(page, { email: uniqueEmail("uploads") });
    await page.goto("/");
    // A slow uplink (DevTools throttling), so the bar is seen between 0 and 100.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    const long = `${BRIEF}\n\n${"The stamp card pilot keeps a weekly log of visits per café.\n".repeat(10_000)}`;
    await page.getByTestId("attachment-input").setInputFiles([
      { name: "brief.md", mimeType: "text/markdown", buffer: Buffer.from(long) },
      // A Linux executable under a document's name: refused by its bytes.
      {
        name: "setup.md",
        mimeType: "text/markdown",
        buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(248)]),
      },
    ]);
    await page
      .getByRole("textbox", { name: "Your idea" })
      .fill("A stamp card loyalty programme for coffee shops");
    await page.getByRole("button", { name: "Create initiative" }).click();

    const bar = page.getByRole("progressbar", { name: "Upload of brief.md" });
    const uploads = page.getByRole("list", { name: "Document uploads" });
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const seen = Number(await bar.getAttribute("aria-valuenow"));
    expect(seen, "a value between the first and the last byte").toBeLessThan(100);
    await expect(uploads).toContainText(/brief\.md: uploading… \d+%/);
    await expect(uploads).toContainText("brief.md: uploaded", { timeout: 30_000 });
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(uploads).toContainText("setup.md: This file type is not supported.");
    await expect(page.getByRole("progressbar", { name: "Upload of setup.md" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole("button", { name: "2 document(s) attached" }).click();
    await page.getByRole("button", { name: "Remove setup.md" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Create initiative" }).click();
    await expect(page).toHaveURL(/\/initiative\/[0-9a-f-]{36}/, { timeout: 20_000 });
    const id = /\/initiative\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    // The brief uploaded before is attached as it is, not sent again.
    const files = await apiCall(page.request, token(), routes.listInitiativeFiles, { params: { id } });
    expect(files).toMatchObject([{ name: "brief.md", size: Buffer.byteLength(long) }]);
  });
});
