import type { WorkstreamId } from "@initiative-planner/contract";
import type { PlanLanguage } from "./language";
import { type CueText, cueText, hasCue } from "./team-cues";

/**
 * The offline planner's knowledge base: for each team, the sections a plan usually has and, in
 * each, concrete practices with who owns them, how long they take and what must come first. Plans,
 * proposals and task breakdowns all read from here (see practicesFor, sectionsFor, practiceById).
 *
 * Texts: titles exist in English, German, French and Spanish ("en|de|fr|es"); the "how" sentence of
 * a practice is English and says what the practice produces; {subject} in it becomes the
 * initiative's subject ("the yoga class booking app"). Cues say when a topic-specific section or
 * practice applies (same cue syntax as team-cues.ts); entries without cues always apply.
 */

export type Localised = Record<PlanLanguage, string>;

export type RoleId = keyof typeof ROLE_TEXT;

export interface Practice {
  id: string;
  team: WorkstreamId;
  section: string;
  title: Localised;
  /** One English sentence: what is done and what it produces; may contain {subject}. */
  how: string;
  owner: RoleId;
  /** Typical duration in weeks. */
  weeks: number;
  /** Earliest week it usually starts (1 = the first week of the initiative). */
  from: number;
  /** Practices (any team) that must be finished first: "DPIA before launch", "designs before front-end". */
  after: string[];
  /** When set, the practice only applies if the idea mentions one of these. */
  cues: string[];
}

export interface Section {
  uid: string;
  team: WorkstreamId;
  title: Localised;
  /** English placeholder; {subject} is filled in. */
  placeholder: string;
  cues: string[];
  /** A risk this section manages and its mitigation (English). */
  risk: [string, string];
  /** How the section's success is measured (English). */
  metric: string;
  practices: Practice[];
}

export interface Team {
  id: WorkstreamId;
  name: Localised;
  lead: RoleId;
  sections: Section[];
}

const L = (text: string): Localised => {
  const [en, de, fr, es] = text.split("|").map((t) => t.trim()) as [string, string?, string?, string?];
  return { en, de: de ?? en, fr: fr ?? en, es: es ?? en };
};

export const ROLE_TEXT = {
  pm: L("Product Manager|Produktmanager:in|Chef·fe de produit|Responsable de producto"),
  sponsor: L("Executive Sponsor|Auftraggeber:in|Sponsor exécutif|Patrocinador/a ejecutivo"),
  be_lead: L("Back-end Lead|Back-End-Leitung|Responsable back-end|Responsable de back-end"),
  be_eng: L("Back-end Engineer|Back-End-Entwickler:in|Développeur·se back-end|Desarrollador/a back-end"),
  sre: L("Site Reliability Engineer|Site-Reliability-Engineer|Ingénieur·e SRE|Ingeniero/a SRE"),
  security: L("Security Lead|Sicherheitsverantwortliche:r|Responsable sécurité|Responsable de seguridad"),
  fe_lead: L("Front-end Lead|Front-End-Leitung|Responsable front-end|Responsable de front-end"),
  fe_eng: L("Front-end Engineer|Front-End-Entwickler:in|Développeur·se front-end|Desarrollador/a front-end"),
  mobile: L("Mobile Engineer|Mobile-Entwickler:in|Développeur·se mobile|Desarrollador/a móvil"),
  qa: L("QA Engineer|QA-Engineer|Ingénieur·e QA|Ingeniero/a de QA"),
  designer: L("Product Designer|Produktdesigner:in|Designer produit|Diseñador/a de producto"),
  researcher: L("UX Researcher|UX-Researcher:in|Chercheur·se UX|Investigador/a UX"),
  brand: L("Brand Designer|Markendesigner:in|Designer de marque|Diseñador/a de marca"),
  pmm: L(
    "Product Marketing Manager|Produktmarketing-Manager:in|Responsable marketing produit|Responsable de marketing de producto",
  ),
  campaign: L("Campaign Manager|Kampagnenmanager:in|Chef·fe de campagne|Responsable de campaña"),
  social: L("Social Media Manager|Social-Media-Manager:in|Community manager|Community manager"),
  events: L("Event Manager|Eventmanager:in|Chef·fe de projet événementiel|Responsable de eventos"),
  content: L("Content Lead|Content-Leitung|Responsable éditorial|Responsable de contenidos"),
  writer: L("Copywriter|Texter:in|Rédacteur·rice|Redactor/a"),
  l10n: L(
    "Localisation Manager|Lokalisierungsmanager:in|Responsable localisation|Responsable de localización",
  ),
  support: L("Support Lead|Support-Leitung|Responsable support|Responsable de soporte"),
  kb: L(
    "Knowledge Base Editor|Wissensdatenbank-Redaktion|Éditeur·rice de la base de connaissances|Editor/a de la base de conocimiento",
  ),
  trainer: L("Support Trainer|Support-Trainer:in|Formateur·rice support|Formador/a de soporte"),
  compliance: L(
    "Compliance Officer|Compliance-Beauftragte:r|Responsable conformité|Responsable de cumplimiento",
  ),
  dpo: L(
    "Data Protection Officer|Datenschutzbeauftragte:r|Délégué·e à la protection des données|Delegado/a de protección de datos",
  ),
  counsel: L("Legal Counsel|Rechtsberatung|Juriste|Asesoría jurídica"),
  analyst: L("Data Analyst|Datenanalyst:in|Analyste de données|Analista de datos"),
  analytics_eng: L("Analytics Engineer|Analytics Engineer|Analytics engineer|Ingeniero/a de analítica"),
  ds: L("Data Scientist|Data Scientist|Data scientist|Científico/a de datos"),
  ml_eng: L("ML Engineer|ML-Engineer|Ingénieur·e ML|Ingeniero/a de ML"),
  data_eng: L("Data Engineer|Data Engineer|Data engineer|Ingeniero/a de datos"),
} satisfies Record<string, Localised>;

interface PracticeSpec {
  id: string;
  title: string;
  owner: RoleId;
  weeks: number;
  from: number;
  how: string;
  after?: string[];
  cues?: string[];
}

interface SectionSpec {
  uid: string;
  title: string;
  placeholder: string;
  cues?: string[];
  risk: string;
  metric: string;
  practices: PracticeSpec[];
}

const p = (
  id: string,
  title: string,
  owner: RoleId,
  weeks: number,
  from: number,
  how: string,
  extra: { after?: string[]; cues?: string[] } = {},
): PracticeSpec => ({ id, title, owner, weeks, from, how, ...extra });

function team(id: WorkstreamId, name: string, lead: RoleId, sections: SectionSpec[]): Team {
  return {
    id,
    name: L(name),
    lead,
    sections: sections.map((s) => ({
      uid: s.uid,
      team: id,
      title: L(s.title),
      placeholder: s.placeholder,
      cues: s.cues ?? [],
      risk: s.risk.split(" | ") as [string, string],
      metric: s.metric,
      practices: s.practices.map((spec) => ({
        id: spec.id,
        team: id,
        section: s.uid,
        title: L(spec.title),
        how: spec.how,
        owner: spec.owner,
        weeks: spec.weeks,
        from: spec.from,
        after: spec.after ?? [],
        cues: spec.cues ?? [],
      })),
    })),
  };
}

const TEAM_LIST: Team[] = [
  team(
    "product_management",
    "Product Management|Produktmanagement|Gestion de produit|Gestión de producto",
    "pm",
    [
      {
        uid: "problem-and-goals",
        title: "Problem & Goals|Problem & Ziele|Problème & objectifs|Problema y objetivos",
        placeholder: "Who feels the problem the {subject} solves, how they cope today and what must change.",
        risk: "The team solves a problem nobody ranks highly | Back every goal with at least five interviews or support tickets",
        metric: "A problem brief signed off by the sponsor before scope work starts",
        practices: [
          p(
            "problem-interviews",
            "Problem interviews|Problem-Interviews|Entretiens problème|Entrevistas de problema",
            "pm",
            2,
            1,
            "Interview six to eight people who live with the problem today and write down how they work around it.",
          ),
          p(
            "problem-brief",
            "One-page problem brief|Einseitiges Problem-Briefing|Note de cadrage d'une page|Resumen del problema en una página",
            "pm",
            1,
            2,
            "Summarise who is affected, what it costs them and the goals the {subject} must reach, on one page.",
            { after: ["problem-interviews"] },
          ),
        ],
      },
      {
        uid: "scope-and-requirements",
        title: "Scope & Requirements|Umfang & Anforderungen|Périmètre & exigences|Alcance y requisitos",
        placeholder: "What is in and out of scope for the {subject}, with must-have requirements.",
        risk: "Scope grows after every review | Keep a written out-of-scope list and route new requests through one weekly triage",
        metric: "Requirements list frozen before build starts, with every item ranked",
        practices: [
          p(
            "moscow",
            "MoSCoW prioritisation|MoSCoW-Priorisierung|Priorisation MoSCoW|Priorización MoSCoW",
            "pm",
            1,
            2,
            "Rank every requirement of the {subject} as must, should, could or won't, and publish the won't list.",
            { after: ["problem-brief"] },
          ),
          p(
            "acceptance-criteria",
            "Acceptance criteria|Abnahmekriterien|Critères d'acceptation|Criterios de aceptación",
            "pm",
            1,
            3,
            "Write testable acceptance criteria for each must-have so engineering, QA and the sponsor read them the same way.",
            { after: ["moscow"] },
          ),
        ],
      },
      {
        uid: "roadmap",
        title: "Roadmap & Milestones|Roadmap & Meilensteine|Feuille de route & jalons|Hoja de ruta e hitos",
        placeholder: "Phases, milestones and release dates for the {subject}.",
        risk: "A late dependency pushes every later milestone | Track the critical path weekly and keep two weeks of buffer before launch",
        metric: "Milestones met within one week of the planned date",
        practices: [
          p(
            "phased-plan",
            "Phased release plan|Phasenplan für Releases|Plan de livraison par phases|Plan de entregas por fases",
            "pm",
            1,
            3,
            "Split the {subject} into a first usable release and later phases, each with a date and an exit criterion.",
            { after: ["moscow"] },
          ),
          p(
            "go-no-go",
            "Go/no-go review|Go/No-Go-Entscheidung|Revue go/no-go|Revisión go/no-go",
            "sponsor",
            1,
            10,
            "Hold a go/no-go review before launch against the exit criteria, open risks and sign-offs from every team.",
            { after: ["phased-plan"] },
          ),
        ],
      },
      {
        uid: "stakeholders",
        title:
          "Stakeholders & Decisions|Stakeholder & Entscheidungen|Parties prenantes & décisions|Partes interesadas y decisiones",
        placeholder: "Who decides, who is consulted and how progress on the {subject} is shared.",
        risk: "Decisions stall because nobody owns them | Name one decider per topic in the RACI and log every decision with its date",
        metric: "Every open decision older than a week has a named owner",
        practices: [
          p(
            "raci",
            "RACI matrix|RACI-Matrix|Matrice RACI|Matriz RACI",
            "pm",
            1,
            1,
            "Agree who is responsible, accountable, consulted and informed for each workstream of the {subject}.",
          ),
          p(
            "status-cadence",
            "Weekly status note|Wöchentlicher Statusbericht|Point d'avancement hebdomadaire|Nota de estado semanal",
            "pm",
            1,
            2,
            "Send a short weekly note with progress, the next milestone, blockers and decisions needed.",
          ),
        ],
      },
      {
        uid: "pricing-and-packaging",
        title: "Pricing & Packaging|Preise & Pakete|Tarifs & offres|Precios y paquetes",
        placeholder: "Plans, prices and limits for the {subject}, and how customers move between them.",
        cues: ["pric", "tier", "subscri", "billing", "plan", "abo", "preis", "tarif", "precio", "free"],
        risk: "Prices anchor too low to change later | Test two price points with a small cohort before publishing",
        metric: "Upgrade rate from the entry plan against the target",
        practices: [
          p(
            "pricing-research",
            "Willingness-to-pay research|Zahlungsbereitschaft testen|Étude du consentement à payer|Estudio de disposición a pagar",
            "pm",
            2,
            2,
            "Run short willingness-to-pay interviews and compare competitor plans before fixing prices for the {subject}.",
          ),
          p(
            "packaging-limits",
            "Plan limits and packaging|Paketgrenzen festlegen|Limites et composition des offres|Límites y composición de planes",
            "pm",
            1,
            4,
            "Decide which features and limits sit in each plan and what prompts an upgrade.",
            { after: ["pricing-research"] },
          ),
        ],
      },
      {
        uid: "pilot-and-rollout",
        title: "Pilot & Rollout|Pilot & Rollout|Pilote & déploiement|Piloto y despliegue",
        placeholder: "Where the {subject} is tried first, what decides the wider rollout and in which order.",
        cues: [
          "pilot",
          "rollout",
          "roll out",
          "stores",
          "sites",
          "filial",
          "offices",
          "factories",
          "waves",
          "branch",
        ],
        risk: "The pilot site is not typical | Pick one average and one difficult site for the pilot",
        metric: "Rollout decision taken on pilot data within two weeks of its end",
        practices: [
          p(
            "pilot-design",
            "Pilot with success criteria|Pilot mit Erfolgskriterien|Pilote avec critères de succès|Piloto con criterios de éxito",
            "pm",
            4,
            5,
            "Run the {subject} at one or two sites first, with success criteria agreed before the pilot starts.",
          ),
          p(
            "rollout-waves",
            "Rollout in waves|Rollout in Wellen|Déploiement par vagues|Despliegue por oleadas",
            "pm",
            4,
            9,
            "Roll out in waves sized so support can absorb the questions, with a pause point after each wave.",
            { after: ["pilot-design"] },
          ),
        ],
      },
    ],
  ),

  team(
    "engg_backend",
    "Back-end Engineering|Back-End-Entwicklung|Développement back-end|Desarrollo back-end",
    "be_lead",
    [
      {
        uid: "architecture",
        title:
          "Architecture & Data Model|Architektur & Datenmodell|Architecture & modèle de données|Arquitectura y modelo de datos",
        placeholder: "Services, entities and storage behind the {subject}, and how they change over time.",
        risk: "The data model does not fit later phases | Review the model against the phase-two requirements before the first migration",
        metric: "Architecture decision records written for every choice that is costly to reverse",
        practices: [
          p(
            "domain-model",
            "Domain and data model|Domänen- und Datenmodell|Modèle de domaine et de données|Modelo de dominio y de datos",
            "be_lead",
            1,
            3,
            "Draw the entities, their relationships and ownership for the {subject}, and plan migrations that can run without downtime.",
            { after: ["acceptance-criteria"] },
          ),
          p(
            "adr",
            "Architecture decision records|Architekturentscheidungen (ADR)|Registres de décisions d'architecture|Registros de decisiones de arquitectura",
            "be_lead",
            1,
            3,
            "Record each architecture decision with the options considered and why one won, so later changes start from the reasons.",
          ),
        ],
      },
      {
        uid: "api-and-integrations",
        title: "APIs & Integrations|APIs & Schnittstellen|API & intégrations|API e integraciones",
        placeholder:
          "Endpoints and external systems the {subject} talks to, their contracts and failure handling.",
        risk: "A partner system is slower or less stable than assumed | Build against contract tests and add timeouts, retries and a fallback",
        metric: "Every external call has a timeout, a retry policy and an alert",
        practices: [
          p(
            "api-contract",
            "OpenAPI contract|OpenAPI-Vertrag|Contrat OpenAPI|Contrato OpenAPI",
            "be_eng",
            2,
            4,
            "Write the OpenAPI contract for the {subject} before the code, with versioning, pagination and error formats agreed with its consumers.",
            { after: ["domain-model"] },
          ),
          p(
            "integration-tests",
            "Contract tests for integrations|Vertragstests für Schnittstellen|Tests de contrat des intégrations|Pruebas de contrato de integraciones",
            "be_eng",
            2,
            5,
            "Cover each external system with contract tests and a sandbox account, and decide what happens when it is down.",
            {
              cues: [
                "integrat",
                "sync",
                "salesforce",
                "stripe",
                "crm",
                "erp",
                "outlook",
                "slack",
                "anbindung",
                "payroll",
                "lohn",
                "accounting",
                "okta",
                "inventory",
              ],
            },
          ),
        ],
      },
      {
        uid: "payments-and-billing",
        title: "Payments & Billing|Zahlungen & Abrechnung|Paiements & facturation|Pagos y facturación",
        placeholder:
          "How money moves in the {subject}: payment provider, invoices, refunds and reconciliation.",
        cues: [
          "pay",
          "billing",
          "invoic",
          "subscri",
          "stripe",
          "refund",
          "bezahl",
          "paiement",
          "pago",
          "metering",
          "charge",
        ],
        risk: "Payments and internal records drift apart | Reconcile provider payouts against the ledger every night",
        metric: "Nightly reconciliation with zero unexplained differences",
        practices: [
          p(
            "payment-provider",
            "Payment provider integration|Anbindung des Zahlungsanbieters|Intégration du prestataire de paiement|Integración con la pasarela de pago",
            "be_eng",
            2,
            4,
            "Integrate the payment provider with idempotent webhooks so a payment, refund or failed charge is recorded exactly once.",
            { after: ["domain-model"] },
          ),
          p(
            "reconciliation",
            "Nightly reconciliation|Nächtlicher Abgleich|Rapprochement nocturne|Conciliación nocturna",
            "be_eng",
            1,
            6,
            "Compare payouts, invoices and refunds with the internal ledger every night and alert on any difference.",
            { after: ["payment-provider"] },
          ),
        ],
      },
      {
        uid: "identity-and-access",
        title: "Identity & Access|Identität & Zugriff|Identité & accès|Identidad y acceso",
        placeholder: "Sign-in, roles and permissions for the {subject}.",
        cues: [
          "sso",
          "single sign-on",
          "saml",
          "oidc",
          "mfa",
          "login",
          "log in",
          "sign-in",
          "permission",
          "roles",
          "admin",
          "leavers",
          "account",
        ],
        risk: "An access rule is missed and data leaks between tenants | Test every role against a permission matrix in CI",
        metric: "Every endpoint covered by an automated permission test",
        practices: [
          p(
            "permission-matrix",
            "Role and permission matrix|Rollen- und Rechtematrix|Matrice des rôles et droits|Matriz de roles y permisos",
            "be_lead",
            1,
            3,
            "List every role and what it may read or change in the {subject}, then test that matrix automatically.",
          ),
          p(
            "sso-setup",
            "SSO and MFA set-up|SSO- und MFA-Einrichtung|Mise en place SSO et MFA|Configuración de SSO y MFA",
            "be_eng",
            2,
            4,
            "Support SAML and OIDC sign-in with the main identity providers, enforce MFA for admins and test just-in-time provisioning.",
            {
              cues: ["sso", "single sign-on", "saml", "oidc", "mfa", "okta", "azure"],
              after: ["permission-matrix"],
            },
          ),
        ],
      },
      {
        uid: "data-migration",
        title: "Data Migration|Datenmigration|Migration des données|Migración de datos",
        placeholder: "Which data moves into the {subject}, how it is cleaned and how the cut-over works.",
        cues: [
          "migrat",
          "move",
          "legacy",
          "spreadsheet",
          "import",
          "replace",
          "shard",
          "consolidat",
          "records",
        ],
        risk: "Records are lost or duplicated in the move | Run two rehearsals and compare row counts and checksums",
        metric: "Two dress rehearsals pass before the real cut-over",
        practices: [
          p(
            "migration-mapping",
            "Field mapping and clean-up|Feld-Mapping und Bereinigung|Correspondance des champs et nettoyage|Mapeo de campos y limpieza",
            "data_eng",
            2,
            3,
            "Map every source field to the new model, decide what is cleaned or dropped, and agree it with the data owners.",
          ),
          p(
            "migration-rehearsal",
            "Migration rehearsals|Probeläufe der Migration|Répétitions de migration|Ensayos de migración",
            "be_eng",
            2,
            6,
            "Rehearse the migration twice on a copy of production data, compare counts and checksums, and time the cut-over.",
            { after: ["migration-mapping"] },
          ),
        ],
      },
      {
        uid: "reliability",
        title:
          "Reliability & Operations|Zuverlässigkeit & Betrieb|Fiabilité & exploitation|Fiabilidad y operación",
        placeholder: "Load, monitoring, alerts and recovery for the {subject}.",
        risk: "Load at launch exceeds capacity | Load-test at twice the expected peak and set autoscaling with alerts",
        metric: "Service level objectives agreed and alerting before launch",
        practices: [
          p(
            "slo",
            "Service level objectives|Service-Level-Ziele|Objectifs de niveau de service|Objetivos de nivel de servicio",
            "sre",
            1,
            5,
            "Set latency and availability objectives for the {subject}, with dashboards and alerts that page the on-call engineer.",
          ),
          p(
            "load-test",
            "Load test and runbook|Lasttest und Runbook|Test de charge et runbook|Prueba de carga y runbook",
            "sre",
            1,
            8,
            "Load-test at twice the expected peak and write a runbook for the three most likely failures.",
            { after: ["api-contract"] },
          ),
        ],
      },
      {
        uid: "devices-and-firmware",
        title: "Devices & Firmware|Geräte & Firmware|Appareils & firmware|Dispositivos y firmware",
        placeholder: "Hardware, firmware and the link between devices and the {subject}.",
        cues: [
          "firmware",
          "device",
          "robot",
          "sensor",
          "hardware",
          "kiosk",
          "label",
          "thermostat",
          "scanner",
          "terminal",
          "camera",
          "over-the-air",
          "e-bike",
        ],
        risk: "A faulty update bricks devices in the field | Stage rollouts at 1 %, 10 % and 100 % with automatic rollback",
        metric: "Update success rate above 99.5 % per stage",
        practices: [
          p(
            "device-fleet",
            "Device inventory and provisioning|Geräteinventar und Provisionierung|Inventaire et provisionnement des appareils|Inventario y aprovisionamiento de dispositivos",
            "be_eng",
            2,
            3,
            "Keep an inventory of every device with its firmware version and provision new ones with unique credentials.",
          ),
          p(
            "staged-rollout",
            "Staged updates with rollback|Gestufte Updates mit Rollback|Mises à jour progressives avec retour arrière|Actualizaciones por fases con reversión",
            "be_eng",
            3,
            6,
            "Ship updates in stages with health checks after each stage and an automatic rollback when devices misbehave.",
            { after: ["device-fleet"] },
          ),
        ],
      },
    ],
  ),

  team(
    "engg_frontend",
    "Front-end Engineering|Front-End-Entwicklung|Développement front-end|Desarrollo front-end",
    "fe_lead",
    [
      {
        uid: "screens-and-flows",
        title: "Screens & Flows|Screens & Abläufe|Écrans & parcours|Pantallas y flujos",
        placeholder: "The screens and steps people go through in the {subject}, built from the designs.",
        risk: "Engineering starts before the flows are settled | Build only from designs that passed usability testing",
        metric: "Main journeys complete end to end in the staging build",
        practices: [
          p(
            "build-flows",
            "Build the main journeys|Hauptabläufe umsetzen|Développer les parcours principaux|Desarrollar los flujos principales",
            "fe_eng",
            3,
            6,
            "Build the main journeys of the {subject} from the tested designs, behind a feature flag until launch.",
            { after: ["hi-fi-designs", "api-contract"] },
          ),
          p(
            "states",
            "Empty, loading and error states|Leer-, Lade- und Fehlerzustände|États vides, de chargement et d'erreur|Estados vacíos, de carga y de error",
            "fe_eng",
            1,
            8,
            "Give every screen a designed empty, loading and error state so nothing ends in a blank page.",
            { after: ["build-flows"] },
          ),
        ],
      },
      {
        uid: "components",
        title: "Components & State|Komponenten & Zustand|Composants & état|Componentes y estado",
        placeholder: "Components, state and data fetching for the screens of the {subject}.",
        risk: "Screens drift apart visually | Build from one shared component library with visual regression tests",
        metric: "New screens built from library components only",
        practices: [
          p(
            "component-library",
            "Shared component library|Gemeinsame Komponentenbibliothek|Bibliothèque de composants partagée|Biblioteca de componentes compartida",
            "fe_lead",
            2,
            4,
            "Build the {subject} from one component library with design tokens, documented in Storybook with visual regression tests.",
            { after: ["hi-fi-designs"] },
          ),
          p(
            "state-plan",
            "State and data-fetching plan|Zustands- und Datenplan|Plan d'état et de chargement des données|Plan de estado y carga de datos",
            "fe_lead",
            1,
            4,
            "Decide where state lives, how data is fetched and cached, and how the screens stay correct when the network fails.",
            { after: ["api-contract"] },
          ),
        ],
      },
      {
        uid: "accessibility",
        title: "Accessibility|Barrierefreiheit|Accessibilité|Accesibilidad",
        placeholder: "Keyboard use, contrast, screen readers and language support in the {subject}.",
        risk: "Accessibility gaps are found at the end | Run automated checks in CI and a screen-reader test each sprint",
        metric: "Zero critical WCAG 2.2 AA issues at launch",
        practices: [
          p(
            "a11y-checks",
            "Automated accessibility checks|Automatisierte Barrierefreiheitstests|Tests d'accessibilité automatisés|Pruebas de accesibilidad automatizadas",
            "fe_eng",
            1,
            5,
            "Add axe checks to CI and fail the build on critical WCAG 2.2 AA issues.",
          ),
          p(
            "screen-reader",
            "Keyboard and screen-reader test|Tastatur- und Screenreader-Test|Test clavier et lecteur d'écran|Prueba con teclado y lector de pantalla",
            "qa",
            1,
            9,
            "Walk every main journey with keyboard only and with NVDA or VoiceOver, and fix what blocks a task.",
            { after: ["build-flows"] },
          ),
        ],
      },
      {
        uid: "mobile-release",
        title: "Mobile Release|Mobile Veröffentlichung|Publication mobile|Publicación móvil",
        placeholder: "Builds, store listings and updates for the {subject} on iOS and Android.",
        cues: ["app", "apps", "ios", "android", "mobile", "aplicacion", "application mobile", "applicazione"],
        risk: "Store review delays the launch | Submit a release candidate two weeks early and keep a phased release",
        metric: "Crash-free sessions above 99.5 % in the first month",
        practices: [
          p(
            "release-pipeline",
            "Release pipeline and beta|Release-Pipeline und Beta|Chaîne de publication et bêta|Canal de publicación y beta",
            "mobile",
            1,
            6,
            "Set up signed builds, TestFlight and Play testing tracks, and crash reporting before the first beta.",
          ),
          p(
            "store-submission",
            "Store submission and phased release|Store-Einreichung und gestaffelte Freigabe|Soumission aux stores et publication progressive|Envío a las tiendas y publicación escalonada",
            "mobile",
            2,
            10,
            "Submit the {subject} to both stores two weeks before launch and release to a growing share of users.",
            { after: ["release-pipeline", "build-flows"] },
          ),
        ],
      },
      {
        uid: "performance",
        title: "Performance|Performance|Performance|Rendimiento",
        placeholder: "Load-time budgets, caching and offline behaviour for the {subject}.",
        risk: "Pages feel slow on older phones | Set a performance budget and test on a low-end device every sprint",
        metric: "Largest contentful paint under 2.5 s on a mid-range phone",
        practices: [
          p(
            "perf-budget",
            "Performance budget|Performance-Budget|Budget de performance|Presupuesto de rendimiento",
            "fe_lead",
            1,
            5,
            "Agree a budget for bundle size and load time and check it on every pull request.",
          ),
          p(
            "offline-cache",
            "Caching and offline behaviour|Caching und Offline-Verhalten|Cache et fonctionnement hors ligne|Caché y funcionamiento sin conexión",
            "fe_eng",
            2,
            7,
            "Cache what people need most so the {subject} keeps working on a poor connection.",
            { cues: ["offline", "signal", "download", "slow", "gps"] },
          ),
        ],
      },
      {
        uid: "localisation-engineering",
        title: "Internationalisation|Internationalisierung|Internationalisation|Internacionalización",
        placeholder: "Translated texts, formats and right-to-left readiness in the {subject}.",
        cues: [
          "locali",
          "translat",
          "languages",
          "idiomas",
          "sprachen",
          "langues",
          "german",
          "french",
          "spanish",
          "germany",
          "france",
        ],
        risk: "Hard-coded strings and formats break translations | Extract every string into message catalogues before translation starts",
        metric: "No hard-coded strings in the build; every locale passes a pseudo-localisation test",
        practices: [
          p(
            "i18n-extraction",
            "String extraction and ICU messages|String-Extraktion und ICU-Nachrichten|Extraction des chaînes et messages ICU|Extracción de cadenas y mensajes ICU",
            "fe_eng",
            2,
            3,
            "Move every text into ICU message catalogues with plurals, and format dates, numbers and currencies per locale.",
          ),
          p(
            "pseudo-locale",
            "Pseudo-localisation test|Pseudo-Lokalisierungstest|Test de pseudo-localisation|Prueba de pseudolocalización",
            "qa",
            1,
            5,
            "Run the app in a pseudo-locale to catch cut-off labels and untranslated strings before real translations arrive.",
            { after: ["i18n-extraction"] },
          ),
        ],
      },
    ],
  ),

  team("design", "Design|Design|Design|Diseño", "designer", [
    {
      uid: "user-research",
      title: "User Research|Nutzerforschung|Recherche utilisateur|Investigación de usuarios",
      placeholder: "Who will use the {subject}, what they need and what we will test with them.",
      risk: "Designs rest on assumptions | Interview five users before sketching and test prototypes before build",
      metric: "Research findings shared within three weeks",
      practices: [
        p(
          "user-interviews",
          "Contextual interviews|Kontextinterviews|Entretiens contextuels|Entrevistas contextuales",
          "researcher",
          2,
          1,
          "Watch five to eight future users do the task today and note where they hesitate or work around the tools.",
        ),
        p(
          "personas",
          "Personas and jobs to be done|Personas und Jobs-to-be-done|Personas et jobs to be done|Personas y jobs to be done",
          "researcher",
          1,
          3,
          "Turn the interviews into two or three personas with the jobs the {subject} must do for them.",
          { after: ["user-interviews"] },
        ),
      ],
    },
    {
      uid: "journeys",
      title:
        "Journeys & Information Architecture|Journeys & Informationsarchitektur|Parcours & architecture de l'information|Recorridos y arquitectura de la información",
      placeholder: "The end-to-end journeys and the structure of the {subject}.",
      risk: "Journeys miss an edge case found late | Walk each journey with support staff, who know the edge cases",
      metric: "Every main journey mapped and reviewed with engineering",
      practices: [
        p(
          "journey-map",
          "Journey maps|Journey Maps|Cartes de parcours|Mapas de recorrido",
          "designer",
          1,
          3,
          "Map the main journeys step by step, including what happens when something goes wrong.",
        ),
        p(
          "wireframes",
          "Wireframes|Wireframes|Maquettes fil de fer|Wireframes",
          "designer",
          2,
          3,
          "Sketch low-fidelity wireframes of the {subject} and review them with engineering before adding visual detail.",
          { after: ["journey-map"] },
        ),
      ],
    },
    {
      uid: "visual-design",
      title: "Visual Design|Visuelles Design|Design visuel|Diseño visual",
      placeholder: "Look and feel, brand use and key screens for the {subject}.",
      risk: "Engineering gets designs with gaps | Hand over annotated designs with every state and pair during the first sprint",
      metric: "Designs for every state handed over before front-end work starts",
      practices: [
        p(
          "hi-fi-designs",
          "High-fidelity designs|High-Fidelity-Entwürfe|Maquettes haute fidélité|Diseños de alta fidelidad",
          "designer",
          2,
          4,
          "Design the key screens in high fidelity with all states, annotated for hand-over to engineering.",
          { after: ["wireframes"] },
        ),
        p(
          "design-tokens",
          "Design tokens|Design Tokens|Jetons de design|Tokens de diseño",
          "designer",
          1,
          4,
          "Define colour, type, spacing and motion tokens that code and design share.",
          { cues: ["design system", "tokens", "components", "brand", "dark mode", "theme", "identity"] },
        ),
      ],
    },
    {
      uid: "usability-testing",
      title: "Usability Testing|Usability-Tests|Tests d'utilisabilité|Pruebas de usabilidad",
      placeholder: "Prototype tests for the {subject}: tasks, participants and success criteria.",
      risk: "Tests come too late to change anything | Test clickable prototypes before front-end work starts",
      metric: "Four of five testers complete the key tasks unaided",
      practices: [
        p(
          "prototype-test",
          "Prototype usability test|Usability-Test am Prototyp|Test d'utilisabilité du prototype|Prueba de usabilidad del prototipo",
          "researcher",
          1,
          5,
          "Test a clickable prototype of the {subject} with five people on the three most important tasks.",
          { after: ["wireframes"] },
        ),
        p(
          "sus",
          "SUS survey after testing|SUS-Befragung nach dem Test|Questionnaire SUS après test|Cuestionario SUS tras la prueba",
          "researcher",
          1,
          6,
          "Ask each tester the ten System Usability Scale questions to compare design rounds.",
          { after: ["prototype-test"] },
        ),
      ],
    },
    {
      uid: "brand-identity",
      title: "Brand Identity|Markenidentität|Identité de marque|Identidad de marca",
      placeholder: "Name, logo, visual identity and packaging for the {subject}.",
      cues: ["brand", "logo", "identity", "rebrand", "packaging", "verpackung", "name", "label"],
      risk: "The new identity tests poorly with existing customers | Test two directions with customers before the final choice",
      metric: "Brand guidelines published and used in every launch asset",
      practices: [
        p(
          "brand-directions",
          "Two creative directions|Zwei Gestaltungsrichtungen|Deux pistes créatives|Dos líneas creativas",
          "brand",
          2,
          2,
          "Develop two creative directions for the {subject} and test them with customers before choosing one.",
        ),
        p(
          "brand-guidelines",
          "Brand guidelines|Markenrichtlinien|Charte de marque|Manual de marca",
          "brand",
          2,
          4,
          "Write guidelines for logo, colour, type, imagery and packaging so every team applies the identity the same way.",
          { after: ["brand-directions"] },
        ),
      ],
    },
    {
      uid: "inclusive-design",
      title: "Inclusive Design|Inklusives Design|Design inclusif|Diseño inclusivo",
      placeholder: "Contrast, readability and plain language in the designs of the {subject}.",
      cues: ["accessib", "wcag", "barrierefrei", "plain language", "accesible", "seniors", "disabilit"],
      risk: "Designs fail contrast or focus rules | Check every screen against WCAG 2.2 AA before hand-over",
      metric: "Every screen passes a WCAG 2.2 AA design review",
      practices: [
        p(
          "a11y-design-review",
          "WCAG design review|WCAG-Designprüfung|Revue de conception WCAG|Revisión de diseño WCAG",
          "designer",
          1,
          5,
          "Review contrast, focus order, target sizes and error messages of every screen against WCAG 2.2 AA.",
          { after: ["hi-fi-designs"] },
        ),
        p(
          "plain-language",
          "Plain-language review|Prüfung auf einfache Sprache|Relecture en langage clair|Revisión en lenguaje claro",
          "designer",
          1,
          5,
          "Rewrite labels and instructions in plain language and test them with people who read slowly.",
        ),
      ],
    },
  ]),

  team("marketing", "Marketing|Marketing|Marketing|Marketing", "pmm", [
    {
      uid: "audience-and-positioning",
      title:
        "Audience & Positioning|Zielgruppe & Positionierung|Cible & positionnement|Público y posicionamiento",
      placeholder: "Who the {subject} is for, what it promises them and the proof behind it.",
      risk: "The message does not land with the audience | Test two message variants with a small paid audience first",
      metric: "The winning message beats the runner-up by a clear margin in a test",
      practices: [
        p(
          "audience-segments",
          "Audience segments|Zielgruppensegmente|Segments de cible|Segmentos de público",
          "pmm",
          1,
          1,
          "Describe the two or three audience segments for the {subject}, where they spend time and what makes them act.",
        ),
        p(
          "positioning",
          "Positioning statement and messaging|Positionierung und Kernbotschaften|Positionnement et messages clés|Posicionamiento y mensajes clave",
          "pmm",
          1,
          2,
          "Write one positioning statement and three key messages with proof points, reviewed with sales and support.",
          { after: ["audience-segments"] },
        ),
      ],
    },
    {
      uid: "channel-mix",
      title: "Channel Mix & Budget|Kanalmix & Budget|Mix de canaux & budget|Mix de canales y presupuesto",
      placeholder: "Channels, budget split and creative for the {subject}.",
      risk: "Budget goes to channels that do not convert | Shift spend weekly on cost per result and keep 15 % in reserve",
      metric: "Cost per result within target by the third week",
      practices: [
        p(
          "budget-split",
          "Channel mix and budget split|Kanalmix und Budgetaufteilung|Mix de canaux et répartition du budget|Mix de canales y reparto del presupuesto",
          "campaign",
          1,
          3,
          "Split the budget across channels by expected cost per result, keeping a reserve to move to what works.",
          { after: ["positioning"] },
        ),
        p(
          "creative-testing",
          "Creative testing|Kreativ-Tests|Tests de créations|Pruebas de creatividades",
          "campaign",
          2,
          5,
          "Run three to five creative variants per channel for a week and scale the best two.",
          { after: ["budget-split"] },
        ),
        p(
          "social-plan",
          "Social content plan|Social-Media-Redaktionsplan|Planning éditorial social|Plan de contenidos sociales",
          "social",
          2,
          4,
          "Plan posts, short videos and community replies per platform for the {subject}, with a posting rhythm for launch month.",
          { cues: ["social", "instagram", "tiktok", "influencer", "redes", "reseaux", "creator"] },
        ),
        p(
          "influencer-programme",
          "Creator partnerships|Creator-Kooperationen|Partenariats créateurs|Colaboraciones con creadores",
          "social",
          3,
          4,
          "Shortlist creators by audience fit, agree briefs, disclosure rules and discount codes, and track sales per creator.",
          { cues: ["influencer", "creator", "ambassador"], after: ["influencer-contracts"] },
        ),
      ],
    },
    {
      uid: "launch-calendar",
      title: "Launch Calendar|Launch-Kalender|Calendrier de lancement|Calendario de lanzamiento",
      placeholder: "What goes out when around the launch of the {subject}, and who signs it off.",
      risk: "Launch assets are late | Lock the calendar four weeks out and review it in the weekly status",
      metric: "Every launch asset live on its planned date",
      practices: [
        p(
          "launch-calendar",
          "Launch calendar|Launch-Kalender|Calendrier de lancement|Calendario de lanzamiento",
          "pmm",
          1,
          4,
          "Lay out the weeks before and after launch with every announcement, post, email and event on one calendar.",
          { after: ["positioning"] },
        ),
        p(
          "press-outreach",
          "Press and partner outreach|Presse- und Partneransprache|Relations presse et partenaires|Prensa y socios",
          "pmm",
          2,
          7,
          "Brief press and partners under embargo two weeks before launch with a press kit and spokesperson.",
          {
            cues: [
              "press",
              "pr",
              "presse",
              "prensa",
              "retail",
              "partner",
              "announcement",
              "jubil",
              "handel",
              "retailers",
            ],
          },
        ),
      ],
    },
    {
      uid: "events",
      title: "Events & Experiences|Events & Erlebnisse|Événements & expériences|Eventos y experiencias",
      placeholder: "Venue, programme, logistics and follow-up for the {subject}.",
      cues: [
        "event",
        "conference",
        "konferenz",
        "webinar",
        "booth",
        "marathon",
        "fest",
        "salon",
        "pop-up",
        "ephemere",
        "store in",
        "boutique",
        "meetup",
        "venue",
        "sponsor",
      ],
      risk: "Registrations fall short | Set weekly registration targets and add a partner promotion if a week misses",
      metric: "Registrations and attendance against target, and leads followed up within 48 hours",
      practices: [
        p(
          "event-logistics",
          "Venue and logistics plan|Location- und Logistikplan|Lieu et logistique|Lugar y logística",
          "events",
          3,
          2,
          "Book the venue, plan staffing, suppliers and a run-of-show for the {subject} with a contingency for bad weather or no-shows.",
        ),
        p(
          "event-follow-up",
          "Follow-up within 48 hours|Nachfassen innerhalb von 48 Stunden|Relance sous 48 heures|Seguimiento en 48 horas",
          "campaign",
          1,
          10,
          "Send every attendee a follow-up within 48 hours and hand warm leads to sales the same week.",
          { after: ["event-logistics"] },
        ),
      ],
    },
    {
      uid: "lifecycle",
      title:
        "Lifecycle & Retention|Lifecycle & Kundenbindung|Cycle de vie & fidélisation|Ciclo de vida y retención",
      placeholder: "How people are brought back to the {subject} and turned into regulars.",
      cues: [
        "loyalty",
        "referral",
        "retention",
        "newsletter",
        "email",
        "subscri",
        "member",
        "donor",
        "nurture",
        "churn",
        "repeat",
      ],
      risk: "Emails tire people out | Cap sends per person per week and suppress anyone who has not opened in 90 days",
      metric: "Repeat rate after 90 days against target",
      practices: [
        p(
          "lifecycle-journeys",
          "Lifecycle email journeys|Lifecycle-E-Mail-Strecken|Parcours e-mail de cycle de vie|Recorridos de email del ciclo de vida",
          "campaign",
          2,
          5,
          "Set up welcome, activation and win-back journeys triggered by what people do, each with one clear action.",
        ),
        p(
          "incentive-rules",
          "Incentive rules and economics|Anreizregeln und Wirtschaftlichkeit|Règles et économie des incitations|Reglas y economía de incentivos",
          "pmm",
          1,
          3,
          "Decide what people earn for points or referrals, what it costs per member and how fraud is capped.",
          { cues: ["loyalty", "referral", "points", "reward", "free", "discount", "giveaway"] },
        ),
      ],
    },
    {
      uid: "kpis",
      title: "Marketing KPIs|Marketing-Kennzahlen|KPI marketing|KPI de marketing",
      placeholder: "The measures that show the {subject} works, with targets and a weekly readout.",
      risk: "Results cannot be traced to channels | Tag every link with UTM parameters and agree attribution before launch",
      metric: "Weekly KPI readout shared every Monday during the campaign",
      practices: [
        p(
          "kpi-targets",
          "KPI targets per channel|KPI-Ziele je Kanal|Objectifs KPI par canal|Objetivos KPI por canal",
          "pmm",
          1,
          3,
          "Agree reach, sign-up and cost-per-result targets per channel before any money is spent.",
          { after: ["audience-segments"] },
        ),
        p(
          "utm-attribution",
          "UTM tagging and attribution|UTM-Tagging und Attribution|Balisage UTM et attribution|Etiquetado UTM y atribución",
          "campaign",
          1,
          4,
          "Tag every link and code so results can be traced to the channel and creative that produced them.",
        ),
      ],
    },
  ]),

  team("copywriting", "Copywriting|Texte & Redaktion|Rédaction|Redacción", "content", [
    {
      uid: "voice-and-messaging",
      title: "Voice & Messaging|Tonalität & Botschaften|Ton & messages|Tono y mensajes",
      placeholder: "How the words of the {subject} sound: tone, words to use and words to avoid.",
      risk: "Each channel sounds different | Keep one voice guide and one copy deck as the source of truth",
      metric: "Voice guide approved before the first draft goes out",
      practices: [
        p(
          "voice-guide",
          "Voice and tone guide|Leitfaden für Tonalität|Guide de ton|Guía de tono",
          "content",
          1,
          2,
          "Write a one-page voice guide for the {subject} with examples of sentences to use and to avoid.",
        ),
        p(
          "copy-deck",
          "Copy deck|Text-Deck|Deck de textes|Documento maestro de textos",
          "writer",
          2,
          4,
          "Collect every headline, label and message in one reviewed copy deck that design and engineering pull from.",
          { after: ["voice-guide"] },
        ),
      ],
    },
    {
      uid: "campaign-copy",
      title:
        "Campaign & Social Copy|Kampagnen- & Social-Media-Texte|Textes de campagne & réseaux sociaux|Textos de campaña y redes sociales",
      placeholder: "Headlines, posts, ad variants and emails that carry the {subject}.",
      cues: [
        "campaign",
        "kampagne",
        "campagne",
        "campana",
        "social",
        "instagram",
        "tiktok",
        "ads",
        "advertis",
        "influencer",
        "newsletter",
        "fundraising",
        "appeal",
        "redes",
        "reseaux",
        "email",
      ],
      risk: "Copy is written once and never tested | Write three variants per channel and keep the best performer",
      metric: "Every channel has at least three tested copy variants",
      practices: [
        p(
          "copy-variants",
          "Ad and post variants|Anzeigen- und Post-Varianten|Variantes d'annonces et de posts|Variantes de anuncios y publicaciones",
          "writer",
          1,
          3,
          "Write three hooks and headline variants per channel for the {subject}, sized to each platform's limits.",
          { after: ["positioning"] },
        ),
        p(
          "email-sequence",
          "Email sequence|E-Mail-Strecke|Séquence d'e-mails|Secuencia de emails",
          "writer",
          1,
          4,
          "Write the announcement, reminder and last-chance emails with one call to action each.",
          { cues: ["email", "newsletter", "appeal", "nurture", "fundraising", "christmas"] },
        ),
      ],
    },
    {
      uid: "long-form",
      title: "Long-form Content|Langtexte|Contenus longs|Contenidos extensos",
      placeholder: "Reports, articles and guides for the {subject}: outline, drafts, review and publication.",
      cues: [
        "report",
        "bericht",
        "rapport",
        "informe",
        "article",
        "blog",
        "guide",
        "leitfaden",
        "handbook",
        "manual",
        "proposal",
        "whitepaper",
        "playbook",
        "documentation",
        "stories",
      ],
      risk: "Review rounds drag on | Agree reviewers and a two-round limit before drafting",
      metric: "Published on the planned date after at most two review rounds",
      practices: [
        p(
          "outline",
          "Outline and source list|Gliederung und Quellenliste|Plan et liste des sources|Esquema y lista de fuentes",
          "content",
          1,
          2,
          "Agree the outline, the sources for every figure and who reviews each part of the {subject}.",
        ),
        p(
          "drafts",
          "Drafts with two review rounds|Entwürfe mit zwei Korrekturrunden|Rédaction avec deux tours de relecture|Borradores con dos rondas de revisión",
          "writer",
          3,
          3,
          "Draft section by section, with fact-checking against the source list and at most two review rounds.",
          { after: ["outline"] },
        ),
        p(
          "seo-brief",
          "SEO keyword briefs|SEO-Keyword-Briefings|Briefs SEO|Briefs SEO",
          "writer",
          1,
          2,
          "Research search intent and write a keyword brief for each article before drafting.",
          { cues: ["seo", "blog", "article", "search"] },
        ),
      ],
    },
    {
      uid: "product-copy",
      title: "Product Copy|Produkttexte|Textes produit|Textos de producto",
      placeholder: "In-product text for the {subject}: labels, empty states, errors and notifications.",
      cues: [
        "app",
        "website",
        "portal",
        "in-app",
        "screen",
        "page",
        "onboarding",
        "checkout",
        "pages",
        "site",
        "texts",
        "notification",
      ],
      risk: "Late copy changes block releases | Freeze copy one week before each release",
      metric: "All product copy reviewed before build starts",
      practices: [
        p(
          "microcopy",
          "Microcopy for key screens|Microcopy für zentrale Screens|Microcopie des écrans clés|Microcopy de las pantallas clave",
          "writer",
          1,
          4,
          "Write labels, empty states and error messages that tell people what happened and what to do next.",
          { after: ["wireframes"] },
        ),
        p(
          "notification-copy",
          "Notification and email templates|Vorlagen für Benachrichtigungen und E-Mails|Modèles de notifications et d'e-mails|Plantillas de notificaciones y emails",
          "writer",
          1,
          5,
          "Write the transactional emails and notifications of the {subject}, each with one purpose and one action.",
        ),
      ],
    },
    {
      uid: "launch-content",
      title: "Launch Content|Launch-Inhalte|Contenus de lancement|Contenidos de lanzamiento",
      placeholder: "Announcements, emails and posts that introduce the {subject}.",
      risk: "Launch content says different things in each channel | Write every channel's version from the same key messages",
      metric: "Launch emails and posts approved one week before launch",
      practices: [
        p(
          "announcement",
          "Announcement and FAQ|Ankündigung und FAQ|Annonce et FAQ|Anuncio y preguntas frecuentes",
          "writer",
          1,
          6,
          "Write the announcement of the {subject} and the ten questions people will ask about it, with short answers.",
        ),
        p(
          "channel-copy",
          "Channel versions of the copy|Kanalfassungen der Texte|Déclinaisons par canal|Versiones por canal",
          "writer",
          1,
          7,
          "Adapt the key messages into email, social and web versions sized for each channel.",
          { after: ["announcement"] },
        ),
      ],
    },
    {
      uid: "localisation",
      title:
        "Translation & Localisation|Übersetzung & Lokalisierung|Traduction & localisation|Traducción y localización",
      placeholder: "Languages, translation workflow and local review for the {subject}.",
      cues: [
        "locali",
        "translat",
        "ubersetz",
        "traduc",
        "languages",
        "idiomas",
        "sprachen",
        "langues",
        "german",
        "french",
        "spanish",
        "germany",
        "france",
      ],
      risk: "Translations read as literal | Have a native reviewer in each market check tone and terms",
      metric: "Every locale reviewed by a native speaker before release",
      practices: [
        p(
          "glossary",
          "Glossary and style guide per language|Glossar und Styleguide je Sprache|Glossaire et guide de style par langue|Glosario y guía de estilo por idioma",
          "l10n",
          1,
          2,
          "Build a glossary of product terms and a short style guide per language before any translation starts.",
        ),
        p(
          "translation-workflow",
          "Translation workflow with native review|Übersetzungsprozess mit muttersprachlicher Prüfung|Processus de traduction avec relecture native|Flujo de traducción con revisión nativa",
          "l10n",
          3,
          4,
          "Send strings and articles through a translation tool with translation memory, then a native review in context.",
          { after: ["glossary"] },
        ),
      ],
    },
  ]),

  team("customer_support", "Customer Support|Kundenservice|Support client|Atención al cliente", "support", [
    {
      uid: "support-model",
      title: "Support Model|Supportmodell|Modèle de support|Modelo de soporte",
      placeholder: "Channels, hours, tiers and service levels for people using the {subject}.",
      risk: "Launch week brings more questions than the team can answer | Add temporary cover for launch week and publish answers early",
      metric: "First response within the agreed service level for 90 % of tickets",
      practices: [
        p(
          "channels-and-slas",
          "Channels, hours and SLAs|Kanäle, Zeiten und SLAs|Canaux, horaires et SLA|Canales, horarios y SLA",
          "support",
          1,
          3,
          "Decide which channels the {subject} is supported on, during which hours, and the first-response target for each.",
        ),
        p(
          "ticket-taxonomy",
          "Ticket tags and routing|Ticket-Kategorien und Routing|Catégories et routage des tickets|Categorías y enrutamiento de tickets",
          "support",
          1,
          4,
          "Define ticket tags and routing rules so questions about the {subject} reach the right queue and can be counted.",
        ),
      ],
    },
    {
      uid: "help-content",
      title:
        "Help Centre & FAQs|Hilfe-Center & FAQs|Centre d'aide & FAQ|Centro de ayuda y preguntas frecuentes",
      placeholder: "The questions people will ask about the {subject} and where they find the answers.",
      risk: "Articles go stale after changes | Give each article an owner and review date",
      metric: "Self-service rate: share of visitors who do not open a ticket after reading",
      practices: [
        p(
          "top-questions",
          "Top questions from past tickets|Top-Fragen aus bisherigen Tickets|Questions fréquentes tirées des tickets|Preguntas frecuentes de tickets anteriores",
          "kb",
          1,
          3,
          "Pull the most frequent questions from past tickets and chats, and decide which become help articles.",
        ),
        p(
          "help-articles",
          "Help articles with screenshots|Hilfeartikel mit Screenshots|Articles d'aide illustrés|Artículos de ayuda con capturas",
          "kb",
          2,
          6,
          "Write task-based help articles for the {subject} with screenshots, linked from the screens where questions arise.",
          { after: ["top-questions", "build-flows"] },
        ),
      ],
    },
    {
      uid: "escalations",
      title: "Escalations & Incidents|Eskalationen & Störungen|Escalades & incidents|Escalados e incidencias",
      placeholder: "When and how problems with the {subject} move to specialists, with response times.",
      risk: "Escalations stall between teams | Name an owner per escalation path with response targets",
      metric: "Escalated tickets answered within the agreed time",
      practices: [
        p(
          "escalation-matrix",
          "Escalation matrix|Eskalationsmatrix|Matrice d'escalade|Matriz de escalado",
          "support",
          1,
          4,
          "Write who takes over which problem, how fast, and how the customer is kept informed meanwhile.",
        ),
        p(
          "incident-comms",
          "Incident communication templates|Vorlagen für Störungsmeldungen|Modèles de communication d'incident|Plantillas de comunicación de incidencias",
          "support",
          1,
          5,
          "Prepare status-page and email templates for outages and known issues so updates go out within 30 minutes.",
          { cues: ["incident", "outage", "status page", "on-call", "recall", "24/7"] },
        ),
      ],
    },
    {
      uid: "team-readiness",
      title:
        "Team Training & Readiness|Schulung & Einsatzbereitschaft|Formation & préparation de l'équipe|Formación y preparación del equipo",
      placeholder: "What support staff need to know before the {subject} launches.",
      risk: "Agents learn the product from customers | Train with real scenarios before launch and keep a live issue log",
      metric: "Every agent passes a readiness check before launch",
      practices: [
        p(
          "agent-training",
          "Scenario-based agent training|Szenariobasierte Schulung|Formation par scénarios|Formación basada en casos",
          "trainer",
          1,
          8,
          "Train agents on the twenty most likely scenarios of the {subject}, using the staging build.",
          { after: ["build-flows"] },
        ),
        p(
          "launch-war-room",
          "Launch-week issue log|Problemprotokoll in der Launch-Woche|Journal des problèmes de la semaine de lancement|Registro de incidencias de la semana de lanzamiento",
          "support",
          1,
          10,
          "Keep a shared issue log during launch week with a daily review between support and engineering.",
        ),
      ],
    },
    {
      uid: "feedback-loop",
      title:
        "Customer Feedback Loop|Kundenfeedback-Schleife|Boucle de retours clients|Ciclo de opiniones de clientes",
      placeholder: "How what customers say about the {subject} reaches the team and changes the product.",
      cues: [
        "satisfaction",
        "csat",
        "feedback",
        "survey",
        "churn",
        "complaint",
        "health score",
        "nps",
        "reviews",
        "reklamation",
      ],
      risk: "Feedback is collected but never acted on | Review top themes monthly with product and close the loop with customers",
      metric: "CSAT and top feedback themes reviewed monthly with product",
      practices: [
        p(
          "csat-survey",
          "CSAT after every ticket|CSAT nach jedem Ticket|CSAT après chaque ticket|CSAT tras cada ticket",
          "support",
          1,
          4,
          "Send a one-question satisfaction survey when a ticket closes and tag low scores for follow-up within a day.",
        ),
        p(
          "voice-of-customer",
          "Monthly voice-of-customer review|Monatlicher Voice-of-Customer-Review|Revue mensuelle de la voix du client|Revisión mensual de la voz del cliente",
          "support",
          1,
          6,
          "Summarise the top five feedback themes each month for the product team, with ticket counts and quotes.",
        ),
      ],
    },
  ]),

  team("compliance", "Compliance|Compliance|Conformité|Cumplimiento normativo", "compliance", [
    {
      uid: "regulatory-requirements",
      title:
        "Regulatory Requirements|Regulatorische Anforderungen|Exigences réglementaires|Requisitos regulatorios",
      placeholder: "Laws, standards and certifications that apply to the {subject}, and what each requires.",
      risk: "A requirement is found after launch | Review the obligations register with an external adviser before build",
      metric: "Every obligation in the register has an owner and a due date",
      practices: [
        p(
          "obligations-register",
          "Obligations register|Pflichtenregister|Registre des obligations|Registro de obligaciones",
          "compliance",
          1,
          1,
          "List every law, standard and contract clause that applies to the {subject}, with the control that meets it and its owner.",
        ),
        p(
          "gap-assessment",
          "Gap assessment|Gap-Analyse|Analyse des écarts|Análisis de brechas",
          "compliance",
          2,
          2,
          "Compare today's practice with each obligation and rank the gaps by risk and effort.",
          { after: ["obligations-register"] },
        ),
      ],
    },
    {
      uid: "data-protection",
      title: "Data Protection|Datenschutz|Protection des données|Protección de datos",
      placeholder: "Personal data in the {subject}: records of processing, DPIA, legal basis and retention.",
      cues: [
        "gdpr",
        "rgpd",
        "dsgvo",
        "datenschutz",
        "privacy",
        "personal data",
        "consent",
        "cookie",
        "health",
        "patient",
        "salary",
        "donor",
        "citizens",
        "kids",
        "children",
        "data subject",
        "access request",
        "heart rate",
        "personenbezogen",
        "verarbeitung",
        "lssi",
        "privacidad",
        "leak",
      ],
      risk: "Personal data is processed without a legal basis | Record the legal basis per purpose and review it with the DPO",
      metric: "DPIA approved and records of processing complete before launch",
      practices: [
        p(
          "ropa",
          "Records of processing activities|Verzeichnis der Verarbeitungstätigkeiten|Registre des activités de traitement|Registro de actividades de tratamiento",
          "dpo",
          1,
          2,
          "Record each processing purpose of the {subject} with its data categories, legal basis, recipients and retention period.",
        ),
        p(
          "dpia",
          "Data protection impact assessment (DPIA)|Datenschutz-Folgenabschätzung (DSFA)|Analyse d'impact relative à la protection des données (AIPD)|Evaluación de impacto en protección de datos (EIPD)",
          "dpo",
          2,
          3,
          "Run a DPIA: describe the processing, test necessity and proportionality, assess risks to people and record the measures that reduce them.",
          { after: ["ropa"] },
        ),
        p(
          "retention-and-rights",
          "Retention and data subject rights|Löschfristen und Betroffenenrechte|Durées de conservation et droits des personnes|Plazos de conservación y derechos de los interesados",
          "dpo",
          2,
          5,
          "Set deletion deadlines per data category and a process that answers access and erasure requests within 30 days.",
          { after: ["ropa"] },
        ),
      ],
    },
    {
      uid: "security-controls",
      title:
        "Security Controls & Evidence|Sicherheitskontrollen & Nachweise|Contrôles de sécurité & preuves|Controles de seguridad y evidencias",
      placeholder: "Controls, control owners and the evidence an auditor will ask for in the {subject}.",
      cues: [
        "soc 2",
        "iso 27001",
        "iso",
        "audit",
        "security",
        "securit",
        "isms",
        "certif",
        "hipaa",
        "policies",
        "mfa",
        "single sign-on",
        "phishing",
        "enterprise",
        "banking",
        "bank",
        "pci",
        "leak",
      ],
      risk: "Evidence is missing when the auditor asks | Collect evidence continuously in one tool, not in the month before the audit",
      metric: "Every control has an owner and evidence no older than its review cycle",
      practices: [
        p(
          "control-owners",
          "Control owners and policies|Kontrollverantwortliche und Richtlinien|Responsables des contrôles et politiques|Responsables de controles y políticas",
          "security",
          2,
          2,
          "Map each SOC 2 or ISO 27001 control to one owner, write the missing policies and get them approved by management.",
          { after: ["gap-assessment"] },
        ),
        p(
          "evidence-collection",
          "Continuous evidence collection|Laufende Nachweissammlung|Collecte continue des preuves|Recogida continua de evidencias",
          "security",
          4,
          4,
          "Collect evidence for every control in one compliance tool with reminders, so the audit window is covered without a scramble.",
          { after: ["control-owners"] },
        ),
        p(
          "risk-register",
          "Information security risk register|Register der Informationssicherheitsrisiken|Registre des risques de sécurité de l'information|Registro de riesgos de seguridad de la información",
          "security",
          1,
          2,
          "Keep a risk register with likelihood, impact, treatment and owner for each information security risk.",
        ),
      ],
    },
    {
      uid: "safety-and-product",
      title:
        "Product Safety & Certification|Produktsicherheit & Zertifizierung|Sécurité produit & certification|Seguridad del producto y certificación",
      placeholder: "Hazards, certifications and market rules for the {subject}.",
      cues: [
        "safety",
        "safely",
        "ce marking",
        "certif",
        "recall",
        "traceab",
        "robot",
        "directive",
        "packaging",
        "baby",
        "food",
        "kiosk",
        "payment terminal",
        "recyclable",
        "thermostat",
        "medical",
      ],
      risk: "Certification testing fails late | Book the test lab early and run a pre-compliance test first",
      metric: "Certificates and technical file complete before the first shipment",
      practices: [
        p(
          "hazard-analysis",
          "Hazard analysis and risk assessment|Gefährdungsanalyse und Risikobeurteilung|Analyse des dangers et évaluation des risques|Análisis de peligros y evaluación de riesgos",
          "compliance",
          2,
          2,
          "List the hazards of the {subject}, rate likelihood and severity, and define a control for each one that is not acceptable.",
        ),
        p(
          "technical-file",
          "Technical file and declaration of conformity|Technische Dokumentation und Konformitätserklärung|Dossier technique et déclaration de conformité|Expediente técnico y declaración de conformidad",
          "compliance",
          3,
          5,
          "Assemble test reports, risk assessment and labelling into a technical file and sign the declaration of conformity.",
          { after: ["hazard-analysis"] },
        ),
      ],
    },
    {
      uid: "financial-crime",
      title:
        "KYC & Financial Crime|KYC & Finanzkriminalität|KYC & criminalité financière|KYC y delitos financieros",
      placeholder: "Customer checks, screening and monitoring for the {subject}.",
      cues: [
        "kyc",
        "aml",
        "anti-money",
        "sanctions",
        "fraud",
        "merchant",
        "identity verification",
        "transactions",
      ],
      risk: "Checks block good customers | Tune rules on a sample and review false positives weekly",
      metric: "Onboarding checks complete within one working day for 95 % of customers",
      practices: [
        p(
          "risk-based-kyc",
          "Risk-based KYC policy|Risikobasierte KYC-Richtlinie|Politique KYC fondée sur les risques|Política KYC basada en riesgos",
          "compliance",
          2,
          2,
          "Define customer risk levels, which identity checks each level needs and when enhanced due diligence applies.",
        ),
        p(
          "screening-monitoring",
          "Sanctions screening and monitoring|Sanktionsprüfung und Überwachung|Filtrage des sanctions et surveillance|Control de sanciones y seguimiento",
          "compliance",
          3,
          4,
          "Screen against sanctions lists at onboarding and daily, and route alerts to a reviewer with a documented decision.",
          { after: ["risk-based-kyc"] },
        ),
      ],
    },
    {
      uid: "accessibility-compliance",
      title:
        "Accessibility Compliance|Barrierefreiheits-Compliance|Conformité accessibilité|Cumplimiento de accesibilidad",
      placeholder:
        "The accessibility law and standard that apply to the {subject}, and how conformance is shown.",
      cues: [
        "accessibility act",
        "wcag",
        "accessib",
        "barrierefrei",
        "accesible",
        "public",
        "council",
        "authority",
        "city",
      ],
      risk: "An audit finds barriers after launch | Audit against WCAG 2.2 AA before launch and publish an accessibility statement",
      metric: "Accessibility statement published with no open critical issues",
      practices: [
        p(
          "a11y-audit",
          "WCAG 2.2 AA audit|WCAG-2.2-AA-Prüfung|Audit WCAG 2.2 AA|Auditoría WCAG 2.2 AA",
          "compliance",
          2,
          8,
          "Have the {subject} audited against WCAG 2.2 AA and track every finding to a fix or a documented exception.",
          { after: ["build-flows"] },
        ),
        p(
          "a11y-statement",
          "Accessibility statement|Erklärung zur Barrierefreiheit|Déclaration d'accessibilité|Declaración de accesibilidad",
          "compliance",
          1,
          10,
          "Publish an accessibility statement with the conformance level, known gaps and a way to report barriers.",
          { after: ["a11y-audit"] },
        ),
      ],
    },
    {
      uid: "audit-readiness",
      title: "Audit Readiness|Audit-Bereitschaft|Préparation à l'audit|Preparación para la auditoría",
      placeholder: "Evidence, internal checks and sign-offs that prove the {subject} is compliant.",
      risk: "The first audit finds basic gaps | Run an internal audit two months before the external one",
      metric: "Internal audit findings closed within 30 days",
      practices: [
        p(
          "internal-audit",
          "Internal audit|Internes Audit|Audit interne|Auditoría interna",
          "compliance",
          2,
          8,
          "Run an internal audit against the obligations register and fix findings before any external review.",
        ),
        p(
          "compliance-sign-off",
          "Compliance sign-off before launch|Compliance-Freigabe vor dem Start|Validation conformité avant lancement|Aprobación de cumplimiento antes del lanzamiento",
          "compliance",
          1,
          10,
          "Sign off the {subject} for launch only when every must-have control is in place and evidenced.",
          { after: ["internal-audit"] },
        ),
      ],
    },
  ]),

  team("legal", "Legal|Recht|Juridique|Legal", "counsel", [
    {
      uid: "contracts",
      title: "Contracts & Partners|Verträge & Partner|Contrats & partenaires|Contratos y socios",
      placeholder: "Agreements with vendors, partners and customers involved in the {subject}.",
      risk: "A contract is not signed by launch | Start from standard templates and track every negotiation weekly",
      metric: "Every contract signed before launch",
      practices: [
        p(
          "contract-inventory",
          "Contract inventory|Vertragsübersicht|Inventaire des contrats|Inventario de contratos",
          "counsel",
          1,
          1,
          "List every vendor, partner and customer agreement the {subject} relies on, with owner, renewal date and open points.",
        ),
        p(
          "dpa",
          "Data processing agreements|Auftragsverarbeitungsverträge|Contrats de sous-traitance des données|Contratos de encargo del tratamiento",
          "counsel",
          2,
          2,
          "Put a data processing agreement with standard contractual clauses in place with every processor and keep a subprocessor register.",
          {
            cues: [
              "data",
              "gdpr",
              "rgpd",
              "dsgvo",
              "vendor",
              "processor",
              "subprocessor",
              "provider",
              "proveedores",
              "hebergeur",
              "dienstleister",
              "hosting",
              "cloud",
            ],
            after: ["contract-inventory"],
          },
        ),
        p(
          "partner-agreements",
          "Partner and reseller agreements|Partner- und Wiederverkäuferverträge|Contrats partenaires et revendeurs|Contratos de socios y revendedores",
          "counsel",
          3,
          2,
          "Negotiate partner terms from a standard template: commissions, territories, liability caps and termination.",
          {
            cues: [
              "partner",
              "reseller",
              "resell",
              "sponsor",
              "influencer",
              "creator",
              "consortium",
              "agency",
              "agencies",
              "retail",
            ],
          },
        ),
      ],
    },
    {
      uid: "terms-and-policies",
      title: "Terms & Policies|AGB & Richtlinien|Conditions & politiques|Condiciones y políticas",
      placeholder: "Terms of service, privacy notice and other texts people accept when using the {subject}.",
      risk: "Terms are unenforceable in a market | Review terms per market with local counsel",
      metric: "Terms and privacy notice published before launch and versioned",
      practices: [
        p(
          "terms-update",
          "Terms of service update|Aktualisierung der AGB|Mise à jour des CGU|Actualización de las condiciones de uso",
          "counsel",
          2,
          3,
          "Update the terms of service for the {subject} and give users notice of material changes before they apply.",
        ),
        p(
          "privacy-notice",
          "Privacy notice|Datenschutzerklärung|Politique de confidentialité|Política de privacidad",
          "counsel",
          1,
          3,
          "Write the privacy notice in plain language: what data, why, for how long, who receives it and people's rights.",
          {
            cues: [
              "privacy",
              "gdpr",
              "rgpd",
              "dsgvo",
              "personal",
              "cookie",
              "consent",
              "data",
              "privacidad",
              "lssi",
            ],
          },
        ),
      ],
    },
    {
      uid: "promotions-and-ip",
      title:
        "Promotions & Intellectual Property|Aktionen & geistiges Eigentum|Promotions & propriété intellectuelle|Promociones y propiedad intelectual",
      placeholder: "Names, trademarks, content rights and promotion rules around the {subject}.",
      cues: [
        "trademark",
        "name",
        "logo",
        "rebrand",
        "brand",
        "giveaway",
        "contest",
        "prize",
        "sweepstake",
        "gewinnspiel",
        "concurso",
        "licen",
        "open-source",
        "influencer",
        "content rights",
        "merger",
      ],
      risk: "A name or mark conflicts with an existing one | Run a clearance search before any public use",
      metric: "Clearance search done and filings made before the public launch",
      practices: [
        p(
          "trademark-clearance",
          "Trademark clearance and filing|Markenrecherche und Anmeldung|Recherche d'antériorité et dépôt de marque|Búsqueda y registro de marca",
          "counsel",
          3,
          1,
          "Search for conflicting marks in each market and file the trademark before the name is used in public.",
          { cues: ["trademark", "name", "logo", "rebrand", "brand", "merger"] },
        ),
        p(
          "promotion-rules",
          "Official rules for promotions|Teilnahmebedingungen für Aktionen|Règlement des jeux-concours|Bases legales de promociones",
          "counsel",
          1,
          3,
          "Write the official rules of the promotion: eligibility, dates, prizes, how winners are picked and notified.",
          { cues: ["giveaway", "contest", "prize", "sweepstake", "gewinnspiel", "concurso", "jury"] },
        ),
        p(
          "influencer-contracts",
          "Creator contracts and ad disclosure|Creator-Verträge und Werbekennzeichnung|Contrats créateurs et mention publicitaire|Contratos con creadores y divulgación publicitaria",
          "counsel",
          2,
          2,
          "Contract each creator with usage rights, deliverables, payment and the ad disclosure rules they must follow.",
          { cues: ["influencer", "creator", "ambassador"] },
        ),
        p(
          "licence-audit",
          "Licence audit|Lizenzprüfung|Audit des licences|Auditoría de licencias",
          "counsel",
          2,
          2,
          "Inventory third-party and open-source licences and fix any that conflict with how the {subject} is distributed.",
          { cues: ["licen", "open-source", "due diligence", "e-book", "audiobook", "content rights"] },
        ),
      ],
    },
    {
      uid: "employment-and-regulation",
      title:
        "Legal Review of Obligations|Rechtliche Prüfung der Pflichten|Analyse juridique des obligations|Revisión jurídica de obligaciones",
      placeholder:
        "The legal obligations behind the {subject}, their interpretation and the decisions they force.",
      risk: "The law is read differently by each team | Write one legal memo and use it as the single reference",
      metric: "Legal memo approved before policies or texts are written",
      practices: [
        p(
          "legal-memo",
          "Legal memo on obligations|Rechtsgutachten zu den Pflichten|Note juridique sur les obligations|Informe jurídico sobre obligaciones",
          "counsel",
          2,
          1,
          "Write a short memo on what the applicable laws require of the {subject}, where they are unclear and the position taken.",
        ),
        p(
          "works-council",
          "Works council and employee consultation|Betriebsrat und Mitarbeiterbeteiligung|Consultation du CSE|Consulta con la representación de los trabajadores",
          "counsel",
          3,
          2,
          "Consult the works council or employee representatives early where the change affects working conditions or monitoring.",
          {
            cues: [
              "employee",
              "staff",
              "salary",
              "pay",
              "work week",
              "working",
              "betriebsrat",
              "whistleblow",
              "review process",
              "timesheet",
              "monitoring",
            ],
          },
        ),
      ],
    },
  ]),

  team("analytics", "Analytics|Analytics|Analyse|Analítica", "analyst", [
    {
      uid: "kpi-definitions",
      title: "KPI Definitions|KPI-Definitionen|Définition des KPI|Definición de KPI",
      placeholder:
        "The measures that show whether the {subject} works, with formulas, baselines and targets.",
      risk: "Each team reads a metric differently | Publish one KPI dictionary with formulas and owners",
      metric: "KPI dictionary published with a baseline for every measure",
      practices: [
        p(
          "kpi-dictionary",
          "KPI dictionary|KPI-Verzeichnis|Dictionnaire des KPI|Diccionario de KPI",
          "analyst",
          1,
          2,
          "Define each measure of the {subject} with its formula, source, owner and target in one shared dictionary.",
        ),
        p(
          "baseline",
          "Baseline before launch|Ausgangswert vor dem Start|Mesure de référence avant lancement|Línea base antes del lanzamiento",
          "analyst",
          1,
          3,
          "Measure each KPI for at least four weeks before launch so the effect can be shown against a baseline.",
          { after: ["kpi-dictionary"] },
        ),
      ],
    },
    {
      uid: "tracking-plan",
      title: "Tracking Plan|Tracking-Plan|Plan de marquage|Plan de medición",
      placeholder: "Events and properties to capture so results of the {subject} can be measured.",
      risk: "Events are missing or misnamed at launch | Validate every event in staging against the tracking plan",
      metric: "Every launch event validated in staging",
      practices: [
        p(
          "event-spec",
          "Event specification|Event-Spezifikation|Spécification des événements|Especificación de eventos",
          "analytics_eng",
          1,
          3,
          "List each event and property with naming rules, and review the list with engineering before build.",
          { after: ["kpi-dictionary"] },
        ),
        p(
          "event-qa",
          "Event QA in staging|Event-Prüfung in Staging|Recette des événements en préproduction|Validación de eventos en preproducción",
          "analytics_eng",
          1,
          8,
          "Check in staging that every event fires once with the right properties.",
          { after: ["event-spec", "build-flows"] },
        ),
      ],
    },
    {
      uid: "dashboards",
      title:
        "Dashboards & Reporting|Dashboards & Reporting|Tableaux de bord & reporting|Cuadros de mando e informes",
      placeholder: "Dashboards, audiences and reporting rhythm for the {subject}.",
      risk: "Dashboards nobody opens | Build each dashboard for one named audience and one recurring decision",
      metric: "Dashboard used in the weekly review from the first week",
      practices: [
        p(
          "dashboard-build",
          "Decision dashboard|Entscheidungs-Dashboard|Tableau de bord de décision|Cuadro de mando para decisiones",
          "analyst",
          2,
          4,
          "Build a dashboard for the {subject} around the decisions it supports, with targets shown beside actuals.",
          { after: ["kpi-dictionary"] },
        ),
        p(
          "data-quality-checks",
          "Data quality checks|Datenqualitätsprüfungen|Contrôles de qualité des données|Controles de calidad de datos",
          "analytics_eng",
          2,
          3,
          "Add tests for freshness, duplicates and nulls on the tables behind every report, with alerts to the owner.",
          {
            cues: ["data quality", "dedupe", "clean", "warehouse", "dbt", "spreadsheet", "crm", "reporting"],
          },
        ),
        p(
          "weekly-readout",
          "Weekly readout|Wöchentlicher Bericht|Point hebdomadaire des résultats|Informe semanal",
          "analyst",
          1,
          8,
          "Send a short weekly readout: what moved, why, and what the team should do about it.",
        ),
      ],
    },
    {
      uid: "experimentation",
      title:
        "Experiments & Evaluation|Experimente & Auswertung|Expérimentations & évaluation|Experimentos y evaluación",
      placeholder: "A/B tests, pilots and evaluations that guide decisions on the {subject}.",
      cues: [
        "a/b",
        "experiment",
        "test",
        "pilot",
        "survey",
        "measur",
        "evaluat",
        "compare",
        "conversion",
        "funnel",
        "productivity",
        "progress",
        "umfrage",
        "encuesta",
      ],
      risk: "Tests stop too early to conclude | Size samples and fix the stopping rule before each test",
      metric: "Every experiment has a pre-registered hypothesis, sample size and guardrail metrics",
      practices: [
        p(
          "experiment-design",
          "Experiment design with guardrails|Experimentdesign mit Leitplanken|Conception d'expériences avec garde-fous|Diseño de experimentos con salvaguardas",
          "analyst",
          1,
          4,
          "Write a hypothesis, primary metric, guardrail metrics and sample size for every test of the {subject}.",
        ),
        p(
          "survey-design",
          "Survey design and sampling|Umfragedesign und Stichprobe|Conception du questionnaire et échantillonnage|Diseño de encuesta y muestreo",
          "analyst",
          2,
          2,
          "Design short, unbiased questions and a sample that represents the people affected, then pilot the survey on ten people.",
          {
            cues: [
              "survey",
              "umfrage",
              "encuesta",
              "enquete",
              "questionnaire",
              "feedback",
              "wellbeing",
              "residents",
            ],
          },
        ),
      ],
    },
  ]),

  team("data_science", "Data Science|Data Science|Data science|Ciencia de datos", "ds", [
    {
      uid: "data-audit",
      title: "Data Audit|Datenprüfung|Audit des données|Auditoría de datos",
      placeholder: "The data the {subject} needs, where it comes from, how much there is and how good it is.",
      risk: "Not enough clean history | Start with a rules baseline while better data is collected",
      metric: "Data audit done with coverage, gaps and label quality stated",
      practices: [
        p(
          "data-inventory",
          "Data inventory and quality profile|Dateninventar und Qualitätsprofil|Inventaire et profil de qualité des données|Inventario y perfil de calidad de datos",
          "data_eng",
          2,
          1,
          "List each source the {subject} needs, profile its history, gaps and errors, and agree access with its owner.",
        ),
        p(
          "labels",
          "Labels and ground truth|Labels und Ground Truth|Étiquettes et vérité terrain|Etiquetas y verdad de referencia",
          "ds",
          2,
          2,
          "Decide what the model learns from and check a sample of labels by hand before training anything.",
          { after: ["data-inventory"] },
        ),
      ],
    },
    {
      uid: "baseline-and-model",
      title: "Baseline & Model|Baseline & Modell|Référence & modèle|Línea base y modelo",
      placeholder: "The simple baseline the {subject} must beat and the model that should beat it.",
      risk: "A complex model barely beats a simple rule | Ship the baseline first and keep it as the fallback",
      metric: "Model beats the baseline by an agreed margin on held-out data",
      practices: [
        p(
          "baseline-model",
          "Simple baseline|Einfache Baseline|Référence simple|Línea base sencilla",
          "ds",
          1,
          3,
          "Build the simplest useful baseline, such as last year's average or a rule, and measure it the same way as every later model.",
          { after: ["data-inventory"] },
        ),
        p(
          "model-iteration",
          "Model iterations|Modelliterationen|Itérations du modèle|Iteraciones del modelo",
          "ds",
          3,
          4,
          "Train candidate models for the {subject} in time-boxed rounds, keeping features, parameters and results in an experiment log.",
          { after: ["baseline-model"] },
        ),
      ],
    },
    {
      uid: "offline-evaluation",
      title: "Offline Evaluation|Offline-Evaluierung|Évaluation hors ligne|Evaluación fuera de línea",
      placeholder:
        "How the models of the {subject} are judged before launch: metrics, thresholds and fairness checks.",
      risk: "Offline scores do not hold in production | Evaluate on a time-based split and shadow-run before switching on",
      metric: "Acceptance thresholds met on a time-based hold-out set",
      practices: [
        p(
          "offline-metrics",
          "Offline metrics and thresholds|Offline-Metriken und Schwellenwerte|Métriques hors ligne et seuils|Métricas fuera de línea y umbrales",
          "ds",
          1,
          3,
          "Agree the offline metric, such as MAPE, precision at k or recall at a fixed false-positive rate, and the threshold for launch.",
        ),
        p(
          "segment-checks",
          "Error analysis by segment|Fehleranalyse je Segment|Analyse des erreurs par segment|Análisis de errores por segmento",
          "ds",
          1,
          6,
          "Break errors down by segment, such as region, customer type or time of day, and fix or document where the model is weak.",
          { after: ["model-iteration"] },
        ),
      ],
    },
    {
      uid: "deployment-monitoring",
      title:
        "Deployment & Monitoring|Deployment & Monitoring|Déploiement & supervision|Despliegue y monitorización",
      placeholder: "How the models of the {subject} ship, are watched for drift and are retrained.",
      risk: "The model drifts without anyone noticing | Monitor input and prediction distributions with alerts",
      metric: "Drift alerts reviewed within one working day",
      practices: [
        p(
          "shadow-run",
          "Shadow run before switch-on|Schattenbetrieb vor dem Einschalten|Exécution en parallèle avant activation|Ejecución en sombra antes de activar",
          "ml_eng",
          2,
          7,
          "Run the model beside the current process for two weeks and compare its decisions before it acts on its own.",
          { after: ["segment-checks"] },
        ),
        p(
          "drift-monitoring",
          "Drift monitoring and retraining|Drift-Überwachung und Nachtraining|Surveillance de la dérive et réentraînement|Monitorización de deriva y reentrenamiento",
          "ml_eng",
          1,
          9,
          "Monitor inputs and predictions for drift, and retrain on a schedule with the same evaluation gate as the first release.",
          { after: ["shadow-run"] },
        ),
      ],
    },
    {
      uid: "responsible-ai",
      title: "Responsible AI|Verantwortungsvolle KI|IA responsable|IA responsable",
      placeholder:
        "Guardrails for the AI in the {subject}: what it may answer, what it must never reveal and how people can challenge it.",
      cues: ["llm", "chatbot", "ai", "ki", "ia", "genai", "retrieval", "assistant", "leak", "answers"],
      risk: "The assistant states wrong facts or leaks restricted data | Ground answers in approved sources and test with red-team prompts",
      metric: "Red-team test set passes with no restricted data revealed",
      practices: [
        p(
          "retrieval-grounding",
          "Grounding in approved sources|Verankerung in freigegebenen Quellen|Ancrage dans des sources validées|Anclaje en fuentes aprobadas",
          "ml_eng",
          2,
          4,
          "Answer only from approved documents with citations, and say so when the sources do not cover a question.",
        ),
        p(
          "red-team",
          "Red-team test set|Red-Team-Testsatz|Jeu de tests red team|Conjunto de pruebas red team",
          "ds",
          1,
          6,
          "Write adversarial prompts that try to extract restricted data or unsafe answers, and run them on every release.",
          { after: ["retrieval-grounding"] },
        ),
      ],
    },
  ]),
];

export const TEAMS = Object.fromEntries(TEAM_LIST.map((t) => [t.id, t])) as Record<WorkstreamId, Team>;

const PRACTICES = new Map<string, Practice>(
  TEAM_LIST.flatMap((t) => t.sections.flatMap((s) => s.practices)).map((practice) => [practice.id, practice]),
);

export function practiceById(id: string): Practice | undefined {
  return PRACTICES.get(id);
}

export function allPractices(): Practice[] {
  return [...PRACTICES.values()];
}

export function roleName(role: RoleId, language: PlanLanguage): string {
  return ROLE_TEXT[role][language];
}

/** The idea's folded words, for cue checks (see team-cues.ts). */
const matches = (text: CueText, cues: string[]) => cues.filter((cue) => hasCue(text, cue)).length;

/**
 * A team's sections for an idea: every section without cues, plus the topic sections the idea
 * calls for (most cues matched first), at most MAX_SECTIONS, at least 3; in the catalogue's order.
 */
export function sectionsFor(teamId: WorkstreamId, idea: string): Section[] {
  const text = cueText(idea);
  const sections = TEAMS[teamId].sections;
  const counts = new Map(sections.map((s) => [s, matches(text, s.cues)]));
  const topical = sections
    .filter((s) => s.cues.length > 0 && counts.get(s)! > 0)
    .sort((a, b) => counts.get(b)! - counts.get(a)!);
  const chosen = new Set<Section>(topical.slice(0, MAX_SECTIONS - 2));
  for (const s of sections) {
    if (chosen.size >= MAX_SECTIONS) break;
    if (s.cues.length === 0) chosen.add(s);
  }
  for (const s of sections) {
    if (chosen.size >= 3) break;
    chosen.add(s);
  }
  return sections.filter((s) => chosen.has(s));
}

const MAX_SECTIONS = 5;

/** The practices of a section that fit the idea: those without cues and those whose cues it mentions. */
export function practicesFor(section: Section, idea: string): Practice[] {
  const text = cueText(idea);
  const fitting = section.practices.filter((p) => p.cues.length === 0 || matches(text, p.cues) > 0);
  return fitting.length > 0 ? fitting : section.practices.slice(0, 1);
}

export interface ScheduledPractice {
  practice: Practice;
  /** First and last week, counted from the start of the initiative. */
  start: number;
  end: number;
  /** Practices of this initiative that must finish first (only those present in it). */
  dependsOn: Practice[];
}

/**
 * Every practice an initiative with these teams carries out for the idea, with weeks that follow
 * the dependency hints: a practice starts no earlier than its usual week and after all it depends on.
 */
export function planPractices(idea: string, teamIds: readonly string[]): Map<string, ScheduledPractice> {
  const present = new Map<string, Practice>();
  for (const id of teamIds) {
    if (!(id in TEAMS)) continue;
    for (const section of sectionsFor(id as WorkstreamId, idea)) {
      for (const practice of practicesFor(section, idea)) present.set(practice.id, practice);
    }
  }
  const scheduled = new Map<string, ScheduledPractice>();
  const visit = (practice: Practice, path: Set<string>): ScheduledPractice => {
    const done = scheduled.get(practice.id);
    if (done) return done;
    const dependsOn = practice.after
      .map((id) => present.get(id))
      .filter((p): p is Practice => p !== undefined && !path.has(p.id));
    const ends = dependsOn.map((dep) => visit(dep, new Set([...path, practice.id])).end);
    const start = Math.max(practice.from, ...ends.map((e) => e + 1));
    const entry = { practice, start, end: start + practice.weeks - 1, dependsOn };
    scheduled.set(practice.id, entry);
    return entry;
  };
  for (const practice of present.values()) visit(practice, new Set());
  return scheduled;
}
