import type { Collaborator } from "@initiative-planner/contract/collaborators";
import { routes } from "@initiative-planner/contract/routes";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, handle } from "@/test/api-handlers";
import { signIn } from "@/test/session";
import { INITIATIVE_ID, makeCollaborator, pageOf, renderElement } from "../test/fixtures";
import { TeamAvatars } from "./team-avatars";

/** The first page of the initiative's members (another initiative is not found). */
const serveMembers = (members: Collaborator[]) =>
  handle(routes.listCollaborators, ({ params }) =>
    params.id === INITIATIVE_ID ? pageOf(members, 0) : apiError(404, "Initiative not found."),
  );

beforeEach(() => {
  signIn();
});

describe("TeamAvatars", () => {
  it("shows four members' initials and counts the rest as '+ N others'", async () => {
    const names = [
      "Ada Lovelace",
      "Grace Hopper",
      "Alan Turing",
      "Katherine Johnson",
      "Edsger Dijkstra",
      "Barbara",
    ];
    serveMembers(names.map((name) => makeCollaborator({ name })));
    renderElement(<TeamAvatars initiativeId={INITIATIVE_ID} />);

    const team = await screen.findByRole("list", { name: "Team" });
    expect(
      within(team)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["AL", "GH", "AT", "KJ"]);
    expect(screen.getByText("+ 2 others")).toBeInTheDocument();
  });

  it("counts members beyond the first page too", async () => {
    const everyone = Array.from({ length: 14 }, (_, i) => makeCollaborator({ name: `Member ${i + 1}` }));
    serveMembers(everyone);
    renderElement(<TeamAvatars initiativeId={INITIATIVE_ID} />);
    expect(await screen.findByText("+ 10 others")).toBeInTheDocument();
  });

  it("has no '+ others' when everyone is shown", async () => {
    serveMembers([makeCollaborator({ name: "Ada Lovelace" })]);
    renderElement(<TeamAvatars initiativeId={INITIATIVE_ID} />);
    expect(await screen.findByText("AL")).toBeInTheDocument();
    expect(screen.queryByText(/others/)).toBeNull();
  });
});
