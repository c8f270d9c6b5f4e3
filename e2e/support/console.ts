import type { Page } from "@playwright/test";

/** Collects console errors and uncaught page errors, so a test can assert there were none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The browser's own network errors name no URL in their text: add the one it reports, so a failure says
    // which request it was.
    const url = message.location().url;
    const text = message.text();
    errors.push(text.startsWith("Failed to load resource") && url ? `${text} (${url})` : text);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
