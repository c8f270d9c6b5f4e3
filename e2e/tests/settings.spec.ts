import { routes } from "@initiative-planner/contract/routes";
import { expect, test } from "@playwright/test";
import { type FakeOpenAi, startFakeOpenAi } from "../../apps/api/test/fake-openai-server";
import { collectConsoleErrors } from "../support/console";
import { apiCall } from "../support/planning";
import { chooseOption, signIn, uniqueEmail } from "../support/sign-in";

// ADMIN_EMAILS of the e2e server (playwright.config.ts).
const ADMIN = { email: "admin@e2e.example.com", name: "Ada Admin" };
const KEY = "sk-e2e-secret-0123456789";

test.describe("settings", () => {
  test.setTimeout(120_000);
  let fake: FakeOpenAi;
  test.beforeAll(async () => {
    fake = await startFakeOpenAi({
      behaviour: { kind: "json", content: "OK" },
      models: ["e2e-model", "e2e-other"],
      apiKey: KEY,
    });
  });
  test.afterAll(async () => fake?.close());

  test("an admin chooses the provider, lists models, tests the key and saves it without ever seeing it again", async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page, ADMIN);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "AI provider" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your AI usage" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Provider" })).toContainText("Offline planner");

    try {
      await chooseOption(page, "Provider", "OpenAI-compatible server");
      await page.getByLabel("Base URL").fill(fake.url);
      await page.getByLabel("API key").fill(KEY);
      await page.getByRole("button", { name: "Load models" }).click();
      await expect(page.getByText("2 models available.")).toBeVisible();
      await page.getByLabel("Model", { exact: true }).fill("e2e-model");
      await page.getByRole("button", { name: "Test connection" }).click();
      await expect(page.getByTestId("ai-test-result")).toHaveText(
        /^Connected: e2e-model answered in \d+ ms\.$/,
      );
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("AI settings saved. The next model call uses them.")).toBeVisible();

      await page.reload();
      await expect(page.getByRole("combobox", { name: "Provider" })).toContainText(
        "OpenAI-compatible server",
      );
      await expect(page.getByLabel("Model", { exact: true })).toHaveValue("e2e-model");
      await expect(page.getByLabel("API key")).toHaveValue("");
      await expect(page.getByLabel("API key")).toHaveAttribute(
        "placeholder",
        "A key is saved — leave empty to keep it",
      );
      expect(await page.content()).not.toContain(KEY);
      expect(fake.requests.some((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
    } finally {
      // Back to the offline planner for the other specs on this server.
      const token = (
        (await (await request.post("/dev-auth/token", { data: ADMIN })).json()) as { idToken: string }
      ).idToken;
      await apiCall(request, token, routes.updateAiSettings, { body: { provider: "offline" } });
    }
    expect(errors).toEqual([]);
  });

  test("a member sees their theme and usage, not the admin's settings", async ({ page }) => {
    await signIn(page, { email: uniqueEmail("member"), name: "Mia Member" });
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Your AI usage" })).toBeVisible();
    await expect(page.getByTestId("usage-today")).toHaveText(/^0 calls · 0 tokens/);
    await expect(page.getByRole("progressbar", { name: "Daily AI budget used" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "AI setup" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "AI provider" })).toHaveCount(0);
    const refused = await page.evaluate(async () => (await fetch("/portal/admin/ai-settings")).status);
    expect(refused).toBe(401);
  });
});
