/**
 * "Hi Ben, Our reception team spends the morning on the phone. I'd like to offer online appointment
 * booking …": a message to colleagues sets the scene first and asks later, so its name is read from
 * the sentence that asks (decision 189). Only for messages (an idea that opened with a salutation):
 * elsewhere the opening states the subject as often as the request does (decision 188).
 */

import { splitSentences } from "../key-phrases";
import { phraseAlternation } from "../phrase-lists";

/** Words that make a sentence a request, per language; the name is read from them on. */
const REQUEST_MARKERS = [
  // en
  "i'd like",
  "i would like",
  "i want",
  "we want",
  "i'd love",
  "we'd love",
  "we'd like",
  "we would like",
  "we need",
  "i need",
  "i propose",
  "i'm proposing",
  "i suggest",
  "could we",
  "can we",
  "can you",
  "could you",
  "let's",
  "we should",
  // de
  "ich möchte",
  "ich würde gern",
  "ich würde gerne",
  "ich hätte gern",
  "ich hätte gerne",
  "ich schlage vor",
  "ich schlage",
  "wir brauchen",
  "wir sollten",
  "wir wollen",
  "ich will",
  "könnten wir",
  "können wir",
  // fr
  "je voudrais",
  "j'aimerais",
  "je veux",
  "je propose",
  "je souhaite",
  "il nous faut",
  "il faut",
  "il faudrait",
  "on pourrait",
  "on aimerait",
  "nous devons",
  // es
  "me gustaría",
  "quiero",
  "quisiera",
  "propongo",
  "necesitamos",
  "necesito",
  "queremos",
  "podríamos",
  "hay que",
  "deberíamos",
  // it
  "vorrei",
  "voglio",
  "propongo",
  "dobbiamo",
  "ci serve",
  "servirebbe",
  "bisogna",
  "potremmo",
  "vogliamo",
  // pt
  "gostaria",
  "quero",
  "queria",
  "proponho",
  "precisamos",
  "preciso",
  "queremos",
  "poderíamos",
  "temos de",
  "temos que",
  // nl
  "ik wil",
  "ik zou graag",
  "wij willen",
  "we willen",
  "ik stel voor",
  "we moeten",
  "kunnen we",
  "zouden we",
  // sv
  "jag vill",
  "jag skulle vilja",
  "jag föreslår",
  "vi behöver",
  "vi måste",
  "kan vi",
  "vi vill",
  "vi borde",
];

const REQUEST = new RegExp(`(?<![\\p{L}'’])(?:${phraseAlternation(REQUEST_MARKERS)})(?![\\p{L}])`, "iu");

/** The first sentence that asks for something, from its request words on; undefined without one. */
export function requestSentence(text: string): string | undefined {
  for (const sentence of splitSentences(text)) {
    const match = REQUEST.exec(sentence);
    if (match) return sentence.slice(match.index);
    // "… prices never updated. need new sponsor tiers …": a note's request without its "we".
    if (NEED_FIRST.test(sentence)) return sentence;
  }
  return undefined;
}

/** A sentence that opens with "need", as notes write it. */
const NEED_FIRST = /^need\s/i;

const ASKS = /^(?:could|can) (?:we|you|someone)\b/i;

/** "We have 85 developers …", "Abbiamo 41 negozi …": an opening that counts what the writer has. */
const COUNTED_HOLDINGS =
  /^(?:we have|we've got|we run|wir haben|nous avons|tenemos|abbiamo|temos|we hebben|wij hebben|vi har)\s+(?:(?:about|around|over|more than|some|circa|etwa|über|environ|plus de|unos|unas|más de|cerca de|oltre|quasi|cerca|mais de|ongeveer|ruim|cirka|över|ungefär)\s+)?\d/iu;

/**
 * "Abbiamo 85 sviluppatori e … Come responsabile HR vorrei definire percorsi di carriera …": an idea
 * that opens by counting what the writer has sets the scene; its name is read from the first later
 * sentence that asks for something. Undefined otherwise.
 */
export function askedAfterCounting(text: string): string | undefined {
  const [first, ...rest] = splitSentences(text);
  if (!first || rest.length === 0 || !COUNTED_HOLDINGS.test(first.trim())) return undefined;
  return requestSentence(rest.join(" "));
}

/** "Line 3 … has had six unplanned stops. Could we fit vibration sensors …?": a later sentence that asks. */
export function askedLater(text: string): string | undefined {
  const sentences = splitSentences(text);
  if (sentences.length < 2 || REQUEST.test(sentences[0]!)) return undefined;
  return sentences
    .slice(1)
    .find((s) => ASKS.test(s.trim()))
    ?.trim();
}
