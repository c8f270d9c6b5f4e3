import { render, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";

it("floats its content in a portal with the tooltip role, its slot, the caller's classes and an arrow", () => {
  // Radix popper content measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  render(
    <TooltipProvider>
      <Tooltip open>
        <TooltipTrigger>Local</TooltipTrigger>
        <TooltipContent side="right" className="extra">
          Runs on this machine
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>,
  );
  expect(screen.getByRole("tooltip")).toHaveTextContent("Runs on this machine");
  const content = document.querySelector('[data-slot="tooltip-content"]');
  expect(content).toHaveClass("bg-primary", "extra");
  expect(content).toHaveAttribute("data-side", "right");
  expect(content?.querySelector("svg")).toHaveClass("fill-primary");
});
