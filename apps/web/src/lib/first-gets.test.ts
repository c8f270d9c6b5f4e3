import { routeUrl } from "@initiative-planner/contract/route-path";
import { routes } from "@initiative-planner/contract/routes";
import { describe, expect, it } from "vitest";
import { EARLY_GET_PATHS } from "@/app/screen-modules";
import { firstGets } from "./first-gets";

const ID = "9b1c0a4e-5f7d-4c3b-9a2e-1d2c3b4a5f6e";
const at = (pathname: string, search = "") => ({ pathname, search });

describe("firstGets", () => {
  const signedIn = [routeUrl(routes.getUser), routeUrl(routes.userUsage)];

  it("names the URLs the API client builds for an initiative's page and its workstream", () => {
    expect(firstGets(at(`/initiative/${ID}`, "?tab=planning&workstream=product_management"))).toEqual([
      ...signedIn,
      routeUrl(routes.getInitiative, { id: ID }),
      routeUrl(routes.listWorkstreams, { id: ID }),
      routeUrl(routes.listSubsections, { id: ID, wsId: "product_management" }),
    ]);
    expect(firstGets(at(`/initiative/${ID}/chat`))).toEqual([
      ...signedIn,
      routeUrl(routes.getInitiative, { id: ID }),
      routeUrl(routes.listWorkstreams, { id: ID }),
    ]);
  });

  it("encodes what the address holds as the client does", () => {
    expect(firstGets(at("/initiative/a%20b", "?workstream=x%2Fy"))).toEqual([
      ...signedIn,
      routeUrl(routes.getInitiative, { id: "a b" }),
      routeUrl(routes.listWorkstreams, { id: "a b" }),
      routeUrl(routes.listSubsections, { id: "a b", wsId: "x/y" }),
    ]);
  });

  it("names the user and their usage for other signed-in screens, and nothing for the sign-in screens", () => {
    for (const pathname of ["/", "/initiatives", `/initiative/${ID}/kickoff`, "/initiative/%E0%A4%A"])
      expect(firstGets(at(pathname)), pathname).toEqual(signedIn);
    for (const pathname of ["/login", "/complete-onboarding"]) expect(firstGets(at(pathname))).toEqual([]);
  });

  it("knows the initiative's calls on every path whose page names the early entry", () => {
    for (const pattern of EARLY_GET_PATHS) {
      const pathname = pattern.replace(":id", ID);
      expect(firstGets(at(pathname)), pathname).toContain(routeUrl(routes.getInitiative, { id: ID }));
    }
  });
});
