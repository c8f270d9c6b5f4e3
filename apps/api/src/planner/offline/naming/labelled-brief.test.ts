import { describe, expect, it } from "vitest";
import { analyseIdea } from "../idea-analysis";
import { proposeOffline } from "../proposal";
import { labelledBrief, labelledProposal, statedGoal } from "./labelled-brief";

const nameOf = (idea: string) => proposeOffline(analyseIdea(idea)).name;

describe("labelledBrief", () => {
  it("reads the subject from the title line's value, else a title above the labels, else the goal", () => {
    expect(labelledBrief("Why: queues\nTitle: cashless wristbands\nGoal: shorter queues")?.subject).toBe(
      "cashless wristbands",
    );
    expect(labelledBrief("Neuer Ticketshop\nZiel: eigener Shop\nWarum: Gebühren")?.subject).toBe(
      "Neuer Ticketshop",
    );
    expect(
      labelledBrief("Contexte : pics d'hiver\nObjectif : anticiper l'affluence aux urgences")?.subject,
    ).toBe("anticiper l'affluence aux urgences");
    // An event's line names it (decision 194).
    expect(labelledBrief("Event: spring open day, 14 June\nTarget: 4,000 visitors")?.subject).toBe(
      "spring open day, 14 June",
    );
    expect(labelledBrief("Evenemang: julmarknad på torget\nMål: 30 utställare")?.subject).toBe(
      "julmarknad på torget",
    );
  });

  it("gives the idea without its labels", () => {
    expect(labelledBrief("Doel: afvalvrij festival\nAanpak: bekers")?.unlabelled).toBe(
      "afvalvrij festival\nbekers",
    );
  });

  it("is not a form with fewer than two labelled lines, or with long 'labels'", () => {
    expect(labelledBrief("Goal: one thing only, in a single line")).toBeUndefined();
    expect(
      labelledBrief("We looked at what matters most to our customers: speed\nand price: both"),
    ).toBeUndefined();
  });

  it("names a form after its title or goal, and never after a label", () => {
    const festival = nameOf(
      "Title: cashless wristbands for Riverside Festival\nWhy: bar queues hit 40 minutes last year.\nScope: pick a wristband vendor and train bar staff.",
    );
    expect(festival).toMatch(/Cashless Wristbands/);
    expect(festival).not.toMatch(/Title|Why|Scope/);
    const homes = nameOf(
      "- Aim: recruit 40 nurses from the Philippines for our care homes\n- Background: agency staff cost us £1.3m a year\n- Needs: a recruitment partner",
    );
    expect(homes).not.toMatch(/Aim|Background|Needs/);
    expect(
      nameOf("Ziel: eigener Ticketshop für unsere Konzertreihe\nWarum: 12 % Gebühren pro Ticket"),
    ).toMatch(/Ticketshop/);
  });
});

describe("labelledProposal (decision 194)", () => {
  it("reads what a dictated idea labels as its proposal, up to the sentence end", () => {
    expect(
      labelledProposal(
        "ons festival produceert bergen afval. voorstel: herbruikbare bekers met statiegeld. verder niets",
      ),
    ).toBe("herbruikbare bekers met statiegeld");
    expect(labelledProposal("the hotline is swamped! idea: proactive tracking texts")).toBe(
      "proactive tracking texts",
    );
  });

  it("leaves a form's own lines, and a label that opens no sentence, to the form", () => {
    expect(labelledProposal("Thema: Tafeln\nVorschlag: zwei pädagogische Tage")).toBeUndefined();
    expect(labelledProposal("our proposal: a new app")).toBeUndefined();
    // A long run of spaces after a stop is read in linear time.
    expect(labelledProposal(`. idea${" ".repeat(200_000)}x`)).toBeUndefined();
  });
});

describe("statedGoal (decision 197)", () => {
  it("reads what an idea that opens with its goal says the goal is, in any language", () => {
    // Written for this test.
    expect(statedGoal("El objetivo es abrir una segunda clínica veterinaria en Murcia.")).toBe(
      "abrir una segunda clínica veterinaria en Murcia.",
    );
    expect(statedGoal("Målet i år är att införa ett nytt bokningssystem för våra gym.")).toBe(
      "införa ett nytt bokningssystem för våra gym.",
    );
    // "ist" is not "is" followed by "t".
    expect(statedGoal("Unser Ziel ist, die Lagerverwaltung in Kassel auf Barcodes umzustellen.")).toBe(
      "die Lagerverwaltung in Kassel auf Barcodes umzustellen.",
    );
    expect(statedGoal("Our goalkeeper coach wants a new pitch.")).toBeUndefined();
    expect(statedGoal("We want a goal tracker.")).toBeUndefined();
  });

  it("names the idea from its goal", () => {
    expect(nameOf("El objetivo es abrir una segunda clínica veterinaria en Murcia antes del verano.")).toBe(
      "Segunda clínica veterinaria",
    );
    expect(nameOf("Målet i år är att införa ett nytt bokningssystem för våra gym.")).toBe(
      "Nytt bokningssystem för gym",
    );
  });
});
