import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { preloadMarkdown } from "@/components/markdown/lazy-markdown";
import { PlanView } from "./plan-view";

const view = (streaming: boolean, content: string) => (
  <PlanView title="Architecture" content={content} streaming={streaming} actions={null} />
);

// The renderer loads on demand; loaded first, the plan renders without suspending.
beforeAll(() => preloadMarkdown(), 30_000);

describe("the live plan stream for screen readers", { timeout: 20_000 }, () => {
  it("announces the start and the end politely, and marks the text busy while it streams", async () => {
    const { rerender } = render(view(false, ""));
    const statuses = () => screen.getAllByRole("status").map((s) => s.textContent);
    expect(statuses()).not.toContain("Generating content...");
    expect(statuses()).not.toContain("Architecture: the plan is ready.");

    rerender(view(true, "# Architecture\n\nPart"));
    expect(statuses()).toContain("Generating content...");
    expect(await screen.findByTestId("plan-content", {}, { timeout: 5_000 })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(statuses()).not.toContain("Architecture: the plan is ready.");

    rerender(view(false, "# Architecture\n\nPart and the rest."));
    expect(await screen.findByText("Architecture: the plan is ready.")).toBeInTheDocument();
    expect(screen.getByText("Architecture: the plan is ready.").closest("[role=status]")).not.toHaveAttribute(
      "aria-live",
      "assertive",
    );
    expect(screen.getByTestId("plan-content")).toHaveAttribute("aria-busy", "false");
    expect(statuses()).not.toContain("Generating content...");

    // A new run clears the old announcement, so the next end is announced again.
    rerender(view(true, ""));
    expect(statuses()).not.toContain("Architecture: the plan is ready.");
  });
});
