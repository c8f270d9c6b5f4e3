import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeApi } from "@/test/fake-api";
import { INITIATIVE_ID, makeCollaborator, ok, pageOf } from "../test/fixtures";
import { renderElement } from "../test/render";
import { TeamAvatars } from "./team-avatars";

afterEach(() => {
  vi.unstubAllGlobals();
});

const MEMBERS = new RegExp(`^/portal/initiatives/${INITIATIVE_ID}/collaborators$`);

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
    const api = installFakeApi();
    api.on("GET", MEMBERS, () =>
      ok(
        pageOf(
          names.map((name) => makeCollaborator({ name })),
          0,
        ),
      ),
    );
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
    const api = installFakeApi();
    api.on("GET", MEMBERS, () => ok(pageOf(everyone, 0)));
    renderElement(<TeamAvatars initiativeId={INITIATIVE_ID} />);
    expect(await screen.findByText("+ 10 others")).toBeInTheDocument();
  });

  it("has no '+ others' when everyone is shown", async () => {
    const api = installFakeApi();
    api.on("GET", MEMBERS, () => ok(pageOf([makeCollaborator({ name: "Ada Lovelace" })], 0)));
    renderElement(<TeamAvatars initiativeId={INITIATIVE_ID} />);
    expect(await screen.findByText("AL")).toBeInTheDocument();
    expect(screen.queryByText(/others/)).toBeNull();
  });
});
