import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyseIdea } from "../idea-analysis";
import { cleanIdeaText } from "../idea-text";
import { proposeOffline } from "../proposal";
import { nameInitiative } from "./initiative-name";
import { endsNothing, LEXICONS } from "./non-english-lexicon";
import { nonEnglishName } from "./non-english-name";

const nameOf = (idea: string) => proposeOffline(analyseIdea(idea)).name;
const expectNames = (cases: Array<[string, string]>) => {
  for (const [idea, expected] of cases) expect(nameOf(idea), idea).toBe(expected);
};
/** Each [idea, language, name]: the name nonEnglishName gives the idea. */
const expectNonEnglishNames = (cases: Array<[string, string, string]>) => {
  for (const [idea, language, expected] of cases) expect(nonEnglishName(idea, language), idea).toBe(expected);
};

/** What every name must satisfy, whatever the idea. */
function expectWellFormed(name: string): void {
  expect(name.length).toBeLessThanOrEqual(60);
  const words = name.split(" ");
  expect(words.length).toBeGreaterThanOrEqual(2);
  expect(words.length).toBeLessThanOrEqual(6);
  // "&" only as a word of its own ("Click & Collect"), never an entity or markup.
  expect(name).not.toMatch(/[<>`#*]|&(?! )|(?<! )&|_|https?:|www\.|\s{2}|^\s|\s$/);
  expect(name).not.toMatch(/^& | &$/);
  // Title Case: every word starts upper-case, except small joining words.
  for (const word of words) {
    if (!/^(of|and|for|the|de|du|des|la|le|et|y|&)$/.test(word))
      expect(word).toMatch(/^[\p{Lu}\p{N}]|^[a-z]+\p{Lu}/u);
  }
  // Numbers-only words say nothing.
  for (const word of words) if (word !== "&") expect(word).toMatch(/\p{L}/u);
}

describe("initiative names: the QA examples", () => {
  it("names a loyalty program after its object and context, not a side phrase", () => {
    expect(
      nameOf("Launch a customer loyalty program for our coffee shop chain with points and a mobile app"),
    ).toBe("Coffee Shop Loyalty Program");
  });

  it("looks through a group to what it holds, without its count", () => {
    expect(
      nameOf(
        "Launch a loyalty programme for our chain of twelve coffee shops, with a mobile app and a points card",
      ),
    ).toBe("Coffee Shop Loyalty Programme");
    expect(nameOf("A booking app for our network of yoga studios")).toBe("Yoga Studio Booking App");
  });

  it("turns the purpose verb into a noun and ignores numbering", () => {
    expect(nameOf("Initiative number 13: modernise the billing system")).toBe("Billing System Modernisation");
  });

  it("never lets markup or code become the name", () => {
    const name = nameOf("<script>alert(1)</script> plan a summer campaign");
    expect(name).toBe("Summer Campaign");
    expectWellFormed(name);
  });

  it("caps word length and falls back to a name from the workstreams", () => {
    const name = nameOf(`titles_${"ABCDEFGHIJKLMNOPQRSTUVWXYZ".repeat(10)}`);
    expect(name).toMatch(/^New [\w -]+ Initiative$/);
    expect(name).not.toMatch(/titles|ABCDEF/i);
    expectWellFormed(name);
  });

  it("falls back to a name in the plans' language, not English around a German team name", () => {
    const name = nameOf(
      "Einstieg in den Gebrauchtwagenhandel. Dafür brauchen wir eine Händlerlizenz, drei Lagerhallen und Einkäufer für Leasingrückläufer.",
    );
    expect(name).toBe("Neue Initiative im Bereich Einkauf");
    expect(nameInitiative(undefined, "Finanzen", "de")).toBe("Neue Initiative im Bereich Finanzen");
    expect(nameInitiative(undefined, "Achats", "fr")).toBe("Nouvelle initiative Achats");
    expect(nameInitiative(undefined, "Compras", "es")).toBe("Nueva iniciativa de Compras");
    expect(nameInitiative(undefined, "Marketing", "en")).toBe("New Marketing Initiative");
    // No team's cue in the idea: the product.
    expect(nameInitiative(undefined, undefined, "de")).toBe("Neue Initiative im Bereich Produkt");
    expect(nameInitiative(undefined, undefined, "en")).toBe("New Product Initiative");
    // A subject always wins.
    expect(nameInitiative("Pfandrücknahme", "Finanzen", "de")).toBe("Pfandrücknahme");
  });
});

describe("initiative names: the issue's examples", () => {
  it.each([
    [
      "A mobile app for booking yoga classes at independent studios, with reminders.",
      "Yoga Class Booking App",
    ],
    [
      "Become GDPR and SOC 2 compliant before the enterprise deal with a big insurer closes.",
      "GDPR and SOC 2 Compliance",
    ],
    ["Internal tool for the ops team to approve expense claims.", "Expense Claim Approval Tool"],
    [
      "Wir möchten für unseren Tennisverein eine App entwickeln, mit der Mitglieder Plätze buchen.",
      "Tennisverein-App",
    ],
    ["Dark mode for the reading app.", "Reading App Dark Mode"],
    ["Queremos una app para reservar pistas de pádel en nuestro club.", "App para reservar pistas de pádel"],
  ])("%j → %j (a noun phrase of the subject, in the idea's language)", (idea, expected) => {
    expect(nameOf(idea)).toBe(expected);
  });
});

describe("initiative names: rules", () => {
  it.each([
    ["Migrate our CRM to Salesforce by Q3", "CRM Migration"],
    ["Build an internal ai assistant that answers HR policy questions", "Internal AI Assistant"],
    ["Improve the quality of our product data", "Product Data Quality Improvement"],
    ["We are modernizing the api gateway", "API Gateway Modernization"],
    ["Launch a podcast about sustainable fashion", "Sustainable Fashion Podcast"],
    ["Roll out single sign-on across all internal tools", "Single Sign-On Rollout"],
    ["Set up a 24/7 customer support hotline for enterprise clients", "Customer Support Hotline"],
    ["Create a mobile app for our customers", "Mobile App"],
    ["Build an online booking system for our clinics", "Online Booking System"],
    ["Build a dashboard for the finance team", "Finance Dashboard"],
    ["We need to reduce customer churn", "Customer Churn Reduction"],
    ["Build a design system", "Design System"],
    ["Create a training plan for new hires", "Training Plan"],
    ["Modernise the the the system system", "System Modernisation"],
    ["We want to open a second bakery", "Second Bakery Opening"],
    ["Nous voulons une plateforme de covoiturage.", "Plateforme de covoiturage"],
    ["# Heading\n\n- improve api latency", "API Latency Improvement"],
    // An opening verb the lists do not know, "switch/turn … to/into", "meet" only a rule, a stated subject.
    // (Sentences written for this test, not taken from the labelled ideas.)
    ["Tender our road freight contracts for next year.", "Road Freight Contracts"],
    ["Switch the delivery fleet to electric cargo bikes.", "Electric Cargo Bikes"],
    ["Turn our blog into a paid newsletter.", "Paid Newsletter"],
    ["Acquire a small logistics startup in Poland.", "Small Logistics Startup Acquisition"],
    ["Open up our booking API to travel agents.", "Booking API Opening"],
    ["Add a weekend shift at the Leeds warehouse to meet demand.", "Weekend Shift"],
    ["Meet the new EU Data Act before September.", "EU Data Act Compliance"],
    ["Keep a safety stock of packaging materials at each site.", "Packaging Materials Safety Stock"],
    [
      "Set up contracts, ethics approval and data protection for a multicentre clinical trial.",
      "Multicentre Clinical Trial Setup",
    ],
    [
      "Engineering onboarding is a mess, new hires wait weeks. Build a proper onboarding programme with buddies.",
      "Engineering Onboarding Programme",
    ],
    // Other languages: the object after an opening verb group.
    // (Sentences written for this test, not taken from the labelled ideas.)
    ["Vogliamo organizzare un corso di formazione per i nuovi magazzinieri.", "Corso di formazione"],
    ["Migliorare la gestione dei resi nel negozio online.", "Gestione dei resi"],
    [
      "Criar um aplicativo de reservas para a nossa clínica dentária.",
      "Aplicativo de reservas para clínica dentária",
    ],
    ["Queremos organizar uma feira de emprego para estudantes.", "Feira de emprego"],
    ["Renovar la flota de furgonetas de reparto.", "Flota de furgonetas de reparto"],
    [
      "Wij willen een klantenportaal voor onze verzekeringsklanten bouwen.",
      "Klantenportaal voor verzekeringsklanten",
    ],
    [
      "Een nieuw roosterprogramma invoeren voor de schoonmaakploeg.",
      "Nieuw roosterprogramma voor schoonmaakploeg",
    ],
    ["Vi vill organisera en kundträff för våra största kunder.", "Kundträff för största kunder"],
    ["Införa ett nytt lönesystem för alla butiker.", "Nytt lönesystem för alla butiker"],
    ["Mettre à jour notre charte informatique et former les équipes.", "Charte informatique"],
    [
      "Contratar y formar al personal de la nueva tienda de Sevilla.",
      "Personal de la nueva tienda de Sevilla",
    ],
    ["Delta i mässan Nordbygg med en monter.", "Mässan Nordbygg"],
    // Dutch drops one verb at the end, not a plural noun before it; "via" ends a phrase.
    ["Een klantenpanel voor onze trouwste klanten opzetten.", "Klantenpanel"],
    ["Betalingen via de app voor onze leden.", "Betalingen voor leden"],
    // A lone object keeps its verb, as a title in the language.
    ["Dela ut surfplattor till alla säljare.", "Dela ut surfplattor"],
    // … but people to be trained are named with what they are trained in (decision 202).
    ["Former les vendeurs à la nouvelle caisse.", "Vendeurs à la nouvelle caisse"],
  ])("%j → %j", (idea, expected) => {
    expect(nameOf(idea)).toBe(expected);
  });

  it.each([
    "Check out https://example.com/build-this and **build** a [partner portal](http://x.y) for resellers",
    "&lt;b&gt;Bold&lt;/b&gt; idea: automate invoice_processing_v2 &amp; payroll `rm -rf /`",
    "```js\nconsole.log('x')\n```\nredesign the *checkout* flow",
    "<img src=x onerror=alert(1)> <style>body{}</style>#### ## expand __our__ e-commerce store",
    "2024 2025 2026",
    "",
    "   ",
    "!!! ??? ###",
    "x",
    "a".repeat(500),
    "Launch ".repeat(40),
    "Modernise the the the system system",
    "improve it",
  ])("stays clean for %j", (idea) => {
    const name = nameOf(idea);
    expectWellFormed(name);
    expect(nameOf(idea)).toBe(name);
  });

  it("keeps well-formed for any text (property)", () => {
    const pieces = fc.constantFrom(
      "<b>",
      "</b>",
      "&amp;",
      "&#39;",
      "**",
      "__",
      "`code`",
      "# ",
      "https://a.b/c",
      "snake_case_word",
      "13",
      "launch",
      "modernise",
      "the",
      "billing",
      "system",
      "for",
      "our",
      "coffee",
      "shop",
      "CRM",
      "\n",
      ": ",
      "ÄÖÜ",
      "😀",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 25 }), (parts) => {
        const idea = parts.join(" ");
        const name = nameOf(idea);
        expect(name.length).toBeLessThanOrEqual(60);
        expect(name.split(" ").length).toBeGreaterThanOrEqual(2);
        expect(name.split(" ").length).toBeLessThanOrEqual(6);
        expect(name).not.toMatch(/[<>`#*]|&(?! )|(?<! )&|_|https?:|www\./);
        expect(nameOf(idea)).toBe(name);
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});

/** 20 realistic ideas: each name must carry at least one of the idea's own content words. */
const REALISTIC = [
  "Launch a customer loyalty program for our coffee shop chain with points and a mobile app",
  "Modernise the billing system so invoices go out on time",
  "Build a self-service returns portal for our online fashion store",
  "Migrate our on-premise ERP to the cloud by the end of the year",
  "Reduce delivery times by optimising routes for our van fleet",
  "Introduce a four-day work week pilot for the engineering department",
  "Create a mentoring programme for junior developers",
  "Automate invoice processing for the finance team using OCR",
  "Redesign the onboarding flow for new users of our SaaS product",
  "Expand our e-commerce store to Germany and France",
  "Develop a fraud detection model for card payments",
  "We want to open a second bakery in the city centre",
  "Improve the accessibility of our public website to meet WCAG 2.2",
  "Set up a recycling scheme for coffee cups across all offices",
  "Launch a podcast about sustainable fashion for young professionals",
  "Replace paper timesheets with a mobile time-tracking app",
  "Increase newsletter sign-ups through a referral programme",
  "Our patients wait too long; build an online appointment booking system",
  "Digitise the warehouse inventory counts with handheld scanners",
  "Train all store managers on the new point-of-sale system",
];

const contentWords = (idea: string) =>
  new Set(
    cleanIdeaText(idea)
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((w) => w.length > 2),
  );

describe("initiative names: realistic ideas", () => {
  it("gives 20 distinct, well-formed names built from each idea's own words", () => {
    const names = REALISTIC.map(nameOf);
    for (const [i, name] of names.entries()) {
      expectWellFormed(name);
      const own = contentWords(REALISTIC[i]!);
      const shared = name
        .toLowerCase()
        .split(" ")
        .filter((w) => own.has(w));
      expect(shared, `${name} ← ${REALISTIC[i]}`).not.toHaveLength(0);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it("is deterministic", () => {
    expect(REALISTIC.map(nameOf)).toEqual(REALISTIC.map(nameOf));
  });
});

describe("initiative names: the subject noun phrase (issue 36)", () => {
  it.each([
    // After an article a verb form is a modifier, not the verb of a clause.
    ["A rolling 12-week sales pipeline forecast that managers review monthly.", "Sales Pipeline Forecast"],
    // A word in capitals followed by a number is a code, not an imperative verb.
    ["PCI 4 Level One — the bank asks for it by May.", "PCI 4 Level One"],
    // An idea opening with "need" names what it needs, without the count.
    ["Need ~80 ushers and cloakroom staff for the gala.", "Ushers and Cloakroom Staff"],
    // A bare artifact takes the people of its relative clause.
    ["A small tool where members log their hours.", "Member Tool"],
    // After an unknown verb a count and "new" open the object (was "Gain 300").
    ["Gain 300 new members for the rowing club.", "Members"],
    ["Win 20 new B2B accounts in the Nordics with a partner reseller programme.", "B2B Accounts"],
  ])("%s → contains %s", (idea, part) => {
    const name = nameOf(idea);
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).toContain(part);
  });

  it.each([
    // A statement about the subject: the next sentence says what to do.
    ["Die Mieten sind gestiegen. Wir wollen ein kleineres Büro in Leipzig.", "Büro", "sind"],
    // A number stays with the code before it; a count after a link does not.
    ["Certificazione ISO 9001 per il magazzino di Verona", "ISO 9001", "magazzino"],
    ["Acquisto di 2.500 tablet per le scuole", "tablet", "2.500"],
    // Dutch: after an inflected adjective an -en word is a plural noun, not a verb.
    ["Flexibele parkeertarieven voor het stadscentrum", "parkeertarieven", "voor"],
    // A passive predicate after a modal is not the wanted thing.
    ["Retourzendingen moeten sneller verwerkt worden, nu duurt het weken.", "Retourzendingen", "sneller"],
  ])("%s → contains %s, not %s", (idea, part, absent) => {
    const name = nameOf(idea);
    expect(name).toContain(part);
    expect(name).not.toContain(absent);
  });
});

describe("initiative names: English statements about people (decision 187)", () => {
  it.each([
    // A statement about people, then what to do: the remedy names the initiative.
    [
      "Drivers wait two hours at the depot gate every morning. Build a slot booking system for the gate.",
      "Slot Booking",
      "Wait",
    ],
    [
      "Nurses leave within a year. A buddy programme and fixed rotas for new starters.",
      "Buddy Programme",
      "Leave",
    ],
    [
      "Tenants ring the office about every repair. An online repair request form.",
      "Repair Request Form",
      "Ring",
    ],
  ])("%s → contains %s, not %s", (idea, part, absent) => {
    const name = nameOf(idea);
    expectWellFormed(name);
    expect(name).toContain(part);
    expect(name).not.toContain(absent);
  });

  it("keeps a want with its own rule", () => {
    expect(nameOf("Parents want a portal for homework and grades. Teachers post once.")).toContain("Portal");
  });
});

describe("initiative names: an instruction about the problem's subject (decision 195)", () => {
  it("puts the subject in the pronoun's place", () => {
    expectNames([
      [
        "Our online course catalogue is impossible to browse. Redesign it with filters and clear course pages.",
        "Online Course Catalogue Redesign",
      ],
      [
        "The city's website has 4,000 pages nobody maintains. Rebuild it around the top 50 tasks residents come for.",
        "Website Rebuild",
      ],
      [
        "loyalty card is still paper stamps. move it to an app or at least a digital card",
        "Loyalty Card Migration",
      ],
    ]);
  });

  it("reads no pronoun back when the idea opens with the instruction", () => {
    expect(nameOf("Redesign it. Our online course catalogue is impossible to browse.")).not.toBe(
      "Online Course Catalogue Redesign",
    );
  });
});

describe("initiative names: where things move, the standard, what “ones” stands for (decision 196)", () => {
  it("names people moved from one thing to another after where they go", () => {
    expectNames([
      [
        "Move our 600 field engineers from Lotus Notes to Google Workspace before the licence ends.",
        "Google Workspace Migration",
      ],
      // Where it goes ends before a second verb.
      [
        "Migrate our 200 employees from paper expense forms to Pleo, and train the approvers.",
        "Pleo Migration",
      ],
      // A thing moved, or a move without "from", keeps what is moved as the subject.
      [
        "Move our Postgres database from a single instance to a sharded cluster.",
        "Postgres Database Migration",
      ],
      ["Migrate the customer database to Aurora.", "Customer Database Migration"],
    ]);
  });

  it("names a certification after its standard, and a replacement by 'ones' after what is replaced", () => {
    expectNames([
      ["Get the Leeds warehouse certified to ISO 9001 by June.", "ISO 9001 Certification"],
      ["Get our data centre certified against SOC 2 this year.", "SOC 2 Certification"],
      ["Replace the 25 petrol scooters in our courier fleet with electric ones.", "Electric Scooters"],
    ]);
  });

  it("names a German instruction that opens with where, when or for whom after its object", () => {
    expectNames([
      [
        "In unseren Zahnarztpraxen die Online-Terminbuchung über Doctolib einführen und mit der Praxissoftware verbinden. Das Telefon klingelt morgens ununterbrochen.",
        "Online-Terminbuchung über Doctolib",
      ],
      [
        "Zum Schuljahresbeginn eine Spendenaktion für die Schulbibliothek starten, mit Flyern und einem Elternbrief.",
        "Spendenaktion für Schulbibliothek",
      ],
      [
        "Für unsere 40 Monteure eine App zur Zeiterfassung einführen, statt Stundenzettel auf Papier.",
        "App zur Zeiterfassung",
      ],
    ]);
    // An instruction that opens with its object names it with its infinitive, not the place after it.
    expectNames([
      [
        "Die Hausmesse in unserem Werk bei Ulm organisieren, mit Catering und Werksführungen.",
        "Hausmesse organisieren",
      ],
      [
        "Die Inventur in allen Märkten auf Handscanner umstellen und dafür Geräte ausschreiben.",
        "Umstellung auf Handscanner",
      ],
      // A complement after the object is kept by the other rules.
      [
        "Termine im Bürgerbüro online buchbar machen, damit die Warteschlangen kürzer werden.",
        "Termine im Bürgerbüro online buchbar machen",
      ],
    ]);
    // A clause of its own before the comma is still an occasion, not the idea.
    expect(nameOf("Seit wir auch Kliniken beliefern, verlangt jeder Kunde eigene Verträge.")).not.toContain(
      "beliefern",
    );
  });

  it("names what an organisation in a town wants, with its own verb when it is a lone noun", () => {
    expectNames([
      ["Vår skola i Umeå vill minska frånvaron genom sms till föräldrarna.", "Minska frånvaron"],
      // A Swedish verb keeps its particle.
      ["Biblioteket i Luleå vill ta fram en lånekortsapp för ungdomar.", "Ta fram en lånekortsapp"],
    ]);
  });

  it("reads a Swedish verb by its particle, in lower case too, and the French 'besoin de' (decision 198)", () => {
    // Written for this test.
    expectNames([
      ["Vi ska ta fram en kundportal för våra hyresgäster.", "Kundportal för hyresgäster"],
      ["ta fram en beredskapsplan för alla förskolor i kommunen", "Beredskapsplan för alla förskolor"],
      ["Vi vill bygga upp ett mentorsprogram för nya sjuksköterskor.", "Mentorsprogram för sjuksköterskor"],
      [
        "Nous avons besoin d'un nouvel outil de réservation pour la médiathèque.",
        "Nouvel outil de réservation",
      ],
      ["Ich schlage vor, dass wir ein Kundenportal für die Stadtwerke bauen.", "Kundenportal für Stadtwerke"],
    ]);
  });

  it("names a German instruction written as a noun with its genitive object, as German titles are (decision 198)", () => {
    // Written for this test.
    expectNames([
      [
        "Einführen eines Ticketsystems für den Hausmeisterdienst bis Ende März.",
        "Einführen eines Ticketsystems für Hausmeisterdienst",
      ],
      ["Digitalisieren der Personalakten im Rathaus Kassel.", "Digitalisieren der Personalakten"],
    ]);
    // A plural noun in "-en" before a genitive is not an instruction.
    expect(nameOf("Provisionsabrechnungen der Versicherer automatisch prüfen und verbuchen.")).not.toMatch(
      /^Versicherer/,
    );
  });

  it("reads a want verb inside the subject's words, and the Dutch 'hebben … nodig' (decision 198)", () => {
    // Written for this test.
    expectNames([
      [
        "La nostra cooperativa di Lecce intende aprire un nuovo punto vendita a Brindisi.",
        "Nuovo punto vendita",
      ],
      [
        "A direção do nosso hospital pretende um novo sistema de triagem para as urgências.",
        "Novo sistema de triagem",
      ],
      ["Wij hebben extra chauffeurs nodig voor de kerstpiek in ons depot.", "Extra chauffeurs"],
      ["De bibliotheek heeft een nieuw uitleensysteem nodig.", "Uitleensysteem"],
    ]);
  });

  it("names what to do after a semicolon that follows the problem (decision 198)", () => {
    // Written for this test.
    expectNames([
      [
        "Nos techniciens perdent une heure par jour à chercher des pièces ; créez un inventaire en ligne du stock de l'atelier.",
        "Inventaire en ligne du stock de l'atelier",
      ],
      [
        "Os clientes de Braga reclamam dos atrasos; criem um portal de acompanhamento de encomendas.",
        "Portal de acompanhamento de encomendas",
      ],
      [
        "De wachttijden bij de balie lopen op; bouw een afsprakensysteem voor de burgerzaken.",
        "Afsprakensysteem voor burgerzaken",
      ],
      // A headline before the semicolon states nothing: it is the name.
      [
        "Nieuwe kassa's voor alle filialen; planning en training volgen later.",
        "Nieuwe kassa's voor filialen",
      ],
    ]);
  });

  it("keeps '&' between two words of a name, in every language (decision 198)", () => {
    // Written for this test.
    expect(nameOf("Click & collect for our 9 hardware stores, with lockers at the entrance.")).toBe(
      "Click & Collect",
    );
    expect(nameOf("Scan & Go in unseren Supermärkten in Köln einführen.")).toContain("Scan & Go");
    expect(nameOf("Click & collect parcels at our Bristol depot keep piling up for weeks.")).toContain(
      "Click & Collect",
    );
    for (const idea of ["Ideas & feedback", "R&D tax credit claim for last year", "Budget & ", "& more"])
      expectWellFormed(nameOf(idea));
  });

  it("keeps 'por', 'per', 'en', 'in' and 'con' before a bare noun, which says which kind (decision 198)", () => {
    // Written for this test.
    expectNames([
      ["Implantar la trazabilidad por lotes en nuestra bodega de La Rioja.", "Trazabilidad por lotes"],
      [
        "Maandelijks de klanttevredenheid per winkel meten in onze 30 filialen.",
        "Klanttevredenheid per winkel",
      ],
      ["Envoyer des rappels par SMS aux patients du cabinet dentaire.", "Rappels par SMS"],
      [
        "Organizzare un servizio di assistenza in chat per i clienti del nostro gestionale.",
        "Servizio di assistenza in chat",
      ],
      ["Cámaras con visión artificial al final de la línea de envasado.", "Cámaras con visión artificial"],
      [
        "Eine Kampagne zur Gewinnung von Pflegefachkräften aus Österreich.",
        "Kampagne zur Gewinnung von Pflegefachkräften aus Österreich",
      ],
      ["Eine Schnittstelle zu DATEV für unsere Buchhaltungssoftware bauen.", "Schnittstelle zu DATEV"],
      ["Un stage de remise à niveau en anglais pour les nouveaux vendeurs.", "Stage de remise à niveau"],
      // Eight words when the sixty characters allow.
      [
        "Un cuadro de mando de listas de espera quirúrgicas para la dirección.",
        "Cuadro de mando de listas de espera quirúrgicas",
      ],
      // A place after "en", a language, and what replaces after "con" say no kind.
      ["Abrir una tienda en Valencia para la campaña de Navidad.", "Tienda para campaña de Navidad"],
      [
        "Sostituire i vecchi registratori di cassa con tablet in tutti i negozi.",
        "Vecchi registratori di cassa",
      ],
      // A channel is no kind: the campaign keeps what it is for.
      [
        "Campaña de captación en redes sociales para el nuevo máster de ciberseguridad.",
        "Campaña de captación para máster de ciberseguridad",
      ],
      // "contra" links what a campaign is against, with its article.
      [
        "Campaña de vacunación contra la gripe en los centros de mayores de Burgos.",
        "Campaña de vacunación contra la gripe",
      ],
      // Before an article, "por" names who does it: not part of the name.
      [
        "Un informe de las licencias concedidas por el ayuntamiento de Vigo.",
        "Informe de las licencias concedidas",
      ],
    ]);
  });

  it("names what is asked for after a question about the situation, not a hedge (decision 198)", () => {
    // Written for this test.
    expect(
      nameOf(
        "Hoeveel klanten zeggen hun abonnement op na de eerste maand? Graag een dashboard met opzeggingen per kanaal.",
      ),
    ).toMatch(/^Dashboard/);
    expect(
      nameOf("Hoe krijgen we meer leden voor de zwemclub? Misschien een campagne op Instagram."),
    ).not.toMatch(/^Misschien/);
  });

  it("joins two bare nouns with 'and' when the phrase ends after them (decision 198)", () => {
    // Written for this test.
    expectNames([
      ["Byt ut skrivare och kopiatorer på kommunens tre skolor före sommaren.", "Skrivare och kopiatorer"],
      ["Necesitamos recalcular márgenes y precios de toda la sección de frescos.", "Márgenes y precios"],
    ]);
    // Not a verb after "and": "… y negociar un contrato".
    expect(nameOf("Sustituir las furgonetas y negociar un contrato de renting.")).not.toContain("negociar");
  });

  it("leaves a span of time out of the name (decision 198)", () => {
    // Written for this test.
    expectNames([
      ["Ons ziekenhuis moet de komende drie jaar alle infuuspompen vervangen.", "Infuuspompen"],
      [
        "Over the next two years we will replace the patient lifts in all care homes.",
        "Patient Lifts Replacement",
      ],
    ]);
  });

  it("names what a closing question asks for after the situation, in each language (decision 199)", () => {
    // Written for this test.
    expectNames([
      [
        "Onze kantine draait al jaren verlies. Kunnen we niet eens een nieuw kassasysteem voor de kantine kiezen?",
        "Nieuw kassasysteem voor kantine",
      ],
      // The plural before the verb that closes a Dutch question stays; the verb goes.
      [
        "Nieuwe collega's weten niet waar ze moeten beginnen. Kunnen we een cursus voor startende medewerkers opzetten?",
        "Cursus voor startende medewerkers",
      ],
      [
        "Die Kundschaft beschwert sich über lange Wartezeiten am Schalter. Könnten wir nicht ein digitales Wartemarkensystem einführen?",
        "Digitales Wartemarkensystem",
      ],
      [
        "Les bénévoles s'inscrivent encore par téléphone. Et si on lançait une plateforme d'inscription en ligne ?",
        "Plateforme d'inscription en ligne",
      ],
      [
        "Los pedidos llegan por correo y por teléfono. ¿No podríamos tener un portal de pedidos para los distribuidores?",
        "Portal de pedidos",
      ],
      [
        "Le richieste arrivano via email e nessuno le traccia. Sarebbe bello avere un registro delle richieste condiviso.",
        "Registro delle richieste condiviso",
      ],
      [
        "Os técnicos perdem horas a preencher papéis. Podíamos digitalizar estes formulários de inspeção?",
        "Formulários de inspeção",
      ],
      [
        "Personalen letar efter nycklar varje morgon. Borde vi inte skaffa ett digitalt nyckelskåp?",
        "Digitalt nyckelskåp",
      ],
      [
        "Skolans gamla elevhem står tomt hela sommaren. Kan vi hyra ut elevhemmet till föreningar?",
        "Elevhemmet",
      ],
      [
        "I volontari arrivano e nessuno li accoglie. Come possiamo organizzare un percorso di benvenuto per i nuovi volontari?",
        "Percorso di benvenuto",
      ],
    ]);
    // A want that opens the idea named it; a question about who does it names no subject.
    expect(
      nameOf("Wir möchten ein neues Intranet für alle Standorte. Können wir das bis Juli schaffen?"),
    ).toBe("Neues Intranet für Standorte");
    expect(
      nameOf(
        "Unser ERP-System läuft noch auf einem alten Server im Keller. Kann die IT eine Migration in die Cloud planen?",
      ),
    ).toBe("ERP-System");
    // "het" before "deze" is "it", not an article.
    expect(
      nonEnglishName("De lift in de bibliotheek is weer kapot. Hoe pakken we het deze keer goed aan?", "nl"),
    ).toBeUndefined();
  });

  it("names what a meeting decided, and reads a meeting named in a compound as the source (decision 199)", () => {
    // Written for this test.
    expectNames([
      [
        "From the clinic managers' meeting: reception spends hours on the phone every Monday. We agreed to trial an online booking page for follow-up appointments.",
        "Online Booking Page",
      ],
      [
        "Da reunião de direção: os formulários de férias ainda são em papel. Decidimos criar um portal do colaborador para pedidos de férias.",
        "Portal do colaborador para pedidos de férias",
      ],
      [
        "Retour du comité de direction : les retours clients arrivent par trois canaux. On a décidé de mettre en place un formulaire de retour unique.",
        "Formulaire de retour unique",
      ],
      [
        "Uit het kwartaaloverleg: de voorraad in het magazijn klopt nooit. We hebben besloten een nieuw voorraadsysteem te kiezen.",
        "Voorraadsysteem",
      ],
    ]);
    const name = nameOf(
      "Aus der Abteilungsleitersitzung: Die Urlaubsanträge laufen noch über Papierformulare. Wir wollen einen digitalen Urlaubsantrag im Intranet.",
    );
    expect(name).toContain("Urlaubsantrag");
    expect(name).not.toContain("sitzung");
  });

  it("skips the verb after 'that (we)' in a request, and ends a Dutch phrase at 'waarin' (decision 199)", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Quiero que revisemos la documentación de los fondos de pensiones.",
        "es",
        "Documentación de los fondos de pensiones",
      ],
      ["Je voudrais qu'on mette en place une cellule de crise pour les sinistres.", "fr", "Cellule de crise"],
      [
        "Preciso que preparemos o concurso para escolher o fornecedor.",
        "pt",
        "Concurso para escolher fornecedor",
      ],
      [
        "Ik zou graag een eenvoudige planningstool willen waarin vrijwilligers zelf diensten kiezen.",
        "nl",
        "Eenvoudige planningstool",
      ],
    ]);
  });

  it("keeps who uses a short name's head, leaves a spelled-out count out of any phrase, and ends a phrase before 'and get' (decision 199)", () => {
    // Written for this test.
    expectNames([
      [
        "Patient app for our dental practice: bookings, reminders and treatment plans.",
        "Dental Practice Patient App",
      ],
      ["Merge the three regional help desks into one service centre.", "Regional Help Desks Merger"],
    ]);
    // "and get …" starts a clause; it does not join the object.
    expect(
      nameOf("Customs forms are slow: automate the paperwork and get trusted trader status."),
    ).not.toMatch(/Get/);
  });

  it("reads a Spanish question past its '¿', a percent written on its number, and no question to someone else (decision 199)", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "¿Podemos predecir las ausencias a las citas con los datos de los últimos dos años?",
        "es",
        "Ausencias a las citas",
      ],
      ["Reduzir em 20% o stock de matérias-primas no armazém de Aveiro.", "pt", "Stock de matérias-primas"],
      [
        "Las bases de la convocatoria de ayudas tienen ambigüedades. ¿Puede la asesoría jurídica revisarlas antes de publicar?",
        "es",
        "Bases de la convocatoria de ayudas",
      ],
    ]);
  });

  it("keeps an acronym that spells a function word at a name's end, names what Swedish says 'behövs', and reads 'portale' as generic (decision 199)", () => {
    // Written for this test.
    expectNonEnglishNames([
      ["Dobbiamo aggiornare la marcatura CE.", "it", "Marcatura CE"],
      // "portale" is as generic as "portal": it is named with whom it is for.
      ["Un portale per i clienti per seguire gli ordini in tempo reale.", "it", "Portale per clienti"],
      ["Ett nytt bokningssystem behövs – det gamla kraschar varje måndag.", "sv", "Bokningssystem"],
    ]);
  });

  it("leaves a spelled-out count out of what is hired", () => {
    expectNames([
      ["hiring three night porters for the hotel before the summer season", "Night Porter Hiring"],
    ]);
  });

  it("reads past an adverb in -mente after a Romance infinitive", () => {
    expectNames([
      [
        "Actualizar automáticamente los horarios de nuestras 12 clínicas en la web.",
        "Actualizar automáticamente los horarios",
      ],
    ]);
  });

  it("names what someone named wants to have, not the one who wants it", () => {
    expect(
      nameOf(
        "We've had two near-misses with forklifts in the loading bay since the new racking went in, and the insurer wants to see an updated risk assessment.",
      ),
    ).toBe("Updated Risk Assessment");
  });
});

describe("initiative names: statements in other languages (decision 186)", () => {
  it("never ends a name on the finite verb of a statement, and names what it asks for", () => {
    const cases: Array<[string, string, string]> = [
      // One sentence: the object of the statement's verb.
      [
        "fr",
        "Les clients B2B demandent un portail pour créer leurs expéditions.",
        "Portail pour créer expéditions",
      ],
      // A statement about people, then a remedy: the remedy, also past a reflexive pronoun.
      [
        "es",
        "Los vecinos se quejan del ruido. Nuevo sistema de avisos por SMS para las obras.",
        "Nuevo sistema de avisos por SMS",
      ],
      ["sv", "Kunder klagar på långa köer i kassan. Självscanning i alla butiker före jul.", "Självscanning"],
      [
        "it",
        "I commessi non sanno usare il nuovo registratore di cassa. Serve una formazione rapida.",
        "Formazione rapida",
      ],
      // A statement about a thing, then only what to do with it: the thing.
      [
        "nl",
        "Onze nieuwsbrief gaat naar 25.000 mensen maar slechts 11% opent hem. Segmenteren op interesse.",
        "Nieuwsbrief",
      ],
    ];
    for (const [language, idea, expected] of cases)
      expect(nonEnglishName(idea, language), idea).toBe(expected);
  });

  it("reads the finite-verb lists as statements only where no other rule reads the word", () => {
    // "wollen" opens a want ("Wir wollen …"), "worden" a passive: they keep their own rules.
    expect(nonEnglishName("Die Stadtbibliothek will eine Lesepatenschaft für Grundschulkinder.", "de")).toBe(
      "Lesepatenschaft für Grundschulkinder",
    );
    expect(LEXICONS.get("fr")!.statements.has("demandent")).toBe(true);
    expect(LEXICONS.get("de")!.statements.has("will")).toBe(false);
  });
});

describe("initiative names: the edges of names in other languages (decision 188)", () => {
  it("never starts or ends a name on one of the idea's function words", () => {
    const cases: Array<[string, string]> = [
      [
        "Guía para clientes sobre la nueva comisión de mantenimiento y cómo evitarla: textos claros para la web.",
        "Guía para clientes",
      ],
      [
        "Click & collect uitrollen naar alle 60 filialen: online bestellen, binnen 2 uur ophalen.",
        "Click & collect",
      ],
      [
        "Contratos com artistas e fornecedores de palco e som para a edição 2026 do festival.",
        "Contratos com artistas",
      ],
      ["Klantenservice ook via WhatsApp, met standaardantwoorden en bereikbaar tot 22:00", "Klantenservice"],
    ];
    expectNames(cases);
  });

  it("follows a Romance link past its article, up to nine words (decision 201)", () => {
    const cases: Array<[string, string]> = [
      [
        "Refonte complète de notre application mobile de prise de notes, avec synchronisation hors ligne.",
        "Refonte complète de notre application mobile",
      ],
      [
        "Reducir el tiempo de respuesta a las reclamaciones de los clientes del banco.",
        "Tiempo de respuesta a las reclamaciones de los clientes",
      ],
      [
        "cuadro de mando de ocupación de camas en tiempo real para dirección y supervisoras de enfermería",
        "Cuadro de mando de ocupación de camas",
      ],
    ];
    expectNames(cases);
  });

  it("keeps a German object's infinitive rather than naming the organisation that wants it", () => {
    expect(
      nameOf(
        "Die Hochschule will einen Chatbot einführen, der Studierenden Fragen zu Prüfungsordnung und Fristen beantwortet.",
      ),
    ).toBe("Chatbot einführen");
  });

  it("ends no name on a function word, whatever the idea (property)", () => {
    const languages = ["de", "fr", "es", "it", "pt", "nl", "sv"];
    const vocabulary = [
      "para",
      "sobre",
      "naar",
      "ook",
      "e",
      "und",
      "de",
      "la",
      "notre",
      "mit",
      "för",
      "com",
      "per",
      "Kunden",
      "clientes",
      "portail",
      "sistema",
      "Lager",
      "bestellen",
      "nuevo",
      "app",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { minLength: 2, maxLength: 12 }), (words) => {
        const idea = words.join(" ");
        const analysis = analyseIdea(idea);
        const name = proposeOffline(analysis).name;
        if (!languages.includes(analysis.language) || name.startsWith("New ")) return;
        expect(endsNothing(analysis.language, name.split(" ").at(-1)!), `${idea} → ${name}`).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe("initiative names: no dangling preposition of time or question word (decision 200)", () => {
  it("cuts a name before 'vóór', 'où' or 'até', accents or not", () => {
    expectNames([
      [
        "beveiligingsscan laten doen vóór de certificering, de klant wil een rapport",
        "Beveiligingsscan laten doen",
      ],
      ["Le conseil voudrait un budget climat où les habitants votent pour les projets.", "Budget climat"],
    ]);
    expect(endsNothing("nl", "vóór")).toBe(true);
    expect(endsNothing("pt", "até")).toBe(true);
    expect(endsNothing("fr", "Dès")).toBe(true);
    expect(endsNothing("fr", "Lyon")).toBe(false);
  });

  it("ends a name before 'donde', 'dove' or 'où' opens a clause, and never on a question word", () => {
    expectNames([
      ["Necesitamos un portal para proveedores donde puedan subir sus facturas.", "Portal para proveedores"],
      ["Vorremmo un portale fornitori dove caricare le fatture.", "Portale fornitori"],
    ]);
    expect(endsNothing("it", "perché")).toBe(true);
    expect(endsNothing("es", "dónde")).toBe(true);
  });
});

describe("initiative names: a question of how opening the idea (decision 200)", () => {
  it("names what the question asks to do, without 'how (can we)'", () => {
    expectNames([
      ["¿Cómo digitalizamos las fichas de pacientes de la clínica?", "Fichas de pacientes de la clínica"],
      ["Comment réduire les retours de colis endommagés ?", "Retours de colis endommagés"],
      ["Hur kan vi minska köerna i kundtjänsten?", "Minska köerna i kundtjänsten"],
    ]);
  });
});

describe("initiative names: English statements end at their verb (decision 188)", () => {
  it("never carries the statement's verb or adverb into the name", () => {
    const cases: Array<[string, string]> = [
      [
        "Ticketing for the folk festival keeps crashing when sales open. Move to a platform that can handle 5k people.",
        "Folk Festival Ticketing",
      ],
      [
        "Our month-end close currently takes nine working days, mostly because the finance team reconciles 14 accounts by hand.",
        "Month-End Close",
      ],
    ];
    expectNames(cases);
  });
});

describe("initiative names: a first-person request opens the object", () => {
  it("names what is proposed or wished for, never the request verb", () => {
    expectNames([
      ["Je voudrais qu'on automatise la clôture mensuelle avec un outil.", "Clôture mensuelle"],
      ["Me encantaría una matrícula online para las familias.", "Matrícula online"],
      ["Jag föreslår ett returprogram för gamla jackor i alla butiker.", "Returprogram för gamla jackor"],
      ["Je propose de revoir la politique de retour des articles.", "Politique de retour des articles"],
      ["Quero lançar uma nova carteirinha digital no app.", "Nova carteirinha digital"],
      [
        "Proponho criar um sistema de marcação de janelas horárias.",
        "Sistema de marcação de janelas horárias",
      ],
    ]);
  });

  it("reads an English wish past its verb, known or not, and past who is to act (decision 193)", () => {
    expectNames([
      ["I'd like to trial parcel lockers by the entrance for click and collect.", "Parcel Lockers"],
      ["I'd like us to agree a school-wide AI use policy for coursework.", "School-Wide AI Use Policy"],
      ["I propose we lease a second cross-dock near the M6.", "Second Cross-Dock"],
      ["We'd love to bring in route optimisation for the 40 vans.", "Route Optimisation"],
      ["We decided to trial parcel lockers at the entrance.", "Parcel Lockers"],
      [
        "Dear colleagues, Applications from India dropped by a fifth this year. I'm proposing we attend the education fairs in Delhi and Mumbai.",
        "Education Fairs",
      ],
      // A single word after an unknown verb is no subject: the verb stays.
      ["We want to benchmark pay against other practices in the area.", "Benchmark Pay"],
    ]);
  });
});

describe("initiative names: what we open, build or run (decision 191)", () => {
  it("skips a verb of 'we' to its object, and names a lone object with its place", () => {
    // Written for this test; every language drops its date and its "new".
    expectNames([
      [
        "Wir eröffnen im April eine neue Filiale in Leipzig und brauchen Personal und Kassen.",
        "Filiale in Leipzig",
      ],
      ["Nous ouvrons un nouveau magasin à Lyon en avril et il faut du personnel.", "Magasin à Lyon"],
      ["Abrimos una nueva tienda en Sevilla en abril y necesitamos personal y cajas.", "Tienda en Sevilla"],
      ["Apriamo un nuovo negozio a Torino ad aprile e servono personale e casse.", "Negozio a Torino"],
      ["Vamos abrir uma nova loja no Porto em abril e precisamos de pessoal.", "Loja no Porto"],
      ["We openen in april een nieuwe winkel in Utrecht en hebben personeel nodig.", "Winkel in Utrecht"],
      ["Vi öppnar en ny butik i Malmö i april och behöver bemanning och kassasystem.", "Butik i Malmö"],
      ["Wir bauen ein neues Lager für Ersatzteile.", "Neues Lager für Ersatzteile"],
      // A town of two words stays whole (decision 196).
      ["Wir eröffnen ein neues Lager in Bad Hersfeld.", "Lager in Bad Hersfeld"],
    ]);
  });

  it("names a lone noun with what it comes with, never a verb with its object (decision 193)", () => {
    expectNonEnglishNames([
      [
        "Ich möchte ein neues System mit Online-Registrierung und Tickets.",
        "de",
        "System mit Online-Registrierung und Tickets",
      ],
      ["Contratos com os artistas do festival de verão.", "pt", "Contratos com os artistas"],
      ["Cámaras con visión artificial al final de la línea.", "es", "Cámaras con visión artificial"],
    ]);
    // "Partiamo con …", "Beginnen met …": a verb of "we" or an infinitive after a want is no noun.
    expect(nonEnglishName("Partiamo con un prototipo", "it") ?? "").not.toMatch(/^Partiamo/);
    expect(nonEnglishName("Wij willen beginnen met verkopen", "nl") ?? "").not.toMatch(/^Beginnen met/);
  });

  it("names a lone action noun with what it acts on (decision 194)", () => {
    // Written for this test: a German compound, a Swedish and a Dutch noun made from a verb.
    expectNonEnglishNames([
      [
        "Fortbildung zu den neuen digitalen Tafeln für alle Lehrkräfte",
        "de",
        "Fortbildung zu den digitalen Tafeln",
      ],
      [
        "Umstellung auf Drei-Schicht-Betrieb noch vor dem Winter",
        "de",
        "Umstellung auf Drei-Schicht-Betrieb",
      ],
      ["Lansering av vår nya julshow på Cirkus", "sv", "Lansering av vår julshow"],
      ["Vervanging van de kassa's in alle winkels", "nl", "Vervanging van de kassa's"],
    ]);
    // A noun that is no action keeps its own rules ("Neues Lager für Ersatzteile" above).
    expect(nonEnglishName("Marktplatz von Händlern aus der Region", "de")).not.toMatch(/von/);
  });

  it("names what replaces, in every language, and a fixed 'of' noun as one (decision 194)", () => {
    // Written for this test.
    expectNonEnglishNames([
      ["Sostituzione delle vecchie casse con un sistema POS in cloud.", "it", "Sistema POS in cloud"],
      ["We willen de piepers vervangen door een beveiligde chat-app.", "nl", "Beveiligde chat-app"],
      ["Remplacer nos porteurs diesel par des camions électriques d'ici 2027.", "fr", "Camions électriques"],
      [
        "Wir wollen die Stempelkarte durch ein digitales Treueprogramm ersetzen.",
        "de",
        "Digitales Treueprogramm",
      ],
    ]);
    expectNames([
      ["Replace paper delivery notes with a proof of delivery app.", "Proof of Delivery App"],
      ["Roll out a point of sale system in every branch.", "Point of Sale System Rollout"],
      // What is moved says nothing: where it goes names the work.
      ["We should move everything into a single donor CRM before spring.", "Single Donor CRM Migration"],
    ]);
  });

  it("reads a place or time put before the verb as a statement (decision 194)", () => {
    // Written for this test: German and Dutch put the verb second.
    expectNonEnglishNames([
      [
        "Im letzten Winter waren viele Arzneimittel nicht lieferbar. Wir wollen ein Frühwarnsystem für Lieferengpässe.",
        "de",
        "Frühwarnsystem für Lieferengpässe",
      ],
      [
        "Im Bürgeramt wartet man sechs Wochen. Wir möchten eine Terminbuchung online.",
        "de",
        "Terminbuchung online",
      ],
    ]);
    // A fronted phrase without a verb after it is no statement ("Für unseren Tennisverein …").
    expect(nonEnglishName("Für unseren Tennisverein eine App zur Platzbuchung", "de")).toMatch(/App/);
  });

  it("reads a Dutch or Swedish imperative of any form before its object (decision 197)", () => {
    // Written for this test.
    expectNonEnglishNames([
      ["Ta fram en hållbarhetspolicy.", "sv", "Ta fram en hållbarhetspolicy"],
      ["Ta fram en hållbarhetspolicy för våra leverantörer.", "sv", "Hållbarhetspolicy för leverantörer"],
      ["Genomför ett kundevent för våra största kunder i Malmö.", "sv", "Kundevent för största kunder"],
      ["Säkerställ att ekonomisystemet följer de nya reglerna.", "sv", "Säkerställ ekonomisystemet"],
      ["Bouw een klantportaal voor onze zakelijke klanten.", "nl", "Bouw een klantportaal"],
      ["Voorspel de retourstromen per week voor elk magazijn.", "nl", "Retourstromen per week"],
      // A separable verb is named after where it goes.
      ["Bereid onze apotheken voor op de ISO 9001-certificering.", "nl", "ISO 9001-certificering"],
    ]);
    // A Swedish definite object ends in "-en" like a German infinitive, but it is the object.
    expectNames([
      ["Schemalägg kassapersonalen i Västerås efter besöksprognosen.", "Schemalägg kassapersonalen"],
      ["Ersätt tidrapporteringen i alla fyra lager före sommaren.", "Ersätt tidrapporteringen"],
    ]);
    // A conjunction or preposition before an article opens no imperative.
    expect(
      nonEnglishName("Omdat het contract afloopt, kiezen we een nieuw leerlingvolgsysteem.", "nl") ?? "",
    ).not.toMatch(/^Contract/);
    expect(
      nonEnglishName("När en kund ringer vill vi ha ett system för återuppringning.", "sv") ?? "",
    ).not.toMatch(/^Kund/);
  });

  it("names a lone noun with the product it comes with, and reads Dutch plurals and 'zo'n' (decision 197)", () => {
    // Written for this test.
    expectNonEnglishNames([
      ["Een koppeling met Twinfield in onze webshop.", "nl", "Koppeling met Twinfield"],
      ["Meet de tevredenheid van bezoekers per vestiging.", "nl", "Tevredenheid van bezoekers per vestiging"],
      ["Organiseer een symposium voor zo'n 400 huisartsen.", "nl", "Symposium voor huisartsen"],
    ]);
    // Before what it is for, and not a town after a link word ("empresas de Braga").
    expectNames([
      ["Een koppeling met Twinfield voor ons kassasysteem in Gouda.", "Koppeling met Twinfield"],
      ["En inloggning med Freja eID för medlemsportalen.", "Inloggning med Freja eID"],
      [
        "Uma parceria com empresas de Braga para doação de portáteis recondicionados.",
        "Parceria para doação de portáteis recondicionados",
      ],
    ]);
    // An agreement is named with its party, article and all.
    expectNonEnglishNames([
      [
        "Renegociar los contratos con los hoteles de la costa antes del verano.",
        "es",
        "Contratos con los hoteles",
      ],
      ["Teckna ett nytt avtal med en städfirma för kontoren i Umeå.", "sv", "Nytt avtal med en städfirma"],
      [
        "Nous devons revoir nos contrats avec les prestataires de nettoyage.",
        "fr",
        "Contrats avec les prestataires",
      ],
    ]);
    // German capitalises every noun: only a named product ("SAP", "DATEV") is one.
    expect(nonEnglishName("Ein Preismodell mit Staffeln pro Nutzer für unsere Software", "de")).not.toMatch(
      /Staffeln/,
    );
  });

  it("reads past the amount a verb changes its object by, and names a German noun with 'in allen …' (decision 197)", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Baisser de 15 % la facture d'électricité de nos magasins.",
        "fr",
        "Facture d'électricité de nos magasins",
      ],
      [
        "Vogliamo aumentare del 10 % le vendite online del nostro negozio.",
        "it",
        "Vendite online del nostro negozio",
      ],
      ["Reducir un 20 % las devoluciones de la tienda online.", "es", "Devoluciones de la tienda online"],
    ]);
    expect(nameOf("Gymnasium: WLAN in allen Fachräumen und ein Antrag beim Schulträger bis Ende Mai")).toBe(
      "WLAN in allen Fachräumen",
    );
  });

  it("reads 'must' in two words and 'we must' before what is to be done (decision 197)", () => {
    // Written for this test.
    expectNonEnglishNames([
      ["Hay que justificar la ayuda del programa Erasmus antes de mayo.", "es", "Ayuda del programa Erasmus"],
      ["Tenemos que digitalizar el archivo de la notaría.", "es", "Archivo de la notaría"],
      ["Temos de renovar o sistema de bilhética do museu.", "pt", "Sistema de bilhética do museu"],
      ["Dobbiamo rinnovare la flotta di furgoni entro l'estate.", "it", "Flotta di furgoni"],
      // "dal 5 %" is no code like "ISO 9001".
      [
        "Dobbiamo ridurre gli scarti di produzione dal 5 % al 2 % entro dicembre.",
        "it",
        "Scarti di produzione",
      ],
    ]);
  });

  it("reads a Dutch object after a fronted occasion and 'moeten we', past places and times (decision 197)", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Voor de gemeenteraadsverkiezingen moeten we in Utrecht 200 stemhulpen werven en trainen.",
        "nl",
        "Stemhulpen",
      ],
      [
        "Omdat de lease afloopt, moeten we voor onze vier vestigingen een nieuw kassasysteem kiezen.",
        "nl",
        "Kassasysteem",
      ],
      ["Voor ons magazijn in Zwolle willen we elk jaar een veiligheidsaudit.", "nl", "Veiligheidsaudit"],
      // An article after "van" is still the place's ("in de kantine van het hoofdkantoor").
      ["Kunnen we in de kantine van het hoofdkantoor een pinautomaat plaatsen?", "nl", "Pinautomaat"],
    ]);
    // What is missing is a statement.
    expect(
      nonEnglishName("In Duitsland hebben we geen eigen verkoopteam, dus zoeken we resellers.", "nl") ?? "",
    ).not.toMatch(/verkoopteam/i);
  });

  it("reads a Dutch imperative whose place or time comes first, a day's date and long compounds (decision 197)", () => {
    // Written for this test.
    expectNames([
      ["Plan vóór de kerstvakantie de verhuizing van het archief naar Zwolle.", "Verhuizing van het archief"],
      ["Rapporteer vanaf het tweede kwartaal de wachttijden per polikliniek.", "Wachttijden per polikliniek"],
      ["Richt in onze 12 bibliotheken een zelfuitleensysteem in.", "Zelfuitleensysteem"],
      // "vóór 1 juni" is a date like "vóór juni".
      [
        "Stel vóór 1 juni een calamiteitenplan op voor de brandweerkazerne.",
        "Calamiteitenplan voor brandweerkazerne",
      ],
      // A hyphenated compound of 29 letters is a word, not noise.
      [
        "Eine Datenschutz-Folgenabschätzung für unsere Telemedizin-App bis Ende Juni.",
        "Datenschutz-Folgenabschätzung für Telemedizin-App",
      ],
    ]);
    // A noun before "voor" or before a place without words is no imperative.
    expect(nameOf("Jaarcongres voor 400 huisartsen in Utrecht: sprekers en zalen.")).toBe(
      "Jaarcongres voor huisartsen",
    );
    expect(nameOf("Webinar-reeks voor bestaande klanten over de nieuwe rapportagemodule.")).toMatch(
      /^Webinar-reeks/,
    );
  });

  it("names what a person or department wants after its whole noun phrase and place (decision 197)", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "De directeur van onze stichting in Utrecht wil een subsidieaanvraag voor het buurthuis indienen.",
        "nl",
        "Subsidieaanvraag voor buurthuis",
      ],
      [
        "Der Leiter unseres Tierheims in Bremen möchte eine Spenden-App für Patenschaften.",
        "de",
        "Spenden-App für Patenschaften",
      ],
    ]);
    expectNames([
      [
        "The finance director would like a rolling cash-flow forecast for the group.",
        "Rolling Cash-Flow Forecast",
      ],
      ["Our store manager in Bury St Edmunds needs a new staff rota tool.", "Staff Rota Tool"],
      // "hopes" after a noun is the subject's wish, not a plural noun.
      ["The admissions office hopes to launch a chatbot for applicants.", "Chatbot Launch"],
    ]);
    expectNonEnglishNames([
      [
        "El director de nuestro colegio en Burgos necesita un sistema de préstamo de portátiles.",
        "es",
        "Sistema de préstamo de portátiles",
      ],
      // The verb's manner ("en langage clair", "in linguaggio semplice") comes before its object.
      [
        "La mairie de Nantes souhaite réécrire en langage clair tous les formulaires d'état civil.",
        "fr",
        "Formulaires d'état civil",
      ],
      [
        "Vorremmo riscrivere in linguaggio semplice i moduli di iscrizione della nostra palestra.",
        "it",
        "Moduli di iscrizione della nostra palestra",
      ],
    ]);
    // A verb before the want verb ends the subject: "… moet … wil" is no wish of the subject.
    expect(
      nonEnglishName("De kantine is te klein en het team wil een nieuwe ruimte.", "nl") ?? "",
    ).not.toMatch(/^Ruimte/);
  });

  it("keeps a word cut before its shared ending with the word that ends it, and reads past a German place (decision 197)", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Ein Brandschutz- und Räumungskonzept für das Stadion in Bielefeld.",
        "de",
        "Brandschutz- und Räumungskonzept",
      ],
      ["Vi behöver en ny kör- och vilotidsrapport för åkeriet.", "sv", "Ny kör- och vilotidsrapport"],
      [
        "Wir möchten auf der Hannover Messe einen Messestand für unsere Wärmepumpen.",
        "de",
        "Messestand für Wärmepumpen",
      ],
    ]);
  });

  it("keeps a statement's verb a statement, and the idea's own subject without a place", () => {
    // "perd" states something: the next sentence says what to do.
    expect(nameOf("On perd le contrat avec le client. Il faut remplir l'entrepôt de Saint-Quentin.")).toBe(
      "Entrepôt de Saint-Quentin",
    );
    // "Lagret i Jönköping" is who needs the night shift, not an object.
    expect(nameOf("Lagret i Jönköping behöver nattskift från hösten.")).not.toBe("Lagret i Jönköping");
  });
});

describe("initiative names: numbers that belong to what is named (decision 201)", () => {
  it("keeps a product's release and a plan's year, not a count, a date or one of several", () => {
    // Written for this test.
    expectNonEnglishNames([
      ["Windows 11 auf allen Rechnern der Verwaltung einführen.", "de", "Windows 11"],
      ["Preparar el presupuesto 2027 del ayuntamiento.", "es", "Presupuesto 2027 del ayuntamiento"],
      ["Begroting 2027 opstellen voor de gemeenteraad.", "nl", "Begroting 2027"],
      ["Vi måste byta ut 800 datorer med Windows 10 i skolorna.", "sv", "Datorer med Windows 10"],
      ["Lancer Planify 3 au salon de Lyon.", "fr", "Planify 3"],
    ]);
    // A count is no part of a name, nor a season's year, nor a number among others.
    expect(nonEnglishName("Abbiamo 41 negozi di ottica in Veneto.", "it") ?? "").not.toMatch(/41/);
    expect(nonEnglishName("Rund 70 Prozent der Anrufe betreffen Passwörter.", "de") ?? "").not.toMatch(/70/);
    expect(nonEnglishName("Hösten 2026 startar vi en ny utbildning i elteknik.", "sv") ?? "").not.toMatch(
      /2026/,
    );
    expect(
      nonEnglishName("Somos 7 y cada uno guarda sus contraseñas en un post-it.", "es") ?? "",
    ).not.toMatch(/7/);
  });
});

describe("initiative names: a way or a place is named by what it is for (decision 201)", () => {
  it("names what the way or place lets people do, nominalised where the verb has a noun", () => {
    // Written for this test.
    expectNames([
      ["Could we find an easy way for members to renew their membership online?", "Renew Membership Online"],
      ["We need one place where residents can report fly-tipping.", "Fly-Tipping Reporting"],
      ["Our staff want a simple way of booking meeting rooms.", "Meeting Room Booking"],
    ]);
    // Only whom it is for says nothing of what it does.
    expect(nameOf("Could we have a simple way to tell customers?")).not.toMatch(/^Tell/);
  });
});

describe("initiative names: a note's request without its 'we' (decision 201)", () => {
  it("names a message from the sentence that opens with 'need'", () => {
    // Written for this test.
    expectNames([
      [
        "hi all, i run the events desk at the museum. we still take bookings by phone. need an online booking page for school visits",
        "Online Booking Page",
      ],
      [
        "Hi team, our warehouse is full every December. Need a temporary storage unit near the depot.",
        "Temporary Storage Unit",
      ],
    ]);
  });
});

describe("initiative names: whole phrases up to six content words (decision 201)", () => {
  it("completes a phrase the old five-word cap cut, and never ends on a route or an adverb", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Un piano per reggere i picchi del Black Friday nel magazzino.",
        "it",
        "Piano per reggere picchi del Black Friday",
      ],
      [
        "Gala de charité pour financer la rénovation du refuge pour chiens.",
        "fr",
        "Gala de charité pour financer rénovation du refuge",
      ],
      ["Passer à la facturation électronique via une plateforme agréée.", "fr", "Facturation électronique"],
      [
        "Candidaturas às bolsas de estudo da universidade totalmente online.",
        "pt",
        "Candidaturas às bolsas de estudo da universidade",
      ],
    ]);
    // A name cut at a link goes back before the lone noun it would end on ("… de prise").
    expect(
      nonEnglishName("Refonte complète de notre application mobile de prise de notes hors ligne.", "fr"),
    ).toBe("Refonte complète de notre application mobile");
  });
});

describe("initiative names: whom a verb gives to is not what it gives (decision 201)", () => {
  it("reads past the recipient to the thing given, in the Romance languages", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Offrire ai clienti un configuratore online delle nostre scaffalature.",
        "it",
        "Configuratore online delle nostre scaffalature",
      ],
      ["Ofrecer a nuestros socios una app para reservar pistas.", "es", "App para reservar pistas"],
      ["Enviar a los pacientes un recordatorio por SMS.", "es", "Recordatorio por SMS"],
      ["Oferecer aos clientes um cartão de fidelidade digital.", "pt", "Cartão de fidelidade digital"],
    ]);
  });
});

describe("initiative names: a closing question of how with a verb of 'we' (decision 201)", () => {
  it("names what German, Dutch and Swedish ask for after 'how <verb> we', not the situation before it", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Die Schichtleiter teilen sich ein Konto. Wie bekommen wir eigene Zugänge für alle Schichtleiter?",
        "de",
        "Eigene Zugänge",
      ],
      [
        "Alla i skiftlaget delar samma konto. Hur ger vi operatörerna egna inloggningar?",
        "sv",
        "Operatörerna egna inloggningar",
      ],
    ]);
    // A pronoun or a clause after the verb names nothing: the rest of the idea is read as before.
    expect(
      nonEnglishName("Vorig jaar ging de verhuizing mis. Hoe pakken we het aan?", "nl") ?? "",
    ).not.toMatch(/^Het/);
  });
});

describe("initiative names: what an organisation seeks, plans or asks for (decision 202)", () => {
  it("reads past the organisation and its verb to the thing sought, planned or asked for", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Het accountantskantoor zoekt twee junior-adviseurs voor de vestiging in Utrecht.",
        "nl",
        "Twee junior-adviseurs",
      ],
      ["Kommunen planerar en ny simhall med plats för skolsim.", "sv", "Ny simhall för skolsim"],
      [
        "L'ufficio acquisti chiede di rinnovare il contratto di pulizia degli uffici.",
        "it",
        "Contratto di pulizia degli uffici",
      ],
      // The reflexive of "wünscht sich" and an inflected adjective before the noun.
      [
        "Die Geschäftsführung wünscht sich ein neues Intranet für alle Standorte.",
        "de",
        "Neues Intranet für Standorte",
      ],
      ["Unser Pflegeheim braucht bessere Dienstplanung für die Nachtschicht.", "de", "Bessere Dienstplanung"],
    ]);
  });

  it("reads a wanted clause's thing, but not the people who are to act in it", () => {
    expect(
      nonEnglishName(
        "De gemeente wil dat een parkeervergunning volledig online aangevraagd kan worden.",
        "nl",
      ),
    ).toMatch(/^Parkeervergunning/);
    expect(
      nonEnglishName("De praktijk wil dat patiënten zelf afspraken maken via de app.", "nl") ?? "",
    ).not.toMatch(/^Patiënten/);
    // An adverb before the noun is not a thing wanted.
    expect(nameOf("Die Spedition möchte gezielt Fahrer aus Polen anwerben.")).not.toMatch(/^Gezielt/);
  });

  it("reads past the towns of what the wanted thing is for, and never ends on 'have done'", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "We willen voor onze fietsenwinkels in Groningen en Zwolle een verhuurservice voor e-bakfietsen opzetten.",
        "nl",
        "Verhuurservice voor e-bakfietsen",
      ],
      [
        "Queremos para nuestras tiendas en Sevilla un servicio de alquiler de bicicletas.",
        "es",
        "Servicio de alquiler de bicicletas",
      ],
      ["Onze ANBI-status laten toetsen en een nieuwe privacyverklaring opstellen.", "nl", "ANBI-status"],
      // A German want verb's clause after its comma, and places joined by "und".
      [
        "Wir planen, in unseren Bäckereien in Kiel und Lübeck eine Mehrwegbox für Kuchen einzuführen.",
        "de",
        "Mehrwegbox für Kuchen",
      ],
      // Whom a German want verb's object is given to, without a preposition.
      [
        "Die Geschäftsführung möchte den Händlern ein neues Partnerportal für Bestellungen anbieten.",
        "de",
        "Neues Partnerportal für Bestellungen",
      ],
      [
        "Die Stadtbibliothek möchte Schülern einen neuen Lernraum mit Laptops anbieten.",
        "de",
        "Lernraum mit Laptops",
      ],
    ]);
  });

  it("reads a Dutch imperative in lower case after a clause of cause", () => {
    // Written for this test.
    expect(
      nameOf(
        "Omdat veel bezoekers de weg kwijtraken op het terrein, ontwerp een nieuwe plattegrond voor het festival.",
      ),
    ).toBe("Nieuwe plattegrond voor festival");
  });

  it("names an agreement with its party, whoever's it is, and never ends on 'inför'", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Se över regionens avtal med taxibolagen inför nästa upphandling.",
        "sv",
        "Regionens avtal med taxibolagen",
      ],
    ]);
  });

  it("keeps what a law demands named by the law", () => {
    expect(nameOf("SFDR kräver att fonderna redovisar hållbarhetsrisker i sina rapporter.")).toMatch(/^SFDR/);
  });
});

describe("initiative names: an amount or a share of something is not the subject (decision 202)", () => {
  it("names what the amount is of", () => {
    // Written for this test.
    expectNames([
      ["Sell £40k of advertising for the autumn trade show.", "Advertising Sales"],
      ["Cut 15% of our paper use in the back office.", "Paper Use Reduction"],
    ]);
  });
});

describe("initiative names: Romance openings and want verbs (decision 202)", () => {
  it("ends an occasion without a comma at the main clause's modal, and knows more want verbs", () => {
    // Written for this test.
    expectNames([
      [
        "Con l'arrivo della nuova normativa europea dobbiamo rivedere i contratti con i fornitori cloud.",
        "Contratti con i fornitori cloud",
      ],
      ["Puntiamo a ridurre i tempi di attesa del call center.", "Tempi di attesa del call center"],
      [
        "Los hoteles de la costa quieren un sistema de reservas compartido.",
        "Sistema de reservas compartido",
      ],
    ]);
    expect(nameOf("Nous cherchons à organiser un dîner de gala pour financer la recherche.")).toMatch(
      /^Dîner de gala/,
    );
  });

  it("names a display or tool with what it shows, not with its statement or its pronouns", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Queremos un panel que muestre la retención semanal de los socios.",
        "es",
        "Panel de retención semanal de los socios",
      ],
      ["Vorrei un cruscotto con i tempi di consegna per cliente.", "it", "Cruscotto con tempi di consegna"],
    ]);
    expect(
      nonEnglishName("O app está com nota 3,1 na Play Store e os clientes reclamam.", "pt") ?? "",
    ).not.toMatch(/^App com/);
    expect(
      nonEnglishName(
        "Se podría montar un cuadro de mando automático que se les mande cada mes a los clientes?",
        "es",
      ) ?? "",
    ).not.toMatch(/de mande/);
  });

  it("ends a name before 'durante'", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Organizar un servicio de atención al asistente durante el congreso.",
        "es",
        "Servicio de atención al asistente",
      ],
    ]);
  });

  it("names people to be trained with what they are trained in", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Former les conseillers de nos 30 agences à la vente de contrats d'assurance vie.",
        "fr",
        "Conseillers à la vente de contrats d'assurance vie",
      ],
      [
        "Formar a todos los camareros del hotel en atención al cliente en inglés.",
        "es",
        "Camareros en atención al cliente",
      ],
    ]);
    // "a proporre": what they will do is no topic.
    expect(
      nonEnglishName("Formare i commessi a proporre le estensioni di garanzia.", "it") ?? "",
    ).not.toMatch(/a proporre/);
  });

  it("reads past a recipient's town, the Spanish personal 'a' and a second infinitive", () => {
    // Written for this test.
    expectNonEnglishNames([
      [
        "Queremos ofrecer a nuestros clientes de Valencia un portal web para seguir sus pedidos.",
        "es",
        "Portal web para seguir pedidos",
      ],
      [
        "Le rectorat souhaite recruter et intégrer 90 enseignants contractuels.",
        "fr",
        "Enseignants contractuels",
      ],
      [
        "Queremos formar a los técnicos de mantenimiento de la planta.",
        "es",
        "Técnicos de mantenimiento de la planta",
      ],
    ]);
  });
});

describe("initiative names: a clause of what it costs now is not the subject (decision 203)", () => {
  it("does not name the idea from 'takes' and what follows", () => {
    // Written for this test; before decision 203 it was named "Takes Five People".
    expect(
      nameOf(
        "We need to automate the weekly matching of supplier invoices against purchase orders, which currently takes five people two days.",
      ),
    ).toMatch(/^(?!.*(?:Takes|People)).*Matching/);
  });
});

describe("initiative names: an opening that counts what the writer has (session 22)", () => {
  it("names the idea from the later request, in every language", () => {
    // Written for this test; before, the counted things gave the name ("Abbiamo magazzini").
    expectNames([
      [
        "Abbiamo 12 magazzini e ognuno conta le scorte a mano. Vorrei un sistema di inventario condiviso con scanner.",
        "Sistema di inventario condiviso",
      ],
      [
        "Tenemos unas 300 tiendas y cada una pide el género por correo. Queremos un portal de pedidos para las tiendas.",
        "Portal de pedidos",
      ],
      [
        "Wir haben 14 Standorte und jeder plant die Schichten in Excel. Ich möchte eine gemeinsame Schichtplanung einführen.",
        "Gemeinsame Schichtplanung",
      ],
      [
        "Nous avons 9 entrepôts qui gèrent les retours chacun à leur façon. Je voudrais un processus de retours unique.",
        "Processus de retours unique",
      ],
    ]);
  });
});

describe("initiative names: what the session-22 rules leave alone", () => {
  it("keeps a numbered subject's name, and reads an English 'On a …' as no counted opening", () => {
    // Written for this review: a rule for "Line 3 … loses" named the first "Windows Initiative", and a
    // French "on a" in the counted openings named the second from its later sentence.
    expect(nameOf("Windows 11 on every desktop in the hospital before support for Windows 10 ends.")).toBe(
      "Windows 11",
    );
    expect(nameOf("On a 12 week timeline we need a new booking portal. I want online payments too.")).toBe(
      "Booking Portal",
    );
  });
});

describe("initiative names: a festival before a colon sets the scene (session 22)", () => {
  it("names what follows the colon or dash", () => {
    // Written for this test; before, each was named after its festival.
    expectNames([
      [
        "Festival de rock à Nantes : une billetterie en ligne avec QR code aux entrées et remboursements automatiques.",
        "Billetterie en ligne",
      ],
      [
        "Beer festival, 3 days, 5k a day: cashless wristbands with top-up desks and refunds afterwards.",
        "Cashless Wristbands",
      ],
      [
        "Festival de música em Braga: app com horários dos concertos e mapa do recinto.",
        "App com horários dos concertos",
      ],
    ]);
  });

  it("keeps the festival when it is what the idea lists the work of, or what the work happens during", () => {
    expectNames([
      [
        "festival de théâtre amateur en août, billetterie, bénévoles, buvette… tout est à organiser",
        "Festival de théâtre amateur",
      ],
      [
        "Bemanning under festivalen – schema för volontärer, incheckning och matbiljetter.",
        "Bemanning under festivalen",
      ],
    ]);
  });
});
