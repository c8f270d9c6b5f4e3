import { describe, expect, it } from "vitest";
import { analyseIdea } from "./idea-analysis";
import { cleanIdeaText } from "./idea-text";
import { withoutLetterFrame } from "./letter-frame";

describe("withoutLetterFrame", () => {
  it.each([
    [
      "Hi all, Our drivers still plan routes off paper maps. I'd like route optimisation software. Cheers, Steve",
      "Our drivers still plan routes off paper maps. I'd like route optimisation software.",
    ],
    [
      "Liebe Kolleginnen und Kollegen, wir brauchen eine eigene Lehrwerkstatt. Viele Grüße, Anja Schulz",
      "wir brauchen eine eigene Lehrwerkstatt.",
    ],
    [
      "Bonjour à toutes et à tous, Pour les 800 ans de la ville, le maire souhaite une grande fête populaire. Merci d'avance, Paul",
      "Pour les 800 ans de la ville, le maire souhaite une grande fête populaire.",
    ],
    [
      "Buenas tardes, Luis: Propongo montar un call center propio. Un saludo, Rocío, jefa de estudios",
      "Propongo montar un call center propio.",
    ],
    [
      "Hola, compañeros: La matrícula de infantil ha bajado dos años seguidos.",
      "La matrícula de infantil ha bajado dos años seguidos.",
    ],
    [
      "Gentile dott.ssa Rossi, vorrei un simulatore mutuo sul sito. Grazie mille, Stefano",
      "vorrei un simulatore mutuo sul sito.",
    ],
    [
      "Oi Ana, tudo bem? Temos recebido contato de vários clientes. Abs, Bruno",
      "Temos recebido contato de vários clientes.",
    ],
    [
      "Beste collega's, Ik wil een ledenwervingscampagne starten. Met vriendelijke groet, Hanneke Smit, wijkmanager Oost",
      "Ik wil een ledenwervingscampagne starten.",
    ],
    ["Hej alla, Jag föreslår rullande prognoser. Tack! Maja", "Jag föreslår rullande prognoser."],
    ["Hej, Vi behöver fler laddplatser i kommunen. Mvh Anders", "Vi behöver fler laddplatser i kommunen."],
  ])("%j", (input, expected) => {
    expect(withoutLetterFrame(input)).toBe(expected);
  });

  it.each([
    "Morning shifts are understaffed, so we need a new rota for the warehouse.",
    "Best practice guides for our nurses are missing. Write them this quarter.",
    "Build a new loyalty app. Thanks to the grant, we can hire two developers.",
    "Hi. We need a new CRM, because the old one is slow.",
    "Dagelijks verliezen we orders in het magazijn, dus we willen een nieuw WMS.",
    "Tack vare nya regler måste vi se över våra leverantörsavtal.",
  ])("leaves ordinary sentences alone: %j", (idea) => {
    expect(withoutLetterFrame(idea)).toBe(idea);
  });

  it("reads a sign-off only at a sentence's start, not where the end's window cuts a word", () => {
    const tail = `best, ${"a".repeat(187)} offer.`;
    expect(tail.length).toBe(200);
    const idea = `We compare the suppliers' offers every spring and take the second-${tail}`;
    expect(withoutLetterFrame(idea)).toBe(idea);
  });

  it("keeps a message that is nothing but its frame", () => {
    expect(withoutLetterFrame("Hi team, thanks!")).toBe("Hi team, thanks!");
  });

  it("is part of the cleaned text, so the frame names nothing and cues no team", () => {
    const email =
      "Hi team,\nCard fraud losses on our debit cards rose 35% last year. I'd like a fraud model that scores payments in real time.\nThanks,\nNaveen, Head of Payments";
    expect(cleanIdeaText(email)).toBe(
      "Card fraud losses on our debit cards rose 35% last year. I'd like a fraud model that scores payments in real time.",
    );
    const { subject, text } = analyseIdea(email);
    expect(text).not.toMatch(/Hi team|Naveen/);
    expect(subject).not.toMatch(/^Hi\b|Team$/);
  });
});
