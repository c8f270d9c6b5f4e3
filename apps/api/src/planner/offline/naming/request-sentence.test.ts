import { describe, expect, it } from "vitest";
import { analyseIdea } from "../idea-analysis";
import { proposeOffline } from "../proposal";
import { requestSentence } from "./request-sentence";

const nameOf = (idea: string) => proposeOffline(analyseIdea(idea)).name;

describe("requestSentence", () => {
  it.each([
    [
      "Our reception team spends the morning on the phone. I'd like to offer online appointment booking.",
      "I'd like to offer online appointment booking.",
    ],
    [
      "Die Hälfte der Anrufe sind Fragen zum Paket. Deshalb möchte ich … nein: Ich möchte eine neue Sendungsverfolgung.",
      "Ich möchte eine neue Sendungsverfolgung.",
    ],
    [
      "Los pacientes se quejan. Propongo montar un call center propio.",
      "Propongo montar un call center propio.",
    ],
    [
      "Vi har gissat fel två år i rad. Jag skulle vilja ha en prognos för volymerna.",
      "Jag skulle vilja ha en prognos för volymerna.",
    ],
  ])("%j", (text, expected) => {
    expect(requestSentence(text)).toBe(expected);
  });

  it("finds no request in a text that asks nothing, nor inside a longer word", () => {
    expect(requestSentence("Sales rose by 4 %. Canwell Ltd. renewed its contract.")).toBeUndefined();
  });

  it("names a message after what it asks for, and an idea without a salutation as before", () => {
    const message =
      "Hello Ben,\nOur reception team at the physiotherapy clinics spends most of the morning on the phone booking appointments. I'd like to offer online appointment booking on our website.\nThanks, Hannah";
    expect(nameOf(message)).toMatch(/Online Appointment Booking/);
    // Without a salutation the opening is read first (decision 188): here it names the team.
    const plain = message.replace("Hello Ben,\n", "").replace("\nThanks, Hannah", "");
    expect(nameOf(plain)).toBe("Reception Team");
  });
});
