import { WORKSTREAM_IDS } from "@initiative-planner/contract";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WorkstreamIcon, workstreamIcon } from "./workstream-icon";

describe("workstream icons", () => {
  it("gives every workstream id, the spec's and the catalogued teams', an icon of its own", () => {
    const icons = WORKSTREAM_IDS.map(workstreamIcon);
    expect(new Set(icons).size).toBe(WORKSTREAM_IDS.length);
  });

  it("marks the icon with its id, and unknown ids with the product icon", () => {
    const { container, rerender } = render(<WorkstreamIcon id="procurement" />);
    expect(container.querySelector("svg")?.getAttribute("data-icon")).toBe("procurement");
    rerender(<WorkstreamIcon id="astrology" />);
    expect(container.querySelector("svg")?.getAttribute("data-icon")).toBe("product");
    expect(workstreamIcon("astrology")).toBe(workstreamIcon("product_management"));
  });
});
