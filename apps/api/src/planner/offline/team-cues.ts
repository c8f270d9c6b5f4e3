import type { TeamId, WorkstreamId } from "@initiative-planner/contract";
import { wordsOf } from "../language";
import { cleanIdeaText } from "./idea-text";

/**
 * Which teams an idea calls for, from what it says: each team has cues in English, German, French
 * and Spanish with a weight (2 = the idea names the team's work outright, 1 = a hint). A team is
 * chosen at TEAM_THRESHOLD. Engineering teams only get points from things that are built.
 *
 * A cue is matched on the idea's folded words (lower case, no accents):
 * - "word" matches words starting with it ("integrat" → "integration", "integrates"); words of up
 *   to three letters ("app", "ai", "pr") match only whole words;
 * - "two words" matches that word sequence (each a word start);
 * - "*part" matches anywhere inside a word, for German compounds ("*vertrag" → "Auftragsverarbeitungsverträge").
 */
export const TEAM_THRESHOLD = 2;

type CueList = string;

/** "cue:weight" entries separated by commas; weight 2 when omitted. */
const CUES: Record<TeamId, CueList> = {
  product_management: "",
  engg_frontend: `app:2, apps:2, application mobile:2, aplicacion:2, applicazione:2, mobile:1, ios:2, android:2, website:2, web app:2,
    webshop:1, web:1, log in:1, admin:1, in the dashboard:2, onboarding flow:2, flow:1, profiles:1, parental controls:1, qr code:1, order online:1, click and collect:1, quiz:1, subscription:1, site web:2, sitio web:2, portal:2, portail:2, kiosk:2, touch ui:2, screen:1, ui:2, front-end:2, frontend:2, react:2,
    checkout:2, dark mode:2, in-app:2, page:1, pages:1, pantalla:1, ecran:1, browser:1, offline mode:2, widget:2, online:1, en ligne:1,
    en linea:1, intranet:2, *oberflache:2, formular:1, formulaire:1, dashboard in:0, upload:1, e-commerce:1, tienda online:2,
    boutique en ligne:2, onlineshop:1, self-service:1, design system:2, interface:1, floor plan:1, banner:2`,
  engg_backend: `api:2, apis:2, integrat:2, sync:2, database:2, datenbank:2, base de donnees:2, backend:2, back-end:2, server:2,
    payment:2, pay:1, app:1, apps:1, portal:1, tooling:2, camera:1, dedupe:1, track status:1, scheduling:1, shift:1, order online:1, click and collect:1, subscription:1, cancel:1, cita:1, appointment:1, rendez-vous:1, termin:1, slack:1, llm:1, retrieval:1, chatbot:1, pagos:1, paiement:1, bezahl:1, billing:2, invoic:1, sso:2, single sign-on:2, saml:2, oidc:2, mfa:1,
    migrat:2, data warehouse:2, bigquery:2, dbt:1, pipeline:2, automat:1, firmware:2, over-the-air:2, robot:2, inventory:1,
    notification:1, avisos:1, booking:1, book:1, reserv:1, buch:1, *buchung:1, account:1, accounts:1, audit log:2, export:1, import:1,
    shard:2, rate limit:2, sandbox:2, queue:1, real time:1, real-time:1, sistema de reservas:2, systeme de reservation:2, ocr:2,
    matched to:1, anbindung:2, lohnabrechnung:1, payroll:1, *ticketsystem:1, cloud:1, platform:1, plateforme:1, plataforma:1,
    salesforce:1, crm:1, routing:1, route them:1, calendar:1, outlook:1, qr code:1, upload:1, chat:1, profiles:1, ratings:1,
    identity verification:2, screening:1, monitoring:1, on-call:2, paging:2, status page:1, prices update:2, head office:1,
    locker:1, systems:1, system:1, tooling:1, detect:1, refunds:1, labels:1, lend:1, catalogue:1, hardware:1, payment terminal:1,
    tracking app:1, gps:1, download:1, streaming:1, parental controls:1, consent management:1, cookies fire:1`,
  design: `design:2, redesign:2, ux:2, user experience:2, onboarding flow:2, visual identity:2, identite visuelle:2, logo:2,
    packaging:2, verpackung:2, prototype:2, wireframe:2, accessib:1, barrierefrei:1, app:2, apps:2, aplicacion:2, application mobile:2,
    mobile app:1, website:1, site web:1, sitio web:1, look and feel:2, brand identity:2, touch ui:2, dark mode:2, plain language:1,
    usability:2, easy:1, simple:1, quiz:1, floor plan:1, timetable:1, browse:1, profiles:1, kiosk:1, careers page:0, ui:1`,
  marketing: `campaign:2, kampagne:2, campagne:2, campana:2, brand:2, marke:1, marque:1, marca:1, launch:1, lanzamiento:2,
    lancement:2, promot:2, social media:2, redes sociales:2, reseaux sociaux:2, instagram:2, tiktok:2, influencer:2, press:1, pr:1,
    pressearbeit:2, advertis:2, ads:2, paid search:2, seo:1, newsletter:1, audience:2, zielgruppe:2, publico:1, dirigida:1, go-to-market:2,
    pricing page:2, free tier:2, growth:2, acquisition:2, referral:2, loyalty:2, newsletter:1, sponsor:2, event:2, conference:2,
    konferenz:2, webinar:2, fundraising:2, donors:1, pop-up:2, ephemere:2, market:1, markt:1, marche:1, mercado:1, retail listings:2,
    retail partners:2, giveaway:2, contest:2, gewinnspiel:2, concurso:2, sign-ups:1, leads:2, employer branding:2, rebrand:2,
    subscribers:1, publish:1, annual:1, jubilaum:2, fest:1, salon professionnel:2, exposants:2, communication:1, leads:1, direct mail:2, appeal:1, careers page:1,
    job ads:1, meetups:2, launch video:2, gift guide:2, retailers:1, handel:1, sonderedition:2, product launch:1, upgrade prompt:1,
    co-marketing:2, partner programme:1, partner program:1, present:1, subscription box:2`,
  copywriting: `copy:2, content:2, inhalt:1, contenu:1, contenido:1, write:2, written:2, article:2, articulo:2, artikel:2, blog:2,
    newsletter:2, email:1, e-mail:1, emails:1, messaging:2, tagline:2, report:1, bericht:1, rapport:1, informe:1, translat:2, locali:2,
    ubersetz:2, traduc:2, help articles:2, guide:2, leitfaden:2, faq:2, documentation:1, docs:1, script:1, press release:2,
    announcement:2, pr:1, webinar:1, survey:1, docs:2, documentation:2, campaign:1, campana:1, kampagne:1, campagne:1, notification templates:2, templates:1, proposal:2, plain language:2, texts:2, texte:2, textos:2, stories:2,
    job ads:2, handbook:1, manual:2, handbuch:2, manuel:2, in-app texts:2, publish:1, employee faq:2, appeals:1, pressearbeit:1,
    redes sociales:1, social media:1, social coverage:1, instagram:1, tiktok:1, briefs:1, gift guides:1, launch video:1,
    careers page:1, messages:1, email all users:2, customer notification:2`,
  customer_support: `support:2, help centre:2, help center:2, helpdesk:1, ticket:2, faq:1, customer service:2,
    kundenservice:2, service client:2, atencion al cliente:2, live chat:2, chat:1, call centre:2, call center:2, hotline:2, returns:2,
    retour:2, devolucion:2, refund:2, complaint:2, reklamation:2, satisfaction:2, csat:2, sla:1, slas:1, escalation:2, agents:2,
    customer success:2, cs team:2, centre d'aide:2, centro de ayuda:2, anfragen:2, appels:1, customer orders:1, store managers:1,
    health score:1, retention team:2, customer notification:1, notify customers:1, recall:1, enterprise tier:1, account managers:1,
    status page:1, incident:1, vragen:1, klantenservice:2, pick up:1, click and collect:1, staff training:1, bezorging:1`,
  compliance: `gdpr:2, data processing:2, customer data:1, rgpd:2, dsgvo:2, datenschutz:2, soc 2:2, iso 27001:2, iso:1, hipaa:2, complian:2, conformite:2, konform:1,
    cumplimiento:2, regulat:2, regulator:2, directive:2, richtlinie:2, directiva:2, act:1, audit:2, certif:2, zertifizier:2,
    ce marking:2, radio equipment:1, safety:2, safely:2, sicherheit:1, securit:1, privacy:1, privacidad:1, personal data:2,
    personenbezogen:2, donnees personnelles:2, datos personales:2, consent:1, kyc:2, anti-money:2, aml:2, sanctions:2, accessibility act:2,
    wcag:1, whistleblow:2, recall:2, traceability:2, health:1, medical:2, patient:1, *arzt:1, heart rate:2, biometric:2, kids:1,
    children:1, parental:1, baby:1, infant:1, recyclable:1, leak:1, salary:1, sensitive:1, confidential:1, fraud:1, risk team:1,
    risk register:2, phishing:2, isms:2, single sign-on:1, mfa:1, leavers:1, citizens:1, council:1, city:1, municipal:1,
    authority:1, ayuntamiento:1, lssi:2, cookie:1, verarbeitungstatigkeiten:2, folgenabschatzung:2, analyse d'impact:2,
    registre des traitements:2, data subject:2, access request:2, pay transparency:1, payment terminal certification:2,
    transactions:1, enforce:1, telehealth:2, evidence:1, banking:1, bank:1, security reviews:1, policies:1, policy:1`,
  legal: `contract:2, vertrag:2, *vertrage:2, contrat:2, contrato:2, agreement:2, terms:2, terms of service:2, privacy policy:2,
    politica de privacidad:2, privacy notice:2, datenschutzerklarung:2, licen:2, lizenz:2, trademark:2, marke eintragen:2, patent:2,
    lawyer:2, legal:2, liabilit:2, dpa:2, data processing agreement:2, auftragsverarbeitung:2, sous-traitance:2, subprocessor:2,
    gdpr:1, rgpd:1, dsgvo:1, consent:1, data subject:1, access request:1, giveaway:2, contest:2, prize:1, prizes:1, gewinnspiel:2, concurso:2, sweepstake:2,
    influencer:1, reseller:1, resell:1, enterprise deal:1, deal:1, directive:2, richtlinie:2, employment:1, works council:2,
    betriebsrat:2, rebrand:2, logo:1, new name:1, merger:2, consortium:2, hipaa:2, whistleblow:1, cookie:1, lssi:2, proveedores:1,
    hospital:1, due diligence:2, open-source:1, vat:1, local payment:1, salary bands:1, job ads:0, providers:1, dienstleister:1`,
  analytics: `dashboard:2, kpi:2, metric:2, kennzahl:2, indicadores:2, indicateurs:2, measur:2, messen:2, mesurer:2, medir:2,
    report:1, reporting:2, tracking:1, a/b:2, experiment:2, funnel:2, conversion:2, csat:1, survey:2, umfrage:2, encuesta:2,
    enquete:2, results:1, data quality:2, warehouse:1, looker:2, tableau:2, power bi:2, analytics:2, analyse:1, win rate:2, arr:1,
    forecast vs:1, cuadro de mando:2, guardrail:2, churn:1, health score:1, per creator:1, sign-ups:1, track status:0,
    progress:1, productivity:1, statistik:1, punctuality:1, dedupe:1, weekly review:1, per agent:1`,
  data_science: `predict:2, prognose:2, *prognose:2, prevision:2, prediccion:2, forecasting:2, forecast:1, machine learning:2,
    maschinell:2, apprentissage:2, aprendizaje:2, ml:2, model:1, modele:1, modelo:1, modell:1, recommend:2, empfehl:2,
    personalis:1, personaliz:1, ai:1, ki:1, llm:2, chatbot:1, retrieval:2, nlp:2, computer vision:2, camera images:1, detect:1,
    classify:2, classification:2, fraud:2, anomal:2, dynamic pricing:2, route:1, optimis:1, optimiz:1, ocr:2, score every:1,
    churn prediction:2, propensity:2, demand:1, nachfrage:1, demande:1, demanda:1, occupancy:1, competitor rates:1, sleep quality:1,
    heart rate:1, rated:1, based on what:1`,
  // The catalogued teams (issue 36): written from what each team does, in the eight languages of the
  // labelled set, before the classifier was trained; the classifier learns how much each is worth.
  operations: `operations:2, warehouse:2, depot:2, hub:1, site:1, plant:2, factory:2, production:2, shift:2, rota:2, fleet:2, logistics:2,
    fulfilment:2, stock:1, inventory:1, fit-out:2, facilities:2, opening:1, open a:1, store opening:2, capacity:1, maintenance:2,
    lager:2, *lager:1, standort:1, schicht:2, fuhrpark:2, werk:1, produktion:2, filiale:1, betrieb:1, wartung:2,
    entrepot:2, usine:2, atelier:1, flotte:2, equipe de nuit:2, logistique:2, maintenance:2, production:2,
    almacen:2, planta:2, fabrica:2, turno:2, turnos:2, flota:2, logistica:2, mantenimiento:2, produccion:2, tienda:1, tiendas:1,
    magazzino:2, stabilimento:2, turni:2, flotta:2, logistico:2, manutenzione:2, produzione:2, negozi:1,
    armazem:2, fabrica:2, frota:2, manutencao:2, producao:2, leitos:1,
    magazijn:2, distributiecentrum:2, fabriek:2, ploegendienst:2, wagenpark:2, onderhoud:2, productie:2, filiaal:1,
    lagret:1, fabrik:2, fabriken:2, skift:2, underhall:2, produktion:2, butik:1, butiker:1`,
  finance: `finance:2, budget:2, cost:1, costs:1, savings:1, margin:2, margins:2, invoice:1, invoicing:2, cash flow:2, forecast:1, capex:2,
    accounting:2, reconcil:2, month-end:2, close:1, funding:1, grant:1, fundrais:1, investor:2, valuation:2, revenue recognition:2,
    payroll:1, spend:2, dunning:2, overdue:2, treasury:2, cfo:2,
    finanz:2, budget:2, kosten:1, rechnung:1, monatsabschluss:2, buchhaltung:2, liquiditat:2, investition:2,
    finances:2, couts:1, facture:1, depenses:2, tresorerie:2, comptabilite:2, financement:2,
    presupuesto:2, costes:1, factura:1, tesoreria:2, contabilidad:2, subvencion:2, justificacion:1, gastos:2,
    bilancio:2, costi:1, fatturazione:2, tesoreria:2, contabilita:2, solleciti:2,
    orcamento:2, custos:1, fatura:1, investimento:2, financiadores:1, captar:1,
    begroting:2, kosten:1, factur:2, maandafsluiting:2, boekhoud:2,
    budget:2, kostnad:1, faktur:2, likviditet:2, bokslut:2`,
  sales: `sales:2, sell:2, selling:2, sales team:2, account manager:2, key accounts:2, pipeline:2, leads:1, prospect:2, deal:1, deals:1,
    reseller:2, distributor:2, distributors:2, wholesale:2, partner programme:2, broker:2, brokers:2, pitch:1, win:1, outbound:2,
    vertrieb:2, verkauf:2, kunden gewinnen:2, handler:1, grosshandel:2, akquise:2,
    vente:2, commercial:2, commerciale:2, distributeur:2, courtier:2, courtiers:2, grande distribution:2,
    ventas:2, vender:2, comercial:2, distribuidor:2, distribuidores:2, exportar:1,
    vendite:2, vendere:2, commerciale:2, distributori:2, rivenditori:2,
    vendas:2, vender:2, conquistar clientes:2, patrocinios:1,
    verkoop:2, accountmanagement:2, klanten binnenhalen:2,
    forsaljning:2, saljkar:2, salja:2, foretagskunder:1`,
  people: `hr:2, hire:2, hiring:2, recruit:2, recruitment:2, onboarding of:1, new hires:2, staff:1, employees:1, training:1, train:1,
    retention:1, mentoring:2, induction:2, wellbeing:2, burnout:2, handbook:1, volunteers:2, volunteer:2, teachers:1, nurses:1,
    personal:1, einstellen:2, rekrut:2, einarbeitung:2, schulung:1, mitarbeitende:1, ehrenamtliche:2, fachkrafte:2, ausbildung:2, pflegekrafte:2,
    recruter:2, recrutement:2, former:1, formation:1, benevoles:2, collaborateurs:1, agents:1, salaries:1,
    contratar:2, contratacion:2, formacion:1, formar:1, voluntarios:2, personal:1, plantilla:1,
    assumere:2, formare:2, volontari:2, docenti:1, infermieri:2, personale:1,
    recrutar:2, contratacao:2, treinamento:1, capacitar:2, voluntarios:2, funcionarios:1, servidores:1,
    werven:2, personeel:2, vrijwilligers:2, verpleegkundigen:2, invalkrachten:2, collega:1,
    rekrytera:2, rekrytering:2, personal:1, anstallda:1, volontarer:2, introduktion:2, mentorer:2`,
  it: `it:1, laptop:2, laptops:2, devices:2, device management:2, mdm:2, network:2, wifi:2, vpn:2, microsoft 365:2, exchange:1,
    erp:2, help desk:1, password:2, passwords:2, two-factor:2, mfa:1, servers:1, data centre:2, chromebooks:2, tablets:1, scanners:2,
    pos terminals:2, tills:2, phones:1, printer:2, backup:1, upgrade:1, s/4hana:2,
    rechner:1, netzwerk:2, rechenzentrum:2, server:1, tablets:2, arbeitsplatz:2, notebook:2,
    poste de travail:2, ordinateur:2, ordinateurs:2, reseau:2, terminaux:2, serveurs:1,
    ordenadores:2, portatiles:2, red:1, equipos:1,
    computer:1, rete:2, postazione:2,
    computadores:2, equipamentos:2, caixas de autoatendimento:2, rede:1,
    computers:1, laptops:2, netwerk:2, erp-systeem:2,
    datorer:2, losenordshanterare:2, handskannrar:2, natverk:2, utrustning:1`,
  procurement: `procure:2, procurement:2, purchasing:2, buy:1, buying:1, supplier:2, suppliers:2, vendor:1, vendors:1, tender:2, rfp:2, sourcing:2,
    second-source:2, renegotiate:2, contracts with:1, purchase orders:1, purchasing group:2, framework:1,
    beschaffung:2, beschaffen:2, einkauf:2, lieferant:2, lieferanten:2, ausschreibung:2,
    achats:2, acheter:1, fournisseur:2, fournisseurs:2, appel d'offres:2, centrales d'achat:2,
    compras:2, compra:1, proveedor:2, proveedores:2, licitacion:2, renegociar:2,
    acquisti:2, acquisto:2, fornitori:2, fornitore:2, gara:2, gare:2,
    compras:2, fornecedores:2, licitacao:2,
    inkoop:2, leverancier:2, leveranciers:2, aanbesteding:2,
    upphandling:2, inkop:2, leverantor:2, leverantorer:2`,
  events: `event:2, events:2, conference:2, summit:2, congress:2, trade fair:2, trade show:2, fair:1, expo:2, booth:2, venue:2, gala:2, dinner:1,
    festival:2, ceremony:2, offsite:2, roadshow:2, meetup:2, webinar:1, attendees:2, delegates:2, exhibitors:2, sponsors:1, reunion:2, awards:1,
    konferenz:2, kongress:2, messe:2, veranstaltung:2, betriebsausflug:2, stadtfest:2, teilnehmer:1, aussteller:2,
    evenement:2, congres:2, salon:2, seminaire:2, fete:2, gala:2, exposants:2,
    evento:2, congreso:2, feria:2, ceremonia:2, boda:2, bodas:2, asistentes:2,
    fiera:2, convention:2, cena:1, festa:2,
    evento:2, feira:2, expositores:2, lancamento:1,
    congres:2, beurs:2, personeelsfeest:2, open dag:2, evenement:2,
    massa:2, massan:2, kickoff:2, konsert:1, musikfestival:2`,
};

interface Cue {
  text: string;
  weight: number;
  kind: "word" | "phrase" | "inside";
}

function parseCues(list: CueList): Cue[] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const colon = entry.lastIndexOf(":");
      const hasWeight = colon > 0 && /^\d$/.test(entry.slice(colon + 1));
      const text = hasWeight ? entry.slice(0, colon) : entry;
      const weight = hasWeight ? Number(entry.slice(colon + 1)) : 2;
      if (text.startsWith("*")) return { text: text.slice(1), weight, kind: "inside" } as const;
      return { text, weight, kind: text.includes(" ") ? "phrase" : "word" } as const;
    });
}

const PARSED = Object.fromEntries(Object.entries(CUES).map(([id, list]) => [id, parseCues(list)])) as Record<
  TeamId,
  Cue[]
>;

/** Lower case without accents: cues are written that way. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A text as folded words, ready for cue matching (IdeaAnalysis.cues for an idea). */
export interface CueText {
  words: string[];
}

/**
 * Already cleaned text (idea-text.ts) as folded words. Elided articles are separate words for
 * cues: "un'app" → "un app", "d'aide" → "d aide". A hyphenated compound is followed by its parts,
 * so "Event-app", "Kunden-App" and "CO2-rapportage" meet the cues "app" and "rapportage"
 * (decision 192); `compoundParts` false keeps the compound whole.
 */
export function foldCueText(cleanText: string, compoundParts = true): CueText {
  const words = wordsOf(foldText(cleanText).replaceAll("'", " ").replaceAll("’", " "));
  if (!compoundParts) return { words };
  return {
    words: words.flatMap((word) => {
      const parts = word.split("-").filter((part) => part.length > 0);
      return parts.length > 1 ? [word, ...parts] : [word];
    }),
  };
}

/** Any text (a document's phrase) as folded words: markup and code are not its words (see idea-text.ts). */
export function cueText(text: string): CueText {
  return foldCueText(cleanIdeaText(text));
}

function phraseAt(words: string[], parts: string[], at: number): boolean {
  return parts.every((part, i) => {
    const word = words[at + i];
    // All words of a phrase match whole except the last, which may carry an ending.
    const last = i === parts.length - 1 && part.length > 3;
    return word !== undefined && (last ? word.startsWith(part) : word === part);
  });
}

/**
 * A text's words indexed for cue matching, built once per text: a pasted 20,000-character idea has
 * some 3,000 words, and scanning them once per cue (thousands of team cues and concepts) held the
 * server's loop for 90 ms. The words of a CueText are not changed after it is made.
 */
interface WordIndex {
  /** Each distinct word's positions in the text. */
  at: Map<string, number[]>;
  /** Every start of four to START_MAX letters of a distinct word. */
  starts: Set<string>;
  /** The distinct words holding each three letters. */
  holding: Map<string, string[]>;
}
const START_MAX = 40;
const INDEXES = new WeakMap<CueText, WordIndex>();

function indexOf(text: CueText): WordIndex {
  const known = INDEXES.get(text);
  if (known) return known;
  const index: WordIndex = { at: new Map(), starts: new Set(), holding: new Map() };
  text.words.forEach((word, i) => {
    const positions = index.at.get(word);
    if (positions) {
      positions.push(i);
      return;
    }
    index.at.set(word, [i]);
    for (let end = 4; end <= Math.min(word.length, START_MAX); end++) index.starts.add(word.slice(0, end));
    for (let from = 0; from + 3 <= word.length; from++) {
      const three = word.slice(from, from + 3);
      const words = index.holding.get(three);
      if (!words) index.holding.set(three, [word]);
      else if (words.at(-1) !== word) words.push(word);
    }
  });
  INDEXES.set(text, index);
  return index;
}

/** The text's distinct words that may hold `part`: those with its first three letters. */
export const wordsMaybeHolding = (text: CueText, part: string) => maybeHolding(indexOf(text), part);

const maybeHolding = (index: WordIndex, part: string): Iterable<string> =>
  part.length < 3 ? index.at.keys() : (index.holding.get(part.slice(0, 3)) ?? []);

/** Whether the idea contains the cue (see the module comment for the three kinds). */
export function hasCue(text: CueText, cue: string): boolean {
  const index = indexOf(text);
  if (cue.startsWith("*")) {
    const part = cue.slice(1);
    return some(maybeHolding(index, part), (w) => w.includes(part));
  }
  if (!cue.includes(" ")) {
    if (cue.length <= 3) return index.at.has(cue);
    return cue.length <= START_MAX ? index.starts.has(cue) : some(index.at.keys(), (w) => w.startsWith(cue));
  }
  const parts = cue.split(" ");
  return (index.at.get(parts[0]!) ?? []).some((at) => phraseAt(text.words, parts, at));
}

/** Whether any of the items passes the test (Array.prototype.some for any iterable). */
export function some<T>(items: Iterable<T>, test: (item: T) => boolean): boolean {
  for (const item of items) if (test(item)) return true;
  return false;
}

/** How strongly the idea calls for each team: the sum of matched cue weights (each cue once). */
export function teamScores(idea: CueText): Map<WorkstreamId, number> {
  return scoresOf([idea]);
}

/**
 * The same for separate short texts (a document's key phrases): a cue counts once when any of them
 * has it, and never across two of them ("data" ending one phrase and "quality" opening the next).
 */
export function teamScoresOf(texts: string[]): Map<WorkstreamId, number> {
  return scoresOf(texts.map(cueText));
}

function scoresOf(texts: CueText[]): Map<WorkstreamId, number> {
  const scores = new Map<WorkstreamId, number>();
  for (const [id, cues] of Object.entries(PARSED) as Array<[WorkstreamId, Cue[]]>) {
    let score = 0;
    for (const cue of cues) {
      if (cue.weight === 0) continue;
      const key = cue.kind === "inside" ? `*${cue.text}` : cue.text;
      if (texts.some((text) => hasCue(text, key))) score += cue.weight;
    }
    scores.set(id, score);
  }
  return scores;
}

/** The matched cues behind each team's score, strongest first (for the evaluation's --verbose). */
export function explainTeams(text: CueText): Map<string, string[]> {
  const explained = new Map<string, string[]>();
  for (const [id, cues] of Object.entries(PARSED)) {
    const hits = cues.filter(
      (cue) => cue.weight > 0 && hasCue(text, cue.kind === "inside" ? `*${cue.text}` : cue.text),
    );
    explained.set(
      id,
      hits.sort((a, b) => b.weight - a.weight).map((cue) => `${cue.text} (${cue.weight})`),
    );
  }
  return explained;
}
