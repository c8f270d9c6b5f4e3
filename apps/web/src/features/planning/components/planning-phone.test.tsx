import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { servePlanning, subsection } from "../test/fixtures";
import { renderPlanning } from "../test/render-planning";

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** A window `width` pixels wide, as far as the media queries know. */
function viewport(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: /max-width: (\d+)px/.test(query) && width <= Number(query.match(/max-width: (\d+)px/)![1]),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function setup() {
  servePlanning({
    engg_backend: [subsection("architecture", "# Architecture", 1), subsection("apis", "# APIs", 1)],
    marketing: [],
  });
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  return scrolled;
}

describe("Agents screen on a phone", { timeout: 20_000 }, () => {
  it("choosing a subsection or a view scrolls the main area into sight", async () => {
    viewport(390);
    const scrolled = setup();
    const user = userEvent.setup();
    renderPlanning();
    await user.click(await screen.findByText("Apis plan"));
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toContainElement(await screen.findByRole("heading", { name: /APIs/ }));
    await user.click(screen.getByText("Timeline"));
    await waitFor(() => expect(scrolled).toHaveLength(2));
  });

  it("on a wide screen the page stays where it is", async () => {
    viewport(1280);
    const scrolled = setup();
    const user = userEvent.setup();
    renderPlanning();
    await user.click(await screen.findByText("Apis plan"));
    expect(await screen.findByRole("heading", { name: /APIs/ })).toBeInTheDocument();
    expect(scrolled).toHaveLength(0);
  });
});
