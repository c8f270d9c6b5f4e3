import { describe, expect, it } from "vitest";
import { analyseIdea } from "../idea-analysis";
import { proposeOffline } from "../proposal";
import { askedLater, requestSentence } from "./request-sentence";

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

describe("askedLater (decision 194)", () => {
  it("finds the later sentence that asks 'could we', 'can you' or 'can someone'", () => {
    expect(
      askedLater("Line 3 has had six unplanned stops. Could we fit vibration sensors on the presses?"),
    ).toBe("Could we fit vibration sensors on the presses?");
    expect(askedLater("Queues hit 40 minutes. Fans hated it. Can someone find a cashless vendor?")).toBe(
      "Can someone find a cashless vendor?",
    );
  });

  it("leaves an idea that asks first, or asks nothing later, to the opening", () => {
    expect(askedLater("We need a booking app. Could we also send reminders?")).toBeUndefined();
    expect(askedLater("Sales fell. Canwell Ltd. renewed its contract.")).toBeUndefined();
  });

  it("names an English idea after its later question, by the object of its verb", () => {
    expect(
      nameOf(
        "Attendee feedback after last year's festival mentioned bar queues more than anything else. Could we introduce cashless wristbands in the app?",
      ),
    ).toBe("Cashless Wristbands");
    // A question with no object names no verb ("Get Back"): the opening names the idea.
    expect(
      nameOf(
        "Applications from international students fell by a quarter. Could you get back to me by Friday?",
      ),
    ).not.toMatch(/Get Back/);
    // "get … written": what is to happen to the object is not part of its name.
    expect(nameOf("Supplier texts are unusable. Could we get fresh product copy written?")).toBe(
      "Fresh Product Copy",
    );
  });
});
