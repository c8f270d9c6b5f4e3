import { describe, expect, it } from "vitest";
import organisations from "../../knowledge/organisations.json" with { type: "json" };
import { analyseIdea } from "../idea-analysis";
import { proposeOffline } from "../proposal";
import { organisationsSchema, withoutOrganisation } from "./organisation-context";

const nameOf = (idea: string) => proposeOffline(analyseIdea(idea)).name;

describe("an opening that says who writes the idea (decision 187)", () => {
  it("is left out of the text the name is read from, in any language", () => {
    expect(
      withoutOrganisation("Dental practice, 4 chairs: SMS reminders two days before each visit.", "en"),
    ).toBe("SMS reminders two days before each visit.");
    expect(
      withoutOrganisation("Bäckerei mit drei Filialen — Vorbestellung per App fürs Wochenende", "de"),
    ).toBe("Vorbestellung per App fürs Wochenende");
    expect(
      withoutOrganisation("Biblioteca municipal. Préstamo de libros electrónicos con carné digital.", "es"),
    ).toBe("Préstamo de libros electrónicos con carné digital.");
  });

  it("is kept when what it names comes after a possessive (decision 199)", () => {
    // Written for this test: "unserer SaaS-Plattform" says whose platform is revised, not who writes.
    const idea = "Barrierefreiheits-Audit unserer SaaS-Plattform: Prüfbericht, Maßnahmenplan und Schulungen.";
    expect(withoutOrganisation(idea, "de")).toBe(idea);
  });

  it("is left out when it gives the writer's size, whatever its noun (decision 194)", () => {
    expect(withoutOrganisation("Courier firm, 18 vans. Telematics and per-card fuel limits.", "en")).toBe(
      "Telematics and per-card fuel limits.",
    );
    expect(withoutOrganisation("Schreinerei, 12 Mitarbeiter: Zeiterfassung per App", "de")).toBe(
      "Zeiterfassung per App",
    );
    // A number that is no size keeps the opening ("Line 4, 18 % downtime").
    expect(withoutOrganisation("Line 4, 18% downtime: predictive maintenance pilot", "en")).toBe(
      "Line 4, 18% downtime: predictive maintenance pilot",
    );
  });

  it("is left out when a comma ends a short opening that names a kind of organisation (decision 197)", () => {
    // Written for this test.
    expect(withoutOrganisation("farmacia di paese, formare il personale sul nuovo gestionale", "it")).toBe(
      "formare il personale sul nuovo gestionale",
    );
    expect(withoutOrganisation("junta de freguesia: sinalética nova para o mercado", "pt")).toBe(
      "sinalética nova para o mercado",
    );
    // A longer opening is the idea's own first clause; a number's comma ends nothing.
    const clause = "Move the council's 1,800 staff from on-premise email to Microsoft 365, including laptops";
    expect(withoutOrganisation(clause, "en")).toBe(clause);
    const long = "bedrijfsuitje voor 70 collega's in de Achterhoek, eind juni, iets met fietsen";
    expect(withoutOrganisation(long, "nl")).toBe(long);
    // A phrase whose link word's other side is the kind ("Levée de fonds") names no writer.
    const fund = "Levée de fonds série B : data room, modèle financier, due diligence.";
    expect(withoutOrganisation(fund, "fr")).toBe(fund);
    expect(nameOf("officina di tornitura a Brescia, preventivi più veloci per i clienti")).toMatch(
      /^Preventivi/,
    );
  });

  it("reads a long run of spaces in linear time", () => {
    const spaces = " ".repeat(200_000);
    expect(withoutOrganisation(`Dental practice${spaces}SMS reminders`, "en")).toBe(
      `Dental practice${spaces}SMS reminders`,
    );
    expect(withoutOrganisation(`Dental practice:${spaces}SMS reminders for every visit`, "en")).toBe(
      "SMS reminders for every visit",
    );
  });

  it("stays when the opening is the subject, a new site, or too long to be a description", () => {
    for (const [idea, language] of [
      ["Customer portal: invoices, orders and returns in one place", "en"],
      ["School safety: lockdown drills and a visitor sign-in", "en"],
      ["New warehouse: racking, staff and a move plan by May", "en"],
      ["Nueva planta en Monterrey: proveedores y 80 operarios", "es"],
      ["Kundevent för företagskunder i Almedalen: lokal, catering och inbjudningar", "sv"],
      ["Our small dental practice in the old town with four chairs and two hygienists: SMS reminders", "en"],
      ["Dental practice: reminders", "en"],
    ])
      expect(withoutOrganisation(idea!, language!), idea).toBe(idea);
  });

  it("gives names from what the idea asks for", () => {
    expect(nameOf("Dental practice, 4 chairs: SMS reminders two days before each visit.")).toContain(
      "SMS Reminders",
    );
    expect(nameOf("Bäckerei mit drei Filialen — Vorbestellung per App fürs Wochenende")).toContain(
      "Vorbestellung",
    );
  });

  it("loads the shipped lexicon through the shared schema (cue-lexicon.ts; its rules: team-concepts.test.ts)", () => {
    const { organisations: kinds } = organisationsSchema.parse(organisations);
    expect(kinds.length).toBeGreaterThan(150);
    expect(kinds.map((k) => k.id)).toEqual(
      expect.arrayContaining(["dental_clinic", "credit_union", "food_bank"]),
    );
  });
});
