import { describe, expect, it } from "vitest";
import { analyseIdea } from "../idea-analysis";
import { proposeOffline } from "../proposal";
import { withoutSpokenOpening } from "./spoken-opening";

const nameOf = (idea: string) => proposeOffline(analyseIdea(idea)).name;

describe("withoutSpokenOpening", () => {
  it.each([
    [
      "so basically, i'm head of year 9 and parents find out too late. could we get a parent app with alerts?",
      "could we get a parent app with alerts?",
    ],
    [
      "alors voilà, on aimerait lancer le click & collect en magasin avant la rentrée",
      "on aimerait lancer le click & collect en magasin avant la rentrée",
    ],
    [
      "fleet manager here. about 40 of our vans hit end of lease in spring",
      "about 40 of our vans hit end of lease in spring",
    ],
    [
      "allora ragazzi, il magazzino centrale a Bologna è pieno e gli scaffali sono un casino",
      "il magazzino centrale a Bologna è pieno e gli scaffali sono un casino",
    ],
    [
      "ik ben docent en mentor op het mbo. we merken dat het verzuim in leerjaar 1 enorm is",
      "we merken dat het verzuim in leerjaar 1 enorm is",
    ],
    [
      "sono la responsabile acquisti. dobbiamo fare una gara unica per i fornitori",
      "dobbiamo fare una gara unica per i fornitori",
    ],
  ])("%j", (text, expected) => {
    expect(withoutSpokenOpening(text)).toBe(expected);
  });

  it.each([
    "Well-being programme for night-shift nurses across all wards",
    "Bon de commande électronique pour tous les fournisseurs de la cantine",
    "Im Lager fehlen Regale, wir brauchen eine neue Einrichtung für die Halle",
    "Sono necessari nuovi server per il sito e per il gestionale interno",
    "I'm proposing we attend the education fairs in Delhi and Mumbai this autumn",
    "so: ok",
  ])("leaves ideas that only look like speech alone: %j", (text) => {
    expect(withoutSpokenOpening(text)).toBe(text);
  });

  it("names a dictated idea after what it asks for, not after its speaker", () => {
    expect(
      nameOf(
        "bonjour, je suis prof de français au collège. on pourrait traduire les documents clés en arabe et en turc ?",
      ),
    ).not.toMatch(/suis|prof/i);
    expect(
      nameOf(
        "hi, fleet manager here. our vans hit end of lease in spring. we need an electric van fleet plan.",
      ),
    ).not.toMatch(/Fleet Manager/);
  });
});
