import { describe, expect, it } from "vitest";
import { analyseIdea } from "../idea-analysis";
import { proposeOffline } from "../proposal";
import { withoutDates } from "./time-phrases";

describe("dates in an idea (naming)", () => {
  it("drops a preposition of time with its month, season, quarter or year, in each language", () => {
    expect(withoutDates("Wir eröffnen im April eine neue Filiale", "de")).toBe(
      "Wir eröffnen eine neue Filiale",
    );
    expect(withoutDates("Sommerfest bis Ende Juni planen", "de")).toBe("Sommerfest planen");
    expect(withoutDates("Avant l'été, il faut refaire le site", "fr")).toBe("il faut refaire le site");
    expect(withoutDates("Renovar la web antes del verano de 2026", "es")).toBe("Renovar la web");
    expect(withoutDates("Sostituire entro giugno i portatili", "it")).toBe("Sostituire i portatili");
    expect(withoutDates("Voor de zomer een nieuwe website", "nl")).toBe("een nieuwe website");
    expect(withoutDates("Självscanning i alla butiker före jul och i mars", "sv")).toBe(
      "Självscanning i alla butiker före jul och",
    );
    expect(withoutDates("Launch the partner portal by Q3 2026.", "en")).toBe("Launch the partner portal.");
  });

  it("keeps a month or season that is part of the subject, and other languages' prepositions", () => {
    // No preposition of time: the season names the thing.
    expect(withoutDates("Run a summer open day for Year 11 families", "en")).toBe(
      "Run a summer open day for Year 11 families",
    );
    // "i vår butik" is "in our shop" in Swedish, not "this spring".
    expect(withoutDates("Självscanning i vår butik i Malmö", "sv")).toBe("Självscanning i vår butik i Malmö");
    // "a" dates an Italian idea ("a marzo"), never an English one.
    expect(withoutDates("Plan a march for climate action", "en")).toBe("Plan a march for climate action");
  });

  // [idea, language, the idea without when it is due]
  const relative: Array<[string, string, string]> = [
    [
      "Onze CFO wil dit jaar een nieuw crediteurenproces invoeren",
      "nl",
      "Onze CFO wil een nieuw crediteurenproces invoeren",
    ],
    ["Klachten zijn in het vierde kwartaal verdubbeld", "nl", "Klachten zijn verdubbeld"],
    ["Wir wollen im dritten Quartal einen Onlineshop starten", "de", "Wir wollen einen Onlineshop starten"],
    ["Die Quote bis Jahresende um 20 Prozent senken", "de", "Die Quote um 20 Prozent senken"],
    ["dieses Jahr erwarten wir zum ersten Mal 80.000 Besucher", "de", "erwarten wir 80.000 Besucher"],
    ["Nous voulons l'an prochain ouvrir une boutique", "fr", "Nous voulons ouvrir une boutique"],
    ["Queremos lanzar el año que viene una app", "es", "Queremos lanzar una app"],
    ["Vogliamo quest'anno rifare il sito", "it", "Vogliamo rifare il sito"],
    ["Queremos lançar no próximo ano uma app", "pt", "Queremos lançar uma app"],
    ["Vamos à feira esse ano com estande próprio", "pt", "Vamos à feira com estande próprio"],
    ["Vi vill i år införa en ny leverantörsprocess", "sv", "Vi vill införa en ny leverantörsprocess"],
    ["Next quarter we must migrate the CRM", "en", "we must migrate the CRM"],
    ["Plan this year's summer fair", "en", "Plan summer fair"],
    ["Ogni mese paghiamo penali ai clienti", "it", "paghiamo penali ai clienti"],
    ["De helpdesk krijgt elke week honderden vragen", "nl", "De helpdesk krijgt honderden vragen"],
    ["We run the survey twice a year", "en", "We run the survey"],
    // A season said from now (decision 203).
    ["Last summer our festival lost £60,000 in bar sales", "en", "our festival lost £60,000 in bar sales"],
    ["Das Unwetter beim Open-Air im letzten Sommer", "de", "Das Unwetter beim Open-Air"],
    ["Été dernier, l'EHPAD a manqué de personnel", "fr", "l'EHPAD a manqué de personnel"],
    ["I somras var kön till entrén lång", "sv", "var kön till entrén lång"],
    ["Vi öppnar i vår butik i Malmö", "sv", "Vi öppnar i vår butik i Malmö"],
    ["Book the summer school for next summer", "en", "Book the summer school"],
    // A year or a quarter that names people or a thing stays.
    ["Give every Year 7 pupil a Chromebook", "en", "Give every Year 7 pupil a Chromebook"],
    ["Recruit first year students as mentors", "en", "Recruit first year students as mentors"],
    ["Publish the quarterly report this weekend", "en", "Publish the quarterly report this weekend"],
    ["Het jaarverslag van dit jaarfeest", "nl", "Het jaarverslag van dit jaarfeest"],
  ];
  it.each(relative)("reads %j (%s) without when it is due, said from now", (idea, language, expected) => {
    expect(withoutDates(idea, language)).toBe(expected);
  });

  it("keeps when it happened out of a name read from the key phrases", () => {
    expect(
      proposeOffline(
        analyseIdea(
          "Action point from the safety committee: we had three falls on the loading ramp last month.",
        ),
      ).name,
    ).toBe("Loading Ramp");
  });

  it("keeps the date out of the initiative's name", () => {
    expect(analyseIdea("Onze CFO wil dit jaar een nieuw crediteurenproces invoeren.").subject).toBe(
      "Crediteurenproces",
    );
    expect(analyseIdea("Vi vill i år införa en ny leverantörsprocess för alla inköp.").subject).toBe(
      "Ny leverantörsprocess för alla inköp",
    );
    expect(
      analyseIdea("Sostituire entro giugno i 300 portatili degli uffici con macchine nuove.").subject,
    ).toBe("Portatili degli uffici");
    expect(
      analyseIdea("Sustituir antes de junio los 300 portátiles de la oficina por equipos nuevos.").subject,
    ).toBe("Portátiles de la oficina");
    expect(analyseIdea("Avant l'été, il faut refaire le site du musée.").subject).toBe("Site du musée");
  });
});
