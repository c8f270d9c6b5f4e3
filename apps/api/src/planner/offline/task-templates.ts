/**
 * The offline task planner's templates (tasks.ts): per workstream, the steps a delivery lead would
 * list, with estimates and the dependencies within the workstream, plus the dependencies across
 * workstreams (CROSS). Data only.
 */

export interface Template {
  key: string;
  /** `{topic}` is replaced with the idea's main key phrase. */
  title: string;
  owner: string;
  estimate: number;
  /** Keys of this workstream's templates. */
  after: string[];
  description: string;
}

/** One line per task: "key | title | owner | estimate | after,keys | description". */
function t(line: string): Template {
  const [key, title, owner, estimate, after, description] = line.split(" | ") as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { key, title, owner, estimate: Number(estimate), after: after ? after.split(",") : [], description };
}

/** The spec's teams' templates; the catalogued teams plan from their practices (tasks.ts). */
export const TEMPLATES: Record<string, Template[]> = {
  product_management: [
    t(
      "brief | Write the problem brief for {topic} | Product Manager | 2 |  | Who has the problem, how they cope today, why now; agreed with the sponsor.",
    ),
    t(
      "requirements | Define scope and requirements for {topic} | Product Manager | 3 | brief | Must-haves, non-goals and acceptance criteria, prioritised with the leads.",
    ),
    t(
      "metrics | Set success metrics for {topic} | Product Manager | 1 | requirements | Baseline, target and owner for each metric, with how it is measured.",
    ),
    t(
      "roadmap | Plan releases and milestones | Product Manager | 1.5 | requirements | Milestones with dates, the pilot group and the release order.",
    ),
    t(
      "pilot | Run the pilot with first users | Product Manager | 5 | roadmap | Recruit the pilot group, collect feedback weekly, decide what changes.",
    ),
    t(
      "go-no-go | Hold the go/no-go review | Product Manager | 0.5 | pilot,metrics | Review quality, readiness and risks with every lead; record the decision.",
    ),
  ],
  design: [
    t(
      "research | Interview users about {topic} | Product Designer | 3 |  | Five to eight interviews; the jobs, pains and words users use.",
    ),
    t(
      "flows | Map the user flows for {topic} | Product Designer | 2 | research | End-to-end flows with edge cases and empty states.",
    ),
    t(
      "wireframes | Wireframe the key screens | Product Designer | 3 | flows | Low-fidelity screens for every step of the flows, reviewed with engineering.",
    ),
    t(
      "usability | Test the wireframes with users | UX Researcher | 2 | wireframes | A usability round with five users; fixes agreed before visual design.",
    ),
    t(
      "hifi | Produce high-fidelity designs and specs | Product Designer | 4 | usability | Final screens, states, copy slots and accessibility notes, ready for build.",
    ),
    t(
      "design-qa | Review the built screens against the designs | Product Designer | 1 | hifi | A design QA pass on staging with a list of fixes.",
    ),
  ],
  engg_backend: [
    t(
      "architecture | Design the service architecture for {topic} | Backend Engineer | 2 |  | Components, data flow and the choices to record; reviewed by the team.",
    ),
    t(
      "data-model | Design the data model and migrations | Backend Engineer | 2 | architecture | Entities, constraints and migrations, with the retention rules.",
    ),
    t(
      "api | Build the API endpoints | Backend Engineer | 5 | data-model | Endpoints with validation, errors and tests, documented in the contract.",
    ),
    t(
      "integrations | Connect external systems | Backend Engineer | 4 | api | Integrations with retries, timeouts and monitoring.",
    ),
    t(
      "security | Review security and permissions | Security Engineer | 1.5 | api | Threat model, permission checks and secrets handling reviewed.",
    ),
    t(
      "release | Load-test and release the back end | Backend Engineer | 2 | integrations,security | Load test against the targets, dashboards and alerts, then release.",
    ),
  ],
  engg_frontend: [
    t(
      "setup | Set up the front-end project and components | Frontend Engineer | 1.5 |  | Routes, state, the component library and CI for the new screens.",
    ),
    t(
      "build-ui | Build the screens for {topic} | Frontend Engineer | 5 | setup | Every screen of the designs with loading, empty and error states.",
    ),
    t(
      "integrate | Integrate the screens with the API | Frontend Engineer | 3 | build-ui | Data fetching, validation messages and optimistic updates.",
    ),
    t(
      "accessibility | Make the screens accessible | Frontend Engineer | 1.5 | build-ui | Keyboard use, labels, contrast and screen-reader checks.",
    ),
    t("e2e | Write end-to-end tests | QA Engineer | 2 | integrate | Browser tests of the main flows in CI."),
    t(
      "fe-release | Release the front end behind a flag | Frontend Engineer | 1 | e2e,accessibility | Feature flag, staged rollout and error monitoring.",
    ),
  ],
  analytics: [
    t(
      "tracking-plan | Write the tracking plan for {topic} | Data Analyst | 1.5 |  | Events, properties and the questions each one answers.",
    ),
    t(
      "instrument | Instrument the events | Data Analyst | 2 | tracking-plan | Events added and verified in staging.",
    ),
    t(
      "pipeline | Build the reporting pipeline | Analytics Engineer | 3 | instrument | Models and tests in the warehouse for the tracked events.",
    ),
    t(
      "dashboard | Build the success dashboard | Data Analyst | 2 | pipeline | The success metrics with targets, shared with the leads.",
    ),
    t(
      "readout | Present the first results | Data Analyst | 1 | dashboard | A readout after the first weeks with recommendations.",
    ),
  ],
  data_science: [
    t(
      "data-audit | Audit the data available for {topic} | Data Scientist | 2 |  | Sources, quality, gaps and privacy constraints.",
    ),
    t(
      "baseline | Build a baseline model | Data Scientist | 3 | data-audit | A simple model and the metric it has to beat.",
    ),
    t(
      "model | Train and tune the model | Data Scientist | 5 | baseline | Features, training, tuning and an error analysis.",
    ),
    t(
      "evaluation | Evaluate fairness and robustness | Data Scientist | 2 | model | Slices, bias checks and failure cases, signed off by the lead.",
    ),
    t(
      "serving | Deploy the model with monitoring | ML Engineer | 3 | evaluation | Serving, drift monitoring and a rollback plan.",
    ),
  ],
  compliance: [
    t(
      "obligations | List the regulatory obligations for {topic} | Compliance Officer | 2 |  | Regulations, standards and internal policies that apply.",
    ),
    t(
      "dpia | Run the data protection impact assessment | Compliance Officer | 3 | obligations | Data flows, lawful basis, risks and mitigations.",
    ),
    t(
      "controls | Define the controls and evidence | Compliance Officer | 2 | dpia | The controls to build and the evidence each one needs.",
    ),
    t(
      "audit | Check the controls before release | Compliance Officer | 2 | controls | A pre-release check of every control with its evidence.",
    ),
    t(
      "signoff | Give the compliance sign-off | Compliance Officer | 0.5 | audit | The sign-off recorded with any conditions.",
    ),
  ],
  legal: [
    t(
      "assessment | Assess the legal risks of {topic} | Legal Counsel | 2 |  | Liability, IP, consumer law and contracts that apply.",
    ),
    t(
      "terms | Draft the terms and policies | Legal Counsel | 3 | assessment | Terms of use, privacy notice changes and consent texts.",
    ),
    t(
      "contracts | Review supplier contracts | Legal Counsel | 2 | assessment | Data processing and service terms of the suppliers involved.",
    ),
    t(
      "claims | Review the marketing claims | Legal Counsel | 1 | terms | Every public claim checked against evidence and the law.",
    ),
    t(
      "legal-signoff | Give the legal sign-off for launch | Legal Counsel | 0.5 | claims,contracts | The sign-off recorded with any conditions.",
    ),
  ],
  copywriting: [
    t(
      "voice | Define the voice and key messages for {topic} | Copywriter | 1.5 |  | Message house, tone and the words to use and avoid.",
    ),
    t(
      "ui-copy | Write the product copy | Copywriter | 2 | voice | Labels, errors, empty states and onboarding texts.",
    ),
    t(
      "launch-copy | Draft the launch copy | Copywriter | 2 | voice | Announcement, e-mail, landing page and social posts.",
    ),
    t(
      "help-articles | Write the help articles | Copywriter | 2 | ui-copy | How-to articles and FAQs for the main tasks.",
    ),
    t(
      "copy-final | Finalise the copy after review | Copywriter | 1 | launch-copy,help-articles | Review comments applied and texts handed over.",
    ),
  ],
  customer_support: [
    t(
      "impact | Assess the support impact of {topic} | Support Lead | 1 |  | Expected contacts, channels and staffing.",
    ),
    t(
      "macros | Write the support macros and FAQs | Support Specialist | 2 | impact | Answers to the expected questions, with escalation paths.",
    ),
    t(
      "tooling | Set up tags and routing in the help desk | Support Lead | 1 | impact | Tags, queues and reports for the new contacts.",
    ),
    t(
      "training | Train the support team | Support Lead | 1.5 | macros,tooling | Walk-through, practice tickets and a quick reference.",
    ),
    t(
      "feedback-loop | Run the feedback loop after launch | Support Lead | 2 | training | Weekly summary of contacts and issues for the product team.",
    ),
  ],
  marketing: [
    t(
      "positioning | Position {topic} for the target audience | Product Marketing Manager | 2 |  | Audience, problem, alternatives and the promise.",
    ),
    t(
      "plan | Plan the launch campaign | Marketing Manager | 2 | positioning | Channels, budget, timing and the success measures.",
    ),
    t(
      "assets | Produce the launch assets | Marketing Designer | 4 | plan | Landing page, visuals, video and sales material.",
    ),
    t(
      "launch-comms | Send the launch communication | Marketing Manager | 1 | assets | Announcement across the planned channels on launch day.",
    ),
    t(
      "results | Report the campaign results | Marketing Manager | 1 | launch-comms | Reach, conversion and cost against the plan.",
    ),
  ],
};

/** Any other workstream (renamed or new): a sound generic sequence. */
export const GENERIC: Template[] = [
  t(
    "scope | Agree the scope of this workstream for {topic} | Workstream Lead | 1.5 |  | Goals, deliverables and what is out of scope.",
  ),
  t(
    "plan | Plan the work and owners | Workstream Lead | 1 | scope | Tasks, owners and dates agreed with the team.",
  ),
  t(
    "deliver | Deliver the main work | Specialist | 5 | plan | The deliverables of this workstream, reviewed as they land.",
  ),
  t(
    "review | Review the work with stakeholders | Workstream Lead | 1 | deliver | Feedback collected and the changes agreed.",
  ),
  t(
    "handover | Hand over and close the workstream | Workstream Lead | 1 | review | Documentation and handover to the owners.",
  ),
];

/** Cross-workstream dependencies: "workstream:key" needs "workstream:key" done first. */
export const CROSS: Array<[task: string, needs: string]> = [
  ["design:research", "product_management:brief"],
  ["design:flows", "product_management:requirements"],
  ["engg_backend:architecture", "product_management:requirements"],
  ["engg_frontend:build-ui", "design:hifi"],
  ["engg_frontend:integrate", "engg_backend:api"],
  ["design:design-qa", "engg_frontend:build-ui"],
  ["analytics:tracking-plan", "product_management:metrics"],
  ["analytics:instrument", "engg_frontend:integrate"],
  ["data_science:data-audit", "engg_backend:data-model"],
  ["compliance:obligations", "product_management:requirements"],
  ["compliance:audit", "engg_backend:security"],
  ["legal:assessment", "product_management:requirements"],
  ["legal:claims", "copywriting:launch-copy"],
  ["copywriting:copy-final", "legal:legal-signoff"],
  ["copywriting:ui-copy", "design:wireframes"],
  ["customer_support:macros", "copywriting:help-articles"],
  ["customer_support:training", "product_management:pilot"],
  ["marketing:positioning", "product_management:brief"],
  ["marketing:launch-comms", "legal:legal-signoff"],
  ["marketing:launch-comms", "compliance:signoff"],
  ["marketing:launch-comms", "copywriting:copy-final"],
  ["marketing:launch-comms", "product_management:go-no-go"],
  ["product_management:pilot", "engg_frontend:fe-release"],
  ["product_management:pilot", "engg_backend:release"],
  ["product_management:go-no-go", "customer_support:training"],
];
