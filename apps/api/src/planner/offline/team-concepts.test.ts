import { describe, expect, it } from "vitest";
import { conceptsOf, parseConcepts } from "./team-concepts";
import { foldCueText } from "./team-cues";
import { featuresOf, ideaWords } from "./team-features";

const concepts = (text: string) => conceptsOf(foldCueText(text));

describe("concept lexicon", () => {
  it("finds one concept whatever the idea's language, inside compounds too", () => {
    for (const idea of [
      "Send invoices by e-mail instead of post",
      "Eingangsrechnungen automatisch prüfen",
      "Envoyer les factures par e-mail",
      "Inviare le fatture via PEC",
      "Skicka fakturor digitalt",
    ])
      expect(concepts(idea), idea).toContain("a_invoice");
    expect(concepts("Ein neues Zentrallager bei Leipzig")).toContain("b_warehouse");
    expect(concepts("Abrir um novo armazém para as lojas")).toContain("b_warehouse");
    expect(concepts("Nieuwe leverancier voor verpakkingen")).toContain("b_supplier");
  });

  it("matches short cues as whole words, phrases after a short first word, parts deep in a compound", () => {
    expect(concepts("Use AI to sort the mail")).toContain("a_ai_ml");
    expect(concepts("Aid for the airport staff")).not.toContain("a_ai_ml");
    expect(concepts("Vendre nos fromages en ligne")).toContain("a_online");
    expect(concepts("Chase accounts receivables faster")).toContain("a_invoice");
    expect(concepts("Lohnabrechnungen digitalisieren")).toContain("a_invoice");
  });

  it("knows choosing a provider, renting equipment and tendering as a verb (decision 200)", () => {
    for (const idea of [
      "Our card terminals are end of life: pick a provider and swap all units",
      "Nous devons choisir un prestataire pour la traduction simultanée",
      "Precisamos de escolher o fornecedor dos cacifos",
      "Vem levererar tekniken till konferensen?",
    ])
      expect(concepts(idea), idea).toContain("b_vendor_selection");
    for (const idea of [
      "Alugar câmera e som para o workshop",
      "Zwei Kühlcontainer anmieten",
      "Printer rental for the kiosks",
    ])
      expect(concepts(idea), idea).toContain("b_rental");
    for (const idea of ["Den Standbau ausschreiben", "Licitar el transporte entre Valencia y Barcelona"])
      expect(concepts(idea), idea).toContain("b_tender");
    // "hire" is hiring people, not renting.
    expect(concepts("Hire two drivers for the night shift")).not.toContain("b_rental");
  });

  it("gives the classifier one k: feature per concept", () => {
    const features = featuresOf(ideaWords("Nuevo proveedor de embalajes"), "es");
    expect(features).toContain("k:b_supplier");
    expect(features.filter((f) => f === "k:b_supplier")).toHaveLength(1);
  });

  it("rejects a lexicon with accents, a missing language or a duplicate id", () => {
    const concept = {
      id: "x",
      en: ["a1"],
      de: ["a1"],
      fr: ["a1"],
      es: ["a1"],
      it: ["a1"],
      pt: ["a1"],
      nl: ["a1"],
      sv: ["a1"],
    };
    expect(parseConcepts({ concepts: [concept] })).toEqual([{ id: "x", cues: ["a1"] }]);
    expect(() => parseConcepts({ concepts: [{ ...concept, fr: ["entrepôt"] }] })).toThrow(/folded/);
    const { sv: _sv, ...noSwedish } = concept;
    expect(() => parseConcepts({ concepts: [noSwedish] })).toThrow();
    expect(() => parseConcepts({ concepts: [concept, concept] })).toThrow(/unique/);
  });
});
