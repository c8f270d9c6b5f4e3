import { type APIRequestContext, expect, type Page } from "@playwright/test";

export interface SignInOptions {
  email: string;
  name?: string;
  /** The onboarding team to pick when asked; 'Backend Engineering' by default. */
  team?: string;
}

/** A unique address per call, so tests never share users. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Signs in the way a person does: /login → 'Continue with Google' → the dev identity popup
 * (Name, Email, Sign in) → onboarding when the account has no team yet.
 */
export async function signIn(page: Page, options: SignInOptions): Promise<void> {
  if (!page.url().includes("/login")) await page.goto("/login");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState("domcontentloaded");
  await popup.getByLabel("Name").fill(options.name ?? options.email.split("@")[0]!);
  await popup.getByLabel("Email").fill(options.email);
  await popup.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  // The protected area loads the profile before it may redirect to onboarding: wait for either end.
  const team = page.getByRole("combobox", { name: "Your team" });
  const shell = page.getByRole("link", { name: "Initiatives" });
  await expect(team.or(shell).first()).toBeVisible({ timeout: 15_000 });
  if (await team.isVisible()) {
    await chooseOption(page, "Your team", options.team ?? "Backend Engineering");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page).not.toHaveURL(/complete-onboarding/, { timeout: 15_000 });
    await expect(shell).toBeVisible({ timeout: 15_000 });
  }
}

/**
 * Picks an option of a Radix select. The first click can land while the page is still settling after
 * sign-in (the route renders twice), which closes the list again; opening is retried until it shows.
 */
export async function chooseOption(page: Page, comboboxName: string, optionName: string): Promise<void> {
  const option = page.getByRole("option", { name: optionName });
  await expect(async () => {
    if (!(await option.isVisible())) await page.getByRole("combobox", { name: comboboxName }).click();
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await option.click();
  await expect(page.getByRole("combobox", { name: comboboxName })).toContainText(optionName);
}

/** An identity token from the dev identity provider, for calling the API as that person without a browser. */
export async function tokenFor(
  request: APIRequestContext,
  who: { email: string; name: string },
): Promise<string> {
  const response = await request.post("/dev-auth/token", { data: { email: who.email, name: who.name } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}
