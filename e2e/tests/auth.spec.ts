import { expect, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";
import { chooseOption } from "../support/sign-in";

test("sign in through the dev popup, onboard, return to the page asked for, and log out", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const email = `e2e-${Date.now()}@example.com`;

  await page.goto("/initiatives?search=x");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Sign in to your account.")).toBeVisible();

  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupPromise;
  const popupErrors = collectConsoleErrors(popup);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe("/dev-auth/popup");
  await popup.getByLabel("Name").fill("Erin Tester");
  await popup.getByLabel("Email").fill(email);
  // The popup closes itself as soon as it has posted the tokens: listen before clicking.
  const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Sign in" }).click();
  await closed;

  await expect(page).toHaveURL(/\/complete-onboarding$/);
  await expect(page.getByText("Welcome Erin Tester")).toBeVisible();
  await expect(page.getByText("We would like to know more about you.")).toBeVisible();
  const save = page.getByRole("button", { name: "Save & Continue" });
  await expect(save).toBeDisabled();
  await chooseOption(page, "Your team", "Backend Engineering");
  await save.click();

  await expect(page).toHaveURL(/\/initiatives\?search=x$/);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toContainText("Erin Tester");
  await expect(page.getByRole("menu")).toContainText(email);
  await page.getByRole("menuitem", { name: "Logout" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
  await expect(page.getByText("You have been successfully logged out.")).toBeVisible();

  // The session is gone: protected pages send the visitor back to sign in.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);

  expect(errors).toEqual([]);
  expect(popupErrors).toEqual([]);
});

test("a popup closed without signing in explains itself", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/login");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupPromise;
  await popup.close();
  // The spec's sentence, then the reason on its own line.
  await expect(page.getByRole("alert")).toHaveText(
    "Failed to authenticate with Google. Please try again. The sign-in window was closed before sign-in finished.",
  );
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  expect(errors).toEqual([]);
});
