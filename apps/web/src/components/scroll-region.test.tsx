import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollRegion } from "./scroll-region";

/** jsdom lays nothing out: the box's widths are given per test. */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ScrollRegion", () => {
  it("is a focusable, labelled group while its content is wider than it", () => {
    widths(900, 390);
    render(
      <ScrollRegion label="Table">
        <table aria-label="Plan table" />
      </ScrollRegion>,
    );
    const region = screen.getByRole("group", { name: "Table" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toContainElement(screen.getByRole("table", { name: "Plan table" }));
  });

  it("is no extra Tab stop while everything fits", () => {
    widths(600, 1280);
    const { container } = render(
      <ScrollRegion label="Table">
        <table aria-label="Plan table" />
      </ScrollRegion>,
    );
    expect(screen.queryByRole("group")).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute("tabindex");
  });
});
