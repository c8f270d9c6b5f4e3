import { expect, test } from "@playwright/test";
import { collectConsoleErrors } from "../support/console";

test("the login page loads from the built app with no console errors", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto("/login");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Sign in to your account.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/definitely/not/here");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect(errors).toEqual([]);
});
