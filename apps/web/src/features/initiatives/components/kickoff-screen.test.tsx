import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { KickoffScreen } from "./kickoff-screen";

describe("kickoff route", () => {
  it("celebrates the completed initiative with a way home and back to it", async () => {
    renderApp("/initiative/abc-123/kickoff", {
      routes: [
        {
          path: "/initiative/:id/kickoff",
          element: <KickoffScreen renderTeam={(id) => <p>Team of {id}</p>} />,
        },
      ],
    });
    expect(await screen.findByText("Bank balance")).toBeInTheDocument();
    expect(screen.getByText("Initiative completed")).toBeInTheDocument();
    // The members' avatars come from the collaborators feature through the slot, for this initiative.
    expect(screen.getByText("Team of abc-123")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Awesome!" })).toBeInTheDocument();
    expect(
      screen.getByText("Your initiative is complete & your teammates have been notified. Onwards!"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Done" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "View initiative" })).toHaveAttribute(
      "href",
      "/initiative/abc-123",
    );
  });
});
