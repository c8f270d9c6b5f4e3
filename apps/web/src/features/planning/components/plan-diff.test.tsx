import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlanDiff } from "./plan-diff";

// The plan editor's save of a table and a list, and the agent's text of the same.
const EDITOR =
  "| Risk    | Owner |\n| ------- | ----- |\n| Delay   | Ada   |\n\n* Book the hall\n* Print flyers\n";
const AGENT = "| Risk | Owner |\n|---|---|\n| Delay | Ada |\n\n- Book the hall\n- Print flyers\n";

describe("the history's compare", () => {
  it("shows no difference between texts that render the same (padded tables, '*' bullets)", () => {
    render(<PlanDiff before={EDITOR} after={AGENT} />);
    expect(screen.getByText("No differences.")).toBeInTheDocument();
  });

  it("marks only what a person changed, not the editor's formatting", () => {
    const { container } = render(<PlanDiff before={EDITOR} after={`${AGENT}- Order chairs\n`} />);
    expect([...container.querySelectorAll("ins")].map((node) => node.textContent?.trim())).toEqual([
      "- Order chairs",
    ]);
    expect(container.querySelectorAll("del")).toHaveLength(0);
  });

  it("marks one changed item of a list alone: it compares words, not blocks (decision 219)", () => {
    const before = "- Book the hall\n- Print flyers\n- Order chairs\n";
    const { container } = render(
      <PlanDiff before={before} after={before.replace("Print flyers", "Print posters")} />,
    );
    expect([...container.querySelectorAll("del")].map((node) => node.textContent)).toEqual(["flyers"]);
    expect([...container.querySelectorAll("ins")].map((node) => node.textContent)).toEqual(["posters"]);
  });
});
