import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@/test/render-routes";
import { KickoffScreen } from "./kickoff-screen";

describe("kickoff route", () => {
  it("celebrates the completed initiative with a way home and back to it", () => {
    renderRoutes(
      [
        {
          path: "/initiative/:id/kickoff",
          element: <KickoffScreen renderTeam={(id) => <p>Team of {id}</p>} />,
        },
      ],
      "/initiative/abc-123/kickoff",
    );
    expect(screen.getByText("Bank balance")).toBeInTheDocument();
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
