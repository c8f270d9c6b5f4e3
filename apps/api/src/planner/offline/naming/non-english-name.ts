import { closingAsk, loneAsked } from "./closing-ask";
import {
  instructionAfterPlaces,
  nominalisedInstruction,
  OUR_ALL,
  objectAndInfinitive,
  PLACE_PREPOSITIONS,
  withInstruction,
} from "./german-clauses";
import { closingHowAsked, howAsked } from "./how-question";
import { afterQuestion, laterInstruction } from "./later-instruction";
import { menteAdverb, withEdges } from "./name-edges";
import { BASE, COMPOUNDING, INFINITIVE, LEXICONS, type Lexicon, SV_PARTICLES } from "./non-english-lexicon";
import {
  AND,
  capitalised,
  contentCount,
  MAX_LENGTH,
  phraseAt,
  REFLEXIVES,
  render,
  SENTENCE_ENDS,
  type Word,
  words,
} from "./non-english-phrase";
import {
  actionNounWithObject,
  loneNounWithFeature,
  loneNounWithPlace,
  purposeAfter,
  replacement,
  shownContent,
} from "./noun-complements";
import { pastPersonalA, pastRecipient } from "./recipient";
import { trainedOn } from "./trained-on";
import { afterAmount, afterVerbGroup, withoutClauseWord } from "./verb-group";
import { afterFrontedModal, frontedStatement, imperativeBeforePlaces, separatedTowards } from "./verb-second";
import {
  AGREEMENT,
  afterManner,
  DEMANDS,
  neededObject,
  pastOpening,
  properName,
  THAT,
  WANTS,
  WE,
  wantVerbAfter,
  withParty,
} from "./wanted-object";

export function nonEnglishName(idea: string, language: string): string | undefined {
  // "¿Cómo digitalizamos las fichas de pacientes …?": named as "digitalizamos las fichas …" would be.
  const how = howAsked(idea, language);
  const howName = how && nonEnglishName(how, language);
  if (howName) return howName;
  const lex = LEXICONS.get(language) ?? BASE;
  const list = words(idea.split("\n")[0] ?? idea);
  // "Les patients se plaignent de … ; réécrivez les courriers …": named after what to do.
  const later = laterInstruction(lex, language, list) ?? afterQuestion(lex, language, list);
  const laterName = later && nameFrom(lex, language, later, false);
  if (laterName) return laterName;
  // "… Hoe krijgen we betere feedback van bezoekers?": what a closing question of how asks to do.
  const closingHow = closingHowAsked(idea, language);
  const closingHowName = closingHow && nonEnglishName(closingHow, language);
  if (closingHowName) return closingHowName;
  // "… Kunnen we de beveiliging van het terrein niet flink aanscherpen?": what the closing question asks for.
  const asked = closingAsk(lex, language, list);
  const askedName =
    asked && (nameFrom(lex, language, asked.object, false) ?? loneAsked(lex, language, asked));
  if (askedName) return askedName;
  const instruction = language === "de" ? nominalisedInstruction(list) : undefined;
  const object = instruction && nameFrom(lex, language, instruction.object, false);
  if (instruction && object) return withInstruction(lex, instruction, object);
  const clause =
    language === "de"
      ? instructionAfterPlaces(lex, list)
      : language === "nl"
        ? (neededObject(list) ?? afterFrontedModal(lex, list) ?? imperativeBeforePlaces(lex, list))
        : undefined;
  return (
    replacement(lex, language, list) ??
    (clause ? nameFrom(lex, language, clause, false) : undefined) ??
    nameFrom(lex, language, list, true)
  );
}

/** Passive "is needed" after what is needed ("Nytt avtal behövs", "Ny lokal krävs"). */
const NEEDED = new Set(["behövs", "krävs"]);

/** "Can" of a third person, opening a question to someone ("¿Puede la asesoría …?", "Kann die IT …?"). */
const CAN = new Set("puede pueden kann könnte peut pourrait può potrebbe pode poderia kan kunnen".split(" "));

/** Languages whose want verb takes an infinitive before its object ("quiere detectar", "vill teckna"). */
const WANT_INFINITIVE = new Set(["fr", "es", "it", "pt", "sv"]);

/** German: the infinitive follows its object ("Chatbot einführen"); Dutch -en plurals look alike. */
const VERB_LAST = new Set(["de"]);

/** A lower-case infinitive right after the object, not a word the lexicon reads otherwise. */
function isInfinitiveAfter(lex: Lexicon, word: Word): boolean {
  const known = lex.breakers.has(word.lower) || lex.statements.has(word.lower) || lex.links.has(word.lower);
  return !known && !capitalised(word) && word.lower.length >= 5 && word.lower.endsWith("en");
}

function nameFrom(lex: Lexicon, language: string, list: Word[], first: boolean): string | undefined {
  // Skip what opens the idea: pronouns, "want" verbs, infinitives, a leading "für …" context.
  let { at: i, context } = pastOpening(lex, language, list);
  // "Im letzten Winter waren …", "In onze fabriek draaien we …": a place or time put first, then the
  // verb (German, Dutch and Swedish put it second) is a statement; the next sentence may ask.
  if (first && i === 0 && frontedStatement(lex, language, list)) {
    const end = list.findIndex((w) => SENTENCE_ENDS.has(w.text));
    const next = end > 0 ? nameFrom(lex, language, list.slice(end + 1), false) : undefined;
    if (next) return next;
  }
  // "Vorremmo riscrivere in linguaggio semplice i moduli …": the object after the verb's manner.
  if (i > 0 && INFINITIVE[language]?.test(list[i - 1]!.lower)) i = afterManner(lex, list, i);
  const verbAt = i;
  i = afterVerbGroup(lex, language, list, i);
  // "Ajustar automáticamente los precios …": the verb and its adverb are not the object.
  const adverbAt = i === verbAt && INFINITIVE[language]?.test(list[i]?.lower ?? "") ? i + 1 : i;
  if (menteAdverb(language, list[adverbAt]?.lower ?? "") && adverbAt < list.length - 1) i = adverbAt + 1;
  // "Offrire ai clienti un configuratore online": whom the verb gives to comes before what it gives.
  i = pastPersonalA(lex, language, list, pastRecipient(lex, language, list, i));
  let head = phraseAt(lex, list, i);
  // "Bereid ons ziekenhuis voor op de NEN 7510-certificering", "Zet iedereen over op Windows 11": a
  // Dutch separable verb is named after where it goes.
  const separated = language === "nl" && i > verbAt && separatedTowards(list, head.end);
  const goal = separated ? phraseAt(lex, list, head.end + 2) : undefined;
  const towards = goal !== undefined && goal.words.length > 0;
  if (towards) head = goal;
  // A statement about the subject ("Les ventes ont baissé."): the next sentence says what to do.
  // "Los vecinos se quejan", "Les clients se plaignent": a reflexive pronoun before the verb.
  const reflexive = REFLEXIVES.has(list[head.end]?.lower ?? "") ? 1 : 0;
  // "we draaien al twee jaar bij …", "wir verlieren Mittelständler": a verb of "we" with no object
  // article after it states what is; the next sentence may say what to do.
  const weStates =
    head.words.length > 0 &&
    i > 0 &&
    WE.has(list[i - 1]!.lower) &&
    i === verbAt &&
    !capitalised(head.words[0]!);
  // "Nytt telemarketingavtal behövs – …": what is needed is the subject, not a statement about it.
  const needed = NEEDED.has(list[head.end]?.lower ?? "");
  const stated = !needed && (weStates || lex.statements.has(list[head.end + reflexive]?.lower ?? ""));
  if (first && stated) {
    const end = list.findIndex((w, k) => k > head.end && SENTENCE_ENDS.has(w.text));
    const rest = end > 0 ? list.slice(end + 1) : [];
    // A statement about people ("Kunder klagar på …") hands over to what is asked for. A statement
    // about a thing ("Onze nieuwsbrief gaat naar …") keeps the thing when the next sentence only
    // says what to do with it ("Segmenteren op interesse …"); a named remedy wins ("Online-Terminvergabe").
    const people = head.words.some((w) => lex.audience.has(w.lower));
    const opening = rest[0]?.lower ?? "";
    const infinitive = INFINITIVE[language]?.test(opening) === true && opening.length >= 5;
    const todo = rest.length > 0 && (afterVerbGroup(lex, language, rest, 0) > 0 || infinitive);
    // "¿Puede la asesoría jurídica revisarlas …?": a question to someone else names nobody's work.
    const asksSomeone = CAN.has(opening) && lex.determiners.has(rest[1]?.lower ?? "");
    const next =
      rest.length > 0 && (people || !todo) && !asksSomeone ? nameFrom(lex, language, rest, false) : undefined;
    if (next) return next;
  }
  // "Les clients B2B demandent un portail …": with nothing after the statement, its object.
  if (stated) {
    let j = head.end + reflexive + 1;
    while (j < list.length && (lex.determiners.has(list[j]!.lower) || lex.statements.has(list[j]!.lower)))
      j++;
    const object = phraseAt(lex, list, j);
    if (contentCount(lex, object.words) > 0 && lex.determiners.has(list[j - 1]?.lower ?? "")) head = object;
  }
  // "Die Stadtbibliothek will eine Lesepatenschaft …": the wanted thing is the subject.
  // "Vårt gymnasium i Linköping vill minska avhoppen": the wanted thing after a place, too.
  // "Il nostro stabilimento di Prato intende presentare …": a want verb in lower case reads as part of
  // the subject's phrase; the subject ends before it.
  const inside = head.words.findIndex((w, k) => k > 0 && WANTS.has(w.lower));
  if (inside > 0) head = { words: head.words.slice(0, inside), end: list.indexOf(head.words[inside]!) };
  const wantAt = head.words.length > 0 ? wantVerbAfter(lex, list, head.end) : head.end;
  // Where the wanted thing's own verb starts ("vill minska avhoppen"), when it is named.
  let wantedVerbAt: number | undefined;
  const wants = list[wantAt]?.lower ?? "";
  // "SFDR kräver att …": what a law or a standard asks of others is named by the law.
  const rule =
    DEMANDS.has(wants) && head.words.length === 1 && /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(head.words[0]!.text);
  if ((lex.openers.has(wants) || WANTS.has(wants)) && !rule) {
    let j = wantAt;
    // "A escola precisa de um novo sistema": a link after the want verb belongs to it.
    // "wünscht sich ein Schichtmodell", "wil dat een WOZ-bezwaar …": its reflexive and "that", too.
    const skipped = (w: Word) =>
      lex.openers.has(w.lower) ||
      WANTS.has(w.lower) ||
      lex.determiners.has(w.lower) ||
      lex.links.has(w.lower) ||
      REFLEXIVES.has(w.lower) ||
      THAT.has(w.lower) ||
      w.text === ",";
    while (j < list.length && skipped(list[j]!)) j++;
    // "… möchte Maklern ein neues Provisionsmodell anbieten": past whom it is given to.
    j = pastRecipient(lex, language, list, j);
    // "A escola quer lançar a campanha de matrículas": the infinitive after the want verb is not the
    // thing wanted, its object is.
    const verb = list[j];
    const infinitive =
      verb !== undefined &&
      !capitalised(verb) &&
      verb.lower.length >= 5 &&
      WANT_INFINITIVE.has(language) &&
      INFINITIVE[language]?.test(verb.lower) === true;
    // "vill ta fram en klarspråksversion", "vill bygga upp samarbeten": a Swedish verb with its particle.
    const particle = language === "sv" && verb !== undefined && SV_PARTICLES.has(list[j + 1]?.lower ?? "");
    const particleVerb = particle && verb.lower.length <= 4;
    if (infinitive || particleVerb) {
      // A later sentence that only says what to do ("A gente precisa achar o gargalo") names no verb.
      if (first) wantedVerbAt = j;
      j = afterManner(lex, list, afterAmount(list, j + (particle ? 2 : 1)));
      j = pastPersonalA(lex, language, list, pastRecipient(lex, language, list, j));
      // "recruter et intégrer 90 enseignants": a second infinitive joined by "and".
      const second = list[j + 1];
      if (
        AND.has(list[j]?.lower ?? "") &&
        second &&
        !capitalised(second) &&
        INFINITIVE[language]?.test(second.lower)
      )
        j += 2;
      while (j < list.length && lex.determiners.has(list[j]!.lower)) j++;
    }
    const wanted = phraseAt(lex, list, j);
    // "wil dat patiënten zelf …": people after "that" do what is wanted; they are not it. A thing
    // after "that" has its article ("wil dat een WOZ-bezwaar …").
    const joined = list.slice(wantAt, j).some((w) => THAT.has(w.lower));
    const bare = !lex.determiners.has(list[j - 1]?.lower ?? "");
    const doers = joined && (bare || wanted.words.some((w) => lex.audience.has(w.lower)));
    // German nouns are capitalised: "Die Praxis-IT muss sicherer werden" wants nothing new.
    const passive = list.slice(j, wanted.end + 1).some((w) => lex.passives.has(w.lower));
    // "braucht bessere Tourenplanung": an inflected adjective before the noun is still a thing wanted
    // ("gezielt Fahrer …" is an adverb's).
    const opening = wanted.words[0] ?? head.words[0]!;
    const attributive = /(?:e|en|er|es|em)$/.test(opening.lower) && wanted.words.slice(1).some(capitalised);
    const noun = capitalised(opening) || attributive;
    const predicate = passive || (language === "de" && !noun);
    if (wanted.words.length > 0 && !predicate && !doers) head = wanted;
    else wantedVerbAt = undefined;
  }
  if (head.words.length === 0) return undefined;
  // "Die Hausmesse … in unserem Stammwerk bei Stuttgart organisieren": a German instruction that opens
  // with its lone object is named with the infinitive that ends it when the name would otherwise miss
  // the object ("Unserem Stammwerk bei Stuttgart").
  const instruction =
    first && VERB_LAST.has(language) && list.slice(0, verbAt).every((w) => lex.determiners.has(w.lower))
      ? objectAndInfinitive(lex, list, head)
      : undefined;
  // With no name at all, only when a place follows the object ("Die Hausmesse in unserem Stammwerk …"),
  // not a complement ("Termine im Bürgerbüro online buchbar machen", named by the English rules).
  const placeNext =
    PLACE_PREPOSITIONS.has(list[head.end]?.lower ?? "") && OUR_ALL.has(list[head.end + 1]?.lower ?? "");
  const orInstruction = (text: string | undefined) =>
    instruction &&
    (text ? !text.includes(head.words[0]!.text) : placeNext || instruction[0]!.lower === "umstellung")
      ? render(instruction)
      : text;
  // "koppeling met iDEAL", "Schnittstelle mit SAP": a lone noun with a named thing it comes with,
  // before what it is for ("Koppeling met Nmbrs voor ons roosterplatform").
  const withNamed =
    head.words.length === 1 ? loneNounWithFeature(lex, language, list, head.words[0]!) : undefined;
  // "Parceria com empresas de Porto": a capital after a link word is a place, not what it comes with.
  const named = (w: Word, k: number) => properName(language, w) && !lex.links.has(withNamed![k + 1]!.lower);
  if (withNamed?.slice(2).some(named)) return orInstruction(render(withNamed));
  // "los contratos con las aseguradoras", "avtal med åkerier": an agreement is named with its party.
  // "kommunens avtal med skolskjutsentreprenörerna": whatever comes before the agreement.
  const party =
    head.words.length <= 2 && AGREEMENT.test(head.words.at(-1)!.lower)
      ? withParty(lex, language, list, head.end)
      : [];
  if (party.length > 0)
    return orInstruction(render(withEdges(lex, language, list, [...head.words, ...party])));
  let name = head.words;
  const headLower = name.at(-1)!.lower;
  const generic = contentCount(lex, name) === 1 && lex.genericHeads.has(headLower);
  const acted = name.length === 1 ? actionNounWithObject(lex, language, list, name[0]!) : undefined;
  if (generic && context.length > 0 && capitalised(context.at(-1)!)) {
    // German compound: "für unseren Tennisverein … eine App" → "Tennisverein-App".
    name = [{ text: `${context.at(-1)!.text}-${name.at(-1)!.text}`, lower: "" }];
  } else if (acted) {
    // "Thema: Fortbildung zu den neuen digitalen Tafeln": an action noun is named with what it acts on.
    return render(acted);
  } else {
    // "un panel que muestre la retención semanal": a display is named with what it shows.
    const shown = shownContent(lex, language, list, name);
    if (shown) return orInstruction(render(withEdges(lex, language, list, shown)));
    const purpose = purposeAfter(lex, list, head.end);
    const audience = purpose?.some((w) => lex.audience.has(w.lower)) ?? false;
    // A single German noun takes its "für …" even when that names people ("Lesepatenschaft für Grundschulkinder").
    const singleGerman = contentCount(lex, name) === 1 && capitalised(name[0]!);
    const purposeWords = purpose ? contentCount(lex, purpose) - 1 : 0;
    // A single head takes a short "voor …" too ("Webshop voor kaasspeciaalzaak").
    const least = contentCount(lex, name) === 1 ? 1 : 2;
    const fits = !audience && contentCount(lex, name) <= 2 && purposeWords >= least && purposeWords <= 4;
    if (purpose && (generic || fits || singleGerman)) {
      name = [...name, ...purpose];
    }
  }
  // A lone object keeps its verb: "Former les vendeurs" (a title in French), not "Vendeurs".
  // "Säkerställ att journalsystemet …" → "Säkerställ journalsystemet": without "att" and an article.
  if (
    (wantedVerbAt !== undefined || (i > verbAt && !towards)) &&
    name === head.words &&
    head.words.length === 1
  )
    name = withoutClauseWord(lex, list.slice(wantedVerbAt ?? verbAt, head.end));
  // German: a lone object keeps the infinitive after it ("Chatbot einführen", not "Die Hochschule").
  const after = list[list.indexOf(head.words.at(-1)!) + 1];
  if (
    name === head.words &&
    head.words.length === 1 &&
    after &&
    VERB_LAST.has(language) &&
    isInfinitiveAfter(lex, after)
  )
    name = [...head.words, after];
  // "Former les vendeurs … à la vente de vélos électriques": people with what they are trained in.
  name = trainedOn(lex, language, list, head) ?? name;
  name = withEdges(lex, language, list, name);
  const text = render(name);
  // One word only as a compound ("Tennisverein-App", "Lösenordshanterare"); otherwise at least two.
  const compound =
    COMPOUNDING.has(language) && name.length === 1 && /^\p{Lu}?\p{Ll}{9,}$/u.test(name[0]!.text);
  const enough = text.includes(" ") || (text.includes("-") && text.length >= 8) || compound;
  if (!enough && name.length === 1) {
    // "Wir eröffnen eine neue Filiale in Leipzig": a lone noun is named with its place ("Filiale in
    // Leipzig") rather than not at all.
    const placed = loneNounWithPlace(list, name[0]!);
    if (placed) return orInstruction(render(placed));
    // "ein neues System mit Online-Registrierung": a lone noun is named with what it comes with.
    const featured = loneNounWithFeature(lex, language, list, name[0]!);
    if (featured) return orInstruction(render(featured));
    // "WLAN in allen Klassenräumen": a German lone noun with where all of it goes.
    const at = list.indexOf(name[0]!);
    const scope = list.slice(at + 1, at + 4);
    const everywhere =
      language === "de" &&
      PLACE_PREPOSITIONS.has(scope[0]?.lower ?? "") &&
      OUR_ALL.has(scope[1]?.lower ?? "") &&
      scope[2] !== undefined &&
      capitalised(scope[2]);
    if (everywhere && !instruction) return render([name[0]!, ...scope]);
  }
  return orInstruction(enough && text.length <= MAX_LENGTH && /\p{L}/u.test(text) ? text : undefined);
}
