import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExternalLinks } from "./external-links";

const links = [
  {
    kind: "github" as const,
    key: "#12",
    url: "https://github.com/acme/plan/issues/12",
    synced_at: "2026-11-25T10:00:00.000Z",
  },
  {
    kind: "jira" as const,
    key: "PLAN-7",
    url: "https://acme.atlassian.net/browse/PLAN-7",
    synced_at: "2026-11-25T10:00:00.000Z",
  },
];

describe("ExternalLinks", () => {
  it("links each tracker's issue by its key, saying its state and that it opens the tracker", () => {
    render(<ExternalLinks links={links} status="in_progress" />);
    const github = screen.getByRole("link", { name: "GitHub #12, open (opens GitHub)" });
    expect(github).toHaveAttribute("href", "https://github.com/acme/plan/issues/12");
    expect(github).toHaveAttribute("target", "_blank");
    expect(github).toHaveAttribute("rel", "noopener noreferrer");
    expect(github).toHaveTextContent("#12");
    expect(screen.getByRole("link", { name: "Jira PLAN-7, open (opens Jira)" })).toBeInTheDocument();
  });

  it("says done for a done task, and shows nothing for a task in no tracker", () => {
    const { container, rerender } = render(<ExternalLinks links={links.slice(0, 1)} status="done" />);
    expect(screen.getByRole("link", { name: "GitHub #12, done (opens GitHub)" })).toBeInTheDocument();
    rerender(<ExternalLinks links={[]} status="todo" />);
    expect(container).toBeEmptyDOMElement();
  });
});
