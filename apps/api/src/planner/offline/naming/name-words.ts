/**
 * Word lists for naming an initiative offline. A purpose verb ("modernise the billing system")
 * becomes a noun after the object ("Billing System Modernisation"). "create" verbs name a new
 * thing, so the thing alone is the name ("launch a loyalty program" → "Loyalty Program"); their
 * noun is only added when the object is a single word ("Dashboard Build").
 */
export interface PurposeVerb {
  noun: string;
  kind: "create" | "change";
  /** A particle that belongs to the verb ("roll out", "set up"), skipped before the object. */
  particle?: string;
}

const create = (noun: string, particle?: string): PurposeVerb => ({ noun, kind: "create", particle });
const change = (noun: string, particle?: string): PurposeVerb => ({ noun, kind: "change", particle });

/** A word list written as one space-separated string. */
const wordSet = (words: string) => new Set(words.split(" "));

export const PURPOSE_VERBS: Record<string, PurposeVerb> = {
  launch: create("Launch"),
  build: create("Build"),
  create: create("Launch"),
  develop: create("Development"),
  design: create("Design"),
  make: create("Launch"),
  introduce: create("Launch"),
  implement: change("Rollout"),
  deploy: change("Rollout"),
  roll: change("Rollout", "out"),
  set: create("Setup", "up"),
  establish: create("Setup"),
  start: create("Launch"),
  open: change("Opening", "up"),
  add: create("Rollout"),
  plan: create("Plan"),
  run: create("Programme"),
  organise: create("Programme"),
  organize: create("Program"),
  host: create("Programme"),
  pilot: change("Pilot"),
  offer: create("Launch"),
  provide: create("Launch"),
  modernise: change("Modernisation"),
  modernize: change("Modernization"),
  improve: change("Improvement"),
  enhance: change("Enhancement"),
  upgrade: change("Upgrade"),
  migrate: change("Migration"),
  automate: change("Automation"),
  redesign: change("Redesign"),
  rebuild: change("Rebuild"),
  replace: change("Replacement"),
  optimise: change("Optimisation"),
  optimize: change("Optimization"),
  streamline: change("Streamlining"),
  overhaul: change("Overhaul"),
  revamp: change("Revamp"),
  refresh: change("Refresh"),
  consolidate: change("Consolidation"),
  expand: change("Expansion"),
  extend: change("Extension"),
  reduce: change("Reduction"),
  cut: change("Reduction"),
  lower: change("Reduction"),
  increase: change("Growth"),
  grow: change("Growth"),
  boost: change("Boost"),
  digitise: change("Digitisation"),
  digitize: change("Digitization"),
  standardise: change("Standardisation"),
  standardize: change("Standardization"),
  centralise: change("Centralisation"),
  centralize: change("Centralization"),
  simplify: change("Simplification"),
  integrate: change("Integration"),
  localise: change("Localisation"),
  localize: change("Localization"),
  translate: change("Translation"),
  scale: change("Scale-Up", "up"),
  refactor: change("Refactor"),
  retire: change("Retirement"),
  decommission: change("Decommissioning"),
  outsource: change("Outsourcing"),
  secure: change("Security"),
  audit: change("Audit"),
  personalise: change("Personalisation"),
  personalize: change("Personalization"),
  transform: change("Transformation"),
  unify: change("Unification"),
  update: change("Update"),
  rebrand: change("Rebrand"),
  relaunch: change("Relaunch"),
  restructure: change("Restructuring"),
  review: change("Review"),
  track: change("Tracking"),
  measure: change("Measurement"),
  monitor: change("Monitoring"),
  train: change("Training"),
  speed: change("Speed-Up", "up"),
  bring: create("Launch", "in"),
  move: change("Migration"),
  sponsor: change("Sponsorship"),
  clean: change("Clean-Up", "up"),
  classify: change("Classification"),
  trademark: change("Trademark Filing"),
  write: create("Writing"),
  lend: change("Lending"),
  acquire: change("Acquisition"),
  switch: change("Switch"),
  turn: change("Conversion"),
  convert: change("Conversion"),
  merge: change("Merger"),
};

/** Verbs whose object becomes a name part before their noun ("to detect defects" → "Defect Detection"). */
export const VERB_NOUNS: Record<string, string> = {
  book: "Booking",
  lend: "Lending",
  borrow: "Borrowing",
  track: "Tracking",
  order: "Ordering",
  share: "Sharing",
  manage: "Management",
  plan: "Planning",
  approve: "Approval",
  detect: "Detection",
  predict: "Prediction",
  classify: "Classification",
  report: "Reporting",
  schedule: "Scheduling",
  learn: "Learning",
  rent: "Rental",
  swap: "Swapping",
  pay: "Payment",
  reserve: "Reservation",
  hire: "Hiring",
  recruit: "Recruitment",
  monitor: "Monitoring",
  measure: "Measurement",
  compare: "Comparison",
  collect: "Collection",
  donate: "Donation",
  promote: "Promotion",
  translate: "Translation",
  process: "Processing",
  coordinate: "Coordination",
  forecast: "Forecasting",
  recommend: "Recommendation",
  match: "Matching",
  sell: "Sales",
  buy: "Buying",
  adopt: "Adoption",
};

/** "booking", "books", "book" → "Booking"; "scheduling" → "Scheduling". */
export function verbNounOf(word: string): string | undefined {
  const w = word.toLowerCase();
  const candidates = [w, w.replace(/ing$/, ""), w.replace(/ing$/, "e"), w.replace(/s$/, "")];
  const base = candidates.find((c) => VERB_NOUNS[c]);
  return base ? VERB_NOUNS[base] : undefined;
}

/** Verbs that say the subject is wanted, not built: "our food bank wants a volunteer app". */
export const WANT_VERBS = wordSet("want wants wanted need needs needed would-like requires require");

/** "become GDPR and SOC 2 compliant" → "GDPR and SOC 2 Compliance". */
export const ADJECTIVE_NOUNS: Record<string, string> = {
  compliant: "Compliance",
  certified: "Certification",
  ready: "Readiness",
  accessible: "Accessibility",
};

/** Heads that name a thing built or run; they take their purpose or context ("Yoga Class Booking App"). */
export const ARTIFACT_HEADS = wordSet(
  "app apps tool tools portal platform website site system software dashboard bot chatbot kiosk campaign programme program process survey report series playbook guide service hub marketplace",
);

/** Heads naming a technique; its purpose follows it ("Computer Vision Defect Detection"). */
export const TECHNIQUE_HEADS = wordSet("vision learning model models ai ml automation ocr analytics");

/** Modifiers that say nothing once a purpose is known ("mobile app for booking …" → "… Booking App"). */
export const GENERIC_MODIFIERS = wordSet("mobile web internal online digital simple small");

/** "a line of snacks": the snacks are the subject, not the line. */
export const CONTAINER_WORDS = wordSet("line range set series group kind type collection selection");

/** "modernising", "builds", "migrated", "built" → the base form in PURPOSE_VERBS, if any. */
export function purposeVerbOf(word: string): string | undefined {
  const w = word.toLowerCase();
  if (PURPOSE_VERBS[w]) return w;
  const irregular: Record<string, string> = { built: "build", made: "make", ran: "run", grew: "grow" };
  if (irregular[w]) return irregular[w];
  const candidates = [
    w.replace(/ies$/, "y"),
    w.replace(/ied$/, "y"),
    w.replace(/e?s$/, ""),
    w.replace(/d$/, ""),
    w.replace(/ed$/, ""),
    w.replace(/ing$/, ""),
    w.replace(/ing$/, "e"),
    // doubled final consonant: "planning" → "plan", "scrapped" → "scrap"
    w.replace(/([bdglmnprt])\1(?:ing|ed)$/, "$1"),
  ];
  return candidates.find((c) => c !== w && PURPOSE_VERBS[c]);
}

/** Words that open a noun phrase without belonging to the name. */
export const DETERMINERS = wordSet(
  "a an the our my your their its his her this that these those some all any every each new brand-new whole entire existing current proper better",
);

/**
 * Words that end a noun phrase: prepositions, conjunctions, pronouns and auxiliaries, and the finite
 * verbs and adverbs of a statement ("Ticketing for the folk festival keeps crashing" → "Folk Festival
 * Ticketing", not "Folk Festival Keeps Crashing"; decision 188).
 */
export const PHRASE_BREAKERS = new Set(
  `for with in into to and or but so that which who whom whose where when while by on at of from across
  using via through within without so as than then is are was were be been being will would should
  can could must may might we us you they it them he she i me this these those there here also just
  very really more most less not no nor if because about over under between after before during
  per like such other others out among amongst based covering including involving featuring onto toward towards inside along alongside against near around since until twice once weekly monthly daily yearly annually quarterly today tomorrow now
  right
  has have had takes keeps costs loses stopped stops gets goes comes arrives sits hits dropped fell rose
  grew doubled tripled crashed crashes currently still already often always never usually mostly regularly constantly`.split(
    /\s+/,
  ),
);

/** Group words dropped from the end of a context ("coffee shop chain" → "coffee shop"). */
export const GROUP_WORDS = wordSet(
  "chain chains company companies business group groups network networks team teams department departments organisation organization division unit site sites authority authorities line lines fleet",
);

/** People the initiative serves; a "for …" context made of them is an audience, not a name part. */
export const AUDIENCE_WORDS = wordSet(
  "customer customers user users client clients member members employee employees staff people person shopper shoppers guest guests visitor visitors patient patients student students businesses teams partners reseller resellers distributor distributors supplier suppliers vendor vendors driver drivers families kids children parents teachers doctors nurses fans readers subscribers hire hires recruits starters joiners colleagues managers merchants adults agencies leaders engineers residents citizens volunteers tutors tenants attendees delegates exhibitors passengers pupils learners donors givers applicants candidates buyers travellers workers carers pharmacists agents riders owners homeowners consumers investors players coaches therapists technicians operators cashiers pickers contractors freelancers retailers farmers sellers",
);

/** Words that cannot name an initiative on their own. */
export const GENERIC_WORDS = wordSet(
  "number thing things stuff item items part parts step steps phase phases version idea ideas initiative initiatives project projects system solution tool app feature features way process",
);

/** Acronyms people often type in lower case. */
export const ACRONYMS = wordSet(
  "ai api apis b2b b2c crm erp hr ui ux seo sem sms kpi kpis saas iot ml qa sla sso gdpr pos ar vr llm etl bi cms cdn csv pdf sdk esg okr okrs",
);

/** Brand casing that Title Case would break. */
export const SPECIAL_CASING: Record<string, string> = {
  ios: "iOS",
  iphone: "iPhone",
  ipad: "iPad",
  macos: "macOS",
  ecommerce: "eCommerce",
};

/** Words that may stand right before a purpose verb used as a verb ("we want to build …"). */
export const VERB_OPENERS = wordSet(
  "to we i you they let's lets please will shall should must can could would and also then are is am was were we're we'll we've we'd i've i'd i'm i'll",
);

/** Lower-case "small words" inside a Title Case name, in the languages the key phrases know. */
export const SMALL_WORDS = wordSet(
  "a an and as at by for in of on or the to de du des la le les et da di del y für und von zu",
);
