import { readdirSync, readFileSync } from "node:fs";
import { TEAM_IDS } from "@initiative-planner/contract";
import { describe, expect, it } from "vitest";
import { parseCatalogue } from "./catalogue";

const dir = new URL("./teams/", import.meta.url);
const roles = JSON.parse(readFileSync(new URL("./roles.json", import.meta.url), "utf8"));
const teams = readdirSync(dir).map((file) => JSON.parse(readFileSync(new URL(file, dir), "utf8")));
const clone = <T>(value: T): T => structuredClone(value);

describe("knowledge catalogue files", () => {
  it("hold one valid file per team id, every plan language present", () => {
    const catalogue = parseCatalogue(roles, teams);
    expect([...catalogue.teams.keys()].sort()).toEqual([...TEAM_IDS].sort());
    for (const team of catalogue.teams.values())
      expect(team.sections.length, team.id).toBeGreaterThanOrEqual(3);
  });

  it("rejects a practice that waits for one that does not exist", () => {
    const broken = clone(teams);
    broken[0].sections[0].practices[0].after = ["no-such-practice"];
    expect(() => parseCatalogue(roles, broken)).toThrow(/unknown practice no-such-practice/);
  });

  it("rejects a missing locale, a duplicate practice, an unknown owner and a missing team", () => {
    const noLocale = clone(teams);
    delete noLocale[0].sections[0].title.fr;
    expect(() => parseCatalogue(roles, noLocale)).toThrow(/fr/);
    const duplicate = clone(teams);
    duplicate[1].sections[0].practices.push(clone(duplicate[0].sections[0].practices[0]));
    expect(() => parseCatalogue(roles, duplicate)).toThrow(/defined twice/);
    const owner = clone(teams);
    owner[0].sections[0].practices[0].owner = "wizard";
    expect(() => parseCatalogue(roles, owner)).toThrow(/unknown owner wizard/);
    expect(() => parseCatalogue(roles, teams.slice(1))).toThrow(/has no knowledge file/);
  });
});
