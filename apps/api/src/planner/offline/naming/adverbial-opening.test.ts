import { describe, expect, it } from "vitest";
import { analyseIdea } from "../idea-analysis";
import { proposeOffline } from "../proposal";
import { withoutOccasion } from "./adverbial-opening";

const nameOf = (idea: string) => proposeOffline(analyseIdea(idea)).name;

describe("an opening that says when or why the idea arises (decision 188)", () => {
  it("is left out up to its comma, or up to the main clause where no comma is written", () => {
    expect(withoutOccasion("After the audit last month, we need a supplier risk register.", "en")).toBe(
      "we need a supplier risk register.",
    );
    expect(withoutOccasion("Seit der BaFin-Prüfung müssen wir unsere Meldungen dokumentieren.", "de")).toBe(
      "müssen wir unsere Meldungen dokumentieren.",
    );
    expect(withoutOccasion("Inför mässan i Älvsjö vill vi registrera leads direkt i CRM:et.", "sv")).toBe(
      "vill vi registrera leads direkt i CRM:et.",
    );
    expect(
      withoutOccasion(
        "Suite aux résultats du brevet blanc, on aimerait un tableau de bord par classe.",
        "fr",
      ),
    ).toBe("on aimerait un tableau de bord par classe.");
  });

  it("keeps ideas that only start like one", () => {
    // The preposition is the idea's subject ("For" + the whole idea), or no main clause follows soon.
    const unchanged = [
      ["Dashboard for store managers with daily sales.", "en"],
      ["For our members: a booking app for the tennis courts.", "en"],
      ["After-sales portal for dealers, with warranty claims.", "en"],
      [
        "Mit KI die Lagerbestände in allen zwölf Filialen des Verbunds besser planen und Abschriften senken.",
        "de",
      ],
    ] as const;
    for (const [idea, language] of unchanged) expect(withoutOccasion(idea, language), idea).toBe(idea);
  });

  it("names the initiative from the main clause", () => {
    expect(
      nameOf("After the audit last month, we need a supplier risk register with owners and review dates."),
    ).toBe("Supplier Risk Register");
    expect(
      nameOf("Suite aux résultats décevants du brevet blanc, on aimerait un tableau de bord par classe."),
    ).toBe("Tableau de bord par classe");
  });

  it("is a clause of cause up to its comma, its verb last and maybe long (decision 197)", () => {
    // Written for this test.
    expect(
      withoutOccasion(
        "Weil die Kundinnen in Kiel monatelang auf Termine warten, brauchen wir eine Online-Terminvergabe.",
        "de",
      ),
    ).toBe("brauchen wir eine Online-Terminvergabe.");
    expect(
      nameOf(
        "Weil die Kundinnen in Kiel monatelang auf Termine warten, brauchen wir eine Online-Terminvergabe für die Beratungsstelle.",
      ),
    ).toBe("Online-Terminvergabe für Beratungsstelle");
    expect(
      nameOf(
        "Como los pedidos de Navidad se duplican en Zaragoza, necesitamos un almacén temporal con turnos de noche.",
      ),
    ).toBe("Almacén temporal con turnos de noche");
    expect(
      nameOf(
        "Depuis que les clients de Lille se plaignent des retards, il faut un suivi de livraison en temps réel.",
      ),
    ).toBe("Suivi de livraison en temps réel");
    expect(
      nameOf("Because volunteers in Leeds keep missing shifts, we need a rota app with text reminders."),
    ).toBe("Rota App");
    // A clause of cause has its own subject: its pronoun does not end it, only its comma.
    expect(withoutOccasion("Because we grew fast, our onboarding needs a rewrite for new hires.", "en")).toBe(
      "our onboarding needs a rewrite for new hires.",
    );
  });

  it("ends a Dutch or Swedish clause of cause without a comma at the main clause's verb and subject (decision 198)", () => {
    // Written for this test.
    expect(
      withoutOccasion(
        "Eftersom kunderna i Gävle väntar länge på svar behöver vi en chattfunktion på webbplatsen.",
        "sv",
      ),
    ).toBe("behöver vi en chattfunktion på webbplatsen.");
    expect(
      nameOf("Eftersom kunderna i Gävle väntar länge på svar behöver vi en chattfunktion på webbplatsen."),
    ).toBe("Chattfunktion på webbplatsen");
    expect(
      withoutOccasion(
        "Omdat de wachtlijst in Breda groeit willen we een digitale intake voor nieuwe cliënten.",
        "nl",
      ),
    ).toBe("willen we een digitale intake voor nieuwe cliënten.");
    // The clause's own verb before "vi" is not the main clause: only a modal or "want" verb is.
    expect(
      withoutOccasion("Eftersom vi växer snabbt och kunderna frågar om vi levererar på lördagar …", "sv"),
    ).toBe("Eftersom vi växer snabbt och kunderna frågar om vi levererar på lördagar …");
  });

  it("reads a long run of spaces in linear time", () => {
    const idea = `After${" ".repeat(200_000)}the audit`;
    expect(withoutOccasion(idea, "en")).toBe(idea);
  });
});

describe("a want verb with an infinitive (decision 188)", () => {
  it("names the infinitive's object, not the verb", () => {
    expect(nameOf("A escola quer lançar a campanha de matrículas 2025 no Instagram e no TikTok.")).toBe(
      "Campanha de matrículas 2025",
    );
  });
});
