import { describe, expect, it } from "vitest";
import { detectWordsLanguage, planLanguageOf } from "./language";

describe("idea language", () => {
  it("tells Swedish from German, Dutch from French, Italian and Portuguese from Spanish", () => {
    // Sentences written for this test, not taken from the labelled ideas.
    const samples: Record<string, string[]> = {
      sv: ["Bygga ett nytt lager i Västerås för våra butiker.", "Förbättra kundtjänsten i appen."],
      de: [
        "Wir möchten die Lagerhäuser modernisieren.",
        "Die Bestellungen müssen schneller bearbeitet werden.",
      ],
      nl: ["De facturen automatisch verwerken door een koppeling met de bank."],
      it: ["Aggiornare i moduli online dopo la revisione della direzione."],
      es: ["Abrir una tienda a través de un socio local."],
      pt: ["Abrir uma loja nova com um parceiro local."],
    };
    for (const [language, ideas] of Object.entries(samples))
      for (const idea of ideas) expect(detectWordsLanguage(idea), idea).toBe(language);
  });

  it("reads terse notes whose function words tie by their letters, and keeps short English English", () => {
    // Written for this test: one function word of each of two languages, or none at all.
    expect(detectWordsLanguage("Zelfscankassa's plaatsen in de vier drukste filialen")).toBe("nl");
    expect(detectWordsLanguage("Reportistica trimestrale per la Regione da automatizzare")).toBe("it");
    expect(detectWordsLanguage("Wartezeiten der Hotline vorhersagen und Personal einplanen")).toBe("de");
    // English on a tie, unless the trigrams are clearly surer; a few words are never enough.
    expect(detectWordsLanguage("Launch a podcast about sustainable fashion")).toBe("en");
    expect(detectWordsLanguage("Build a design system")).toBe("en");
    expect(detectWordsLanguage("Public status page so customers stop emailing us during outages")).toBe("en");
  });

  it("writes plans in German, French and Spanish, and in English with a note otherwise", () => {
    expect(planLanguageOf("Bygga ett nytt lager i Västerås för våra butiker.")).toEqual({
      language: "en",
      foreign: true,
    });
    expect(planLanguageOf("Wir möchten die Lagerhäuser modernisieren.")).toEqual({
      language: "de",
      foreign: false,
    });
  });
});
