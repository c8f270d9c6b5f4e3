import { expect, type Locator, type Page } from "@playwright/test";

/** The focused element, described for a failure message, and whether it shows a focus indicator in sight. */
async function focusState(page: Page): Promise<{ what: string; visible: boolean } | null> {
  return page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    // Tailwind's focus rings are box shadows.
    const ring = style.boxShadow !== "none" && style.boxShadow !== "";
    // Or a wrapper close by that rings whatever inside it has the focus (Tailwind's focus-within).
    let wrapper = element.parentElement;
    let within = false;
    for (let level = 0; wrapper && level < 3 && !within; level++, wrapper = wrapper.parentElement) {
      within = /(^|\s)focus-within:(ring|outline)/.test(wrapper.getAttribute("class") ?? "");
    }
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    // Not hidden under something else, a sticky header say (WCAG 2.4.11): what is at the element's
    // centre is the element, inside it, or around it.
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const obscured = hit !== null && !element.contains(hit) && !hit.contains(element);
    return {
      what: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${name}"${obscured ? ` under <${hit.tagName.toLowerCase()} class="${String(hit.getAttribute("class")).slice(0, 60)}">` : ""}`,
      visible: (outline || ring || within) && !obscured,
    };
  });
}

/**
 * Keyboard only: presses Tab (Shift+Tab with `backwards`) until `target` has the focus, and records every stop
 * that showed no focus indicator (outline or ring) into `unseen`.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  unseen: Set<string>,
  { backwards = false, max = 80 } = {},
): Promise<void> {
  await target.waitFor({ state: "attached", timeout: 15_000 });
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      const state = await focusState(page);
      if (state && !state.visible) unseen.add(state.what);
      return;
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const state = await focusState(page);
    if (state && !state.visible) unseen.add(state.what);
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/** Tab (or Shift+Tab with `backwards`) to the control and press Enter. */
export async function activate(
  page: Page,
  target: Locator,
  unseen: Set<string>,
  options: { backwards?: boolean } = {},
): Promise<void> {
  await tabTo(page, target, unseen, options);
  await expect(target).toBeFocused();
  await page.keyboard.press("Enter");
}
