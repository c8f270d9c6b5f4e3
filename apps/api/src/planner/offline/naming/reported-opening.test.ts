import { describe, expect, it } from "vitest";
import { withoutReportedOpening } from "./reported-opening";

describe("withoutReportedOpening", () => {
  it.each([
    [
      "From Monday's ops meeting: the Birmingham hub keeps missing the 6am cut-off.",
      "the Birmingham hub keeps missing the 6am cut-off.",
    ],
    [
      "Actiepunt uit het bestuur: de stichting wil een nalatenschappencampagne starten.",
      "de stichting wil een nalatenschappencampagne starten.",
    ],
    [
      "Der Vorstand hat uns gebeten, die Spendenquittungen automatisch zu erstellen.",
      "die Spendenquittungen automatisch zu erstellen.",
    ],
    [
      "Ma cadre de santé m'a demandé de revoir la signalétique du nouveau bâtiment.",
      "revoir la signalétique du nouveau bâtiment.",
    ],
    [
      "Miljöchefen bad oss planera en kampanj för matavfall i kommunen.",
      "planera en kampanj för matavfall i kommunen.",
    ],
  ])("%j", (text, expected) => {
    expect(withoutReportedOpening(text)).toBe(expected);
  });

  it.each([
    "Risk reporting for the board: credit exposure, liquidity and concentration, automated.",
    "Event-App für unsere Konferenzen: Agenda, Speaker-Profile, Networking zwischen Teilnehmenden.",
    "Retourstroom overnemen voor een webshopklant: ontvangst, keuren, binnen 48u terug in voorraad.",
    "Build the new booking app. Later the board asked us to add a waiting list.",
  ])("leaves a heading or a later request alone: %j", (text) => {
    expect(withoutReportedOpening(text)).toBe(text);
  });
});
