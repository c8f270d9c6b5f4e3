import type { WorkstreamId } from "@initiative-planner/contract";

/**
 * What the offline planner knows about each workstream: words in an idea that call for it, the
 * sections a plan for it usually has, and the risks and measures it usually owns. `{topic}` in a
 * text is replaced with the idea's own key phrase in quotes, so every {topic} sits where any
 * noun phrase reads well (after "for", "of", "behind"; never as the subject of a verb).
 */
export interface CatalogueSubsection {
  uid: string;
  display_name: string;
  placeholder: string;
  /** What this section is about, used inside sentences ("the data model"). */
  focus: string;
  /** What the section produces ("an entity diagram and migration plan"). */
  deliverable: string;
}

export interface CatalogueWorkstream {
  id: WorkstreamId;
  name: string;
  owner: string;
  /** Stemmed words (prefix match) that make this workstream fit an idea. */
  keywords: string[];
  subsections: CatalogueSubsection[];
  risks: Array<[risk: string, mitigation: string]>;
  metrics: string[];
}

/** One line per subsection keeps the catalogue readable: "uid | name | placeholder | focus | deliverable". */
function sub(line: string): CatalogueSubsection {
  const [uid, display_name, placeholder, focus, deliverable] = line.split(" | ") as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { uid, display_name, placeholder, focus, deliverable };
}

function risk(line: string): [risk: string, mitigation: string] {
  return line.split(" | ") as [string, string];
}

const words = (text: string) => text.split(" ");

export const CATALOGUE: Record<WorkstreamId, CatalogueWorkstream> = {
  product_management: {
    id: "product_management",
    name: "Product Management",
    owner: "Product Manager",
    keywords: words("product roadmap feature user customer mvp pilot launch market"),
    subsections: [
      sub(
        "problem-statement | Problem Statement | Who feels the problem behind {topic}, how they cope today and why now. | the problem statement | a one-page problem brief",
      ),
      sub(
        "scope-and-requirements | Scope & Requirements | What is in and out of scope for {topic}, with must-have requirements. | scope and requirements | a prioritised requirements list",
      ),
      sub(
        "roadmap | Roadmap & Milestones | Phases, milestones and release dates for {topic}. | the roadmap | a phased roadmap",
      ),
      sub(
        "success-metrics | Success Metrics | The outcomes that show the work on {topic} succeeds, with targets and how they are measured. | success metrics | a metrics sheet with targets",
      ),
      sub(
        "stakeholders | Stakeholders & Communication | Who decides, who is consulted and how progress on {topic} is shared. | stakeholder alignment | a RACI and update cadence",
      ),
    ],
    risks: [
      risk(
        "Scope creep delays the first release for {topic} | Freeze the MVP scope and route new asks through a weekly triage",
      ),
      risk(
        "Stakeholders disagree on priorities | Agree decision rights up front and record decisions in one log",
      ),
      risk(
        "Demand for {topic} is lower than expected | Run a small pilot and set a go/no-go threshold before scaling",
      ),
    ],
    metrics: [
      "Milestones delivered on the agreed date",
      "Adoption of {topic} within the first 90 days",
      "Stakeholder satisfaction at each review",
    ],
  },
  engg_backend: {
    id: "engg_backend",
    name: "Back-end Engineering",
    owner: "Back-end Lead",
    keywords: words(
      "api backend back-end server database integrat platform system robot automat sync payment infrastructure service pipeline warehouse inventory point ledger order transaction device sensor fleet scal",
    ),
    subsections: [
      sub(
        "api-design | API Design | Endpoints, payloads, authentication and versioning needed for {topic}. | API design | a versioned API specification",
      ),
      sub(
        "data-model | Data Model | Entities, relationships, retention and migrations behind {topic}. | the data model | an entity diagram and migration plan",
      ),
      sub(
        "integrations | Integrations | External systems involved in {topic}, their contracts and failure handling. | integrations | an integration map with error handling",
      ),
      sub(
        "scalability-reliability | Scalability & Reliability | Expected load, latency targets, monitoring and recovery for {topic}. | scalability and reliability | load targets, alerts and a runbook",
      ),
      sub(
        "security | Security | Access control, secrets, data protection and audit logging for {topic}. | security | a threat model and access matrix",
      ),
    ],
    risks: [
      risk(
        "Integrations behind {topic} are slower or less stable than assumed | Build against contract tests and add timeouts, retries and a fallback path",
      ),
      risk("Load at peak exceeds capacity | Load-test before launch and set autoscaling with alerts"),
      risk("Data inconsistencies between systems | Use idempotent writes and a nightly reconciliation job"),
    ],
    metrics: [
      "p95 API latency under 300 ms",
      "Error rate below 0.5% of requests",
      "Zero data-loss incidents",
    ],
  },
  engg_frontend: {
    id: "engg_frontend",
    name: "Front-end Engineering",
    owner: "Front-end Lead",
    keywords: words(
      "app mobile web website dashboard ui portal interface screen checkout page browser ios android widget kiosk",
    ),
    subsections: [
      sub(
        "user-flows | User Flows | The screens and steps a person goes through for {topic}. | user flows | clickable flows for the main journeys",
      ),
      sub(
        "component-architecture | Component Architecture | Components, state and data fetching for the screens of {topic}. | component architecture | a component tree and state plan",
      ),
      sub(
        "accessibility | Accessibility | Keyboard use, contrast, screen readers and language support for {topic}. | accessibility | a WCAG 2.2 AA checklist",
      ),
      sub(
        "performance | Performance | Load-time budgets, caching and offline behaviour for {topic}. | front-end performance | performance budgets and a test setup",
      ),
    ],
    risks: [
      risk(
        "Screens for {topic} feel slow on older phones | Set a performance budget and test on a low-end device every sprint",
      ),
      risk("Inconsistent UI across screens | Build from one shared component library"),
      risk("Accessibility gaps found late | Run automated and manual accessibility checks in each review"),
    ],
    metrics: [
      "Largest contentful paint under 2.5 s",
      "Task completion rate above 90% in usability tests",
      "Zero critical accessibility issues",
    ],
  },
  data_science: {
    id: "data_science",
    name: "Data Science",
    owner: "Data Science Lead",
    keywords: words(
      "data predict personalis personaliz recommend machine learning ml ai model forecast optimi route vision segment point reward robot warehouse fraud churn pricing demand",
    ),
    subsections: [
      sub(
        "data-sources | Data Sources | The data needed for {topic}, where it comes from and its quality. | data sources | a data inventory with quality checks",
      ),
      sub(
        "modelling-approach | Modelling Approach | The models or rules behind {topic}, baselines and how they are trained. | the modelling approach | a baseline model and evaluation report",
      ),
      sub(
        "evaluation | Evaluation | Offline and online measures that show the models for {topic} work. | evaluation | an evaluation plan with acceptance thresholds",
      ),
      sub(
        "deployment-monitoring | Deployment & Monitoring | How models for {topic} ship, are monitored for drift and retrained. | deployment and monitoring | a monitoring dashboard and retraining schedule",
      ),
    ],
    risks: [
      risk(
        "Not enough clean data for {topic} | Start with rules and a simple baseline while data collection matures",
      ),
      risk("Model drift after launch | Monitor input distributions and retrain on a schedule"),
      risk("Bias in predictions | Check performance per segment before each release"),
    ],
    metrics: [
      "Model beats the baseline by at least 10%",
      "Prediction latency under 100 ms",
      "Drift alerts reviewed within one day",
    ],
  },
  analytics: {
    id: "analytics",
    name: "Analytics",
    owner: "Analytics Lead",
    keywords: words(
      "metric kpi report dashboard track insight measur funnel conversion throughput analytic experiment a/b roi engagement retention",
    ),
    subsections: [
      sub(
        "kpi-definitions | KPI Definitions | The key measures for {topic}, their formulas and owners. | KPI definitions | a KPI dictionary",
      ),
      sub(
        "event-tracking | Event Tracking | Events and properties to capture so that results for {topic} can be measured. | event tracking | a tracking plan",
      ),
      sub(
        "dashboards | Dashboards & Reporting | Dashboards, audiences and reporting cadence for {topic}. | dashboards and reporting | a launch dashboard",
      ),
      sub(
        "experimentation | Experimentation | A/B tests and pilots that will guide decisions on {topic}. | experimentation | an experiment backlog",
      ),
    ],
    risks: [
      risk(
        "Tracking gaps make results for {topic} unmeasurable | Review the tracking plan before build and validate events in staging",
      ),
      risk("Metrics are read differently by each team | Publish one KPI dictionary with owners"),
      risk("Experiments run too short to be conclusive | Size samples before starting each test"),
    ],
    metrics: [
      "100% of launch events validated",
      "Weekly report delivered on time",
      "Decisions backed by experiment results",
    ],
  },
  design: {
    id: "design",
    name: "Design",
    owner: "Design Lead",
    keywords: words(
      "design experience ux user customer brand onboard journey app member visual interface research persona",
    ),
    subsections: [
      sub(
        "user-research | User Research | Who the users of {topic} are, what they need and what we will test with them. | user research | research findings and personas",
      ),
      sub(
        "journeys | Journeys & Information Architecture | The end-to-end journeys and structure of {topic}. | journeys and information architecture | journey maps and a site map",
      ),
      sub(
        "visual-design | Visual Design | Look and feel, brand use and key screens for {topic}. | visual design | high-fidelity key screens",
      ),
      sub(
        "usability-testing | Usability Testing | Prototype tests for {topic}: tasks, participants and success criteria. | usability testing | a usability test report",
      ),
    ],
    risks: [
      risk(
        "Designs for {topic} rest on assumptions, not evidence | Test prototypes with five users before build",
      ),
      risk(
        "Hand-off gaps between design and engineering | Share annotated specs and pair during the first sprint",
      ),
      risk("Brand inconsistency | Use the shared design system and review with brand owners"),
    ],
    metrics: [
      "System Usability Scale score above 75",
      "Key tasks completed unaided by 4 of 5 testers",
      "Design review turnaround under two days",
    ],
  },
  marketing: {
    id: "marketing",
    name: "Marketing",
    owner: "Marketing Lead",
    keywords: words(
      "loyalty point reward customer campaign brand launch promot referral growth acqui retention audience social newsletter market member shop store sale consumer subscri",
    ),
    subsections: [
      sub(
        "target-audience | Target Audience | The audience segments for {topic}, their needs and where to reach them. | the target audience | audience segments and personas",
      ),
      sub(
        "positioning | Positioning & Messaging | The value behind {topic}, key messages and proof points. | positioning and messaging | a messaging framework",
      ),
      sub(
        "go-to-market | Go-to-Market Plan | Channels, timing and budget for launching {topic}. | the go-to-market plan | a launch calendar and budget",
      ),
      sub(
        "retention | Retention & Growth | How to keep people engaged with {topic} and bring new ones in. | retention and growth | a lifecycle campaign plan",
      ),
    ],
    risks: [
      risk(
        "The value of {topic} is not clear to customers | Test messages with a small audience before the full launch",
      ),
      risk("Launch budget spent on the wrong channels | Shift spend weekly based on cost per acquisition"),
      risk(
        "Competitors respond with a similar offer | Emphasise what only we can offer and keep a reserve budget",
      ),
    ],
    metrics: [
      "Sign-ups in the first 30 days against target",
      "Cost per acquisition within budget",
      "Repeat engagement rate after 90 days",
    ],
  },
  customer_support: {
    id: "customer_support",
    name: "Customer Support",
    owner: "Support Lead",
    keywords: words(
      "customer support help faq complaint member refund ticket service chat call query queries onboard user",
    ),
    subsections: [
      sub(
        "support-model | Support Model | Channels, hours and tiers of support for {topic}. | the support model | a support model with service levels",
      ),
      sub(
        "knowledge-base | Knowledge Base & FAQs | The questions people will ask about {topic} and their answers. | the knowledge base | launch FAQs and help articles",
      ),
      sub(
        "escalations | Escalations | When and how issues with {topic} move to specialists, with response times. | escalations | an escalation matrix",
      ),
      sub(
        "training | Team Training | What support staff need to learn before the launch of {topic}. | team training | training sessions and a readiness check",
      ),
    ],
    risks: [
      risk(
        "A spike of questions about {topic} at launch | Publish FAQs early and add temporary staff for launch week",
      ),
      risk("Agents lack answers for edge cases | Run training with real scenarios and keep a live issue log"),
      risk("Escalations stall between teams | Name an owner per escalation path with response targets"),
    ],
    metrics: [
      "First response under 4 hours",
      "Customer satisfaction above 85%",
      "Less than 10% of tickets escalated",
    ],
  },
  compliance: {
    id: "compliance",
    name: "Compliance",
    owner: "Compliance Officer",
    keywords: words(
      "safety regulat gdpr privacy complian audit certif standard osha iso risk health secur robot warehouse financ bank medical patient child kyc aml personal",
    ),
    subsections: [
      sub(
        "regulatory-requirements | Regulatory Requirements | Laws, standards and certifications that apply to {topic}. | regulatory requirements | a requirements register",
      ),
      sub(
        "safety-and-risk | Safety & Risk Assessment | Hazards, likelihood and controls for {topic}. | safety and risk assessment | a risk assessment with controls",
      ),
      sub(
        "data-protection | Data Protection | Personal data processed for {topic}, legal basis and retention. | data protection | a data protection impact assessment",
      ),
      sub(
        "audit-readiness | Audit Readiness | Evidence, policies and checks that prove compliance for {topic}. | audit readiness | an audit evidence checklist",
      ),
    ],
    risks: [
      risk(
        "A requirement that applies to {topic} is missed | Review the requirements register with an external advisor",
      ),
      risk("Safety incidents during rollout | Roll out in stages with sign-off at each gate"),
      risk("Evidence is incomplete at audit time | Collect evidence continuously in one shared location"),
    ],
    metrics: [
      "All mandatory controls in place before launch",
      "Zero reportable incidents",
      "Audit findings closed within 30 days",
    ],
  },
  legal: {
    id: "legal",
    name: "Legal",
    owner: "Legal Counsel",
    keywords: words(
      "terms contract legal liabilit licen privacy patent consent gdpr vendor partner trademark agreement ip lottery sweepstake regulat",
    ),
    subsections: [
      sub(
        "terms-and-conditions | Terms & Conditions | The terms people accept to take part in {topic}. | terms and conditions | reviewed terms and conditions",
      ),
      sub(
        "contracts | Contracts & Partners | Agreements with vendors and partners involved in {topic}. | contracts and partners | signed partner agreements",
      ),
      sub(
        "intellectual-property | Intellectual Property | Names, trademarks and IP that the work on {topic} creates or relies on. | intellectual property | a trademark and IP review",
      ),
      sub(
        "privacy-notice | Privacy Notice | What people are told about how their data is used for {topic}. | the privacy notice | an updated privacy notice",
      ),
    ],
    risks: [
      risk("Terms for {topic} are unenforceable in some markets | Review terms per market before launch"),
      risk("Partner contracts lag behind the launch date | Start negotiations early with standard templates"),
      risk("Name or trademark conflict | Run a trademark search before committing to a name"),
    ],
    metrics: [
      "All contracts signed before launch",
      "Zero legal claims in the first year",
      "Legal review turnaround under five days",
    ],
  },
  copywriting: {
    id: "copywriting",
    name: "Copywriting",
    owner: "Content Lead",
    keywords: words(
      "content copy messag email blog newsletter voice tagline announc story writing seo article",
    ),
    subsections: [
      sub(
        "voice-and-tone | Voice & Tone | How the copy for {topic} sounds: words to use, words to avoid, examples. | voice and tone | a voice and tone guide",
      ),
      sub(
        "product-copy | Product Copy | In-product text for {topic}: labels, empty states, errors. | product copy | a reviewed copy deck",
      ),
      sub(
        "launch-content | Launch Content | Announcements, emails and posts that introduce {topic}. | launch content | launch emails and posts",
      ),
    ],
    risks: [
      risk("Copy for {topic} is inconsistent across channels | Keep one copy deck as the source of truth"),
      risk("Late copy changes block releases | Freeze copy one week before each release"),
    ],
    metrics: [
      "Email open rate above 35%",
      "Copy approved before build starts",
      "Readability at grade 8 or lower",
    ],
  },
};
