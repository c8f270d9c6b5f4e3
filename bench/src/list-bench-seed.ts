// Seed data for the list benchmark: users and initiatives with varied, realistic text, generated
// inside the database (INSERT … SELECT over generate_series) so 100,000 rows take seconds.

export interface SeedPlan {
  users: number;
  initiatives: number;
  /** Initiatives owned by the heavy user (bench-user-1); the rest spread over the other users. */
  heavyOwner: number;
}

export const HEAVY_USER_ID = "bench-user-1";

const list = (text: string) => text.split("|");

// Vocabulary, "|"-separated so the lists stay compact.
const words = {
  verb: list(
    "Launch|Redesign|Migrate|Automate|Expand|Consolidate|Modernise|Pilot|Standardise|Scale|" +
      "Overhaul|Introduce|Streamline|Rebuild|Localise|Harden|Retire|Integrate|Measure|Simplify",
  ),
  adjective: list(
    "self-service|regional|real-time|mobile|enterprise|partner|subscription|multi-currency|" +
      "accessible|low-latency|privacy-first|usage-based|omnichannel|predictive|serverless|" +
      "carbon-aware|offline-ready|zero-downtime|compliant|unified|tiered|seasonal|wholesale|" +
      "loyalty|internal",
  ),
  noun: list(
    "onboarding flow|billing platform|checkout|data warehouse|support desk|pricing model|" +
      "search service|mobile app|reporting suite|identity service|referral programme|" +
      "design system|analytics pipeline|help centre|warehouse network|fraud screening|" +
      "recruiting process|vendor portal|release process|content calendar|returns process|" +
      "payroll integration|API gateway|customer portal|notification service|inventory sync|" +
      "feature flags|test automation|brand refresh|sales playbook|incident response|" +
      "knowledge base|survey programme|partner directory|marketplace|shipping rates|tax engine|" +
      "booking system|telemetry stack|loyalty scheme",
  ),
  audience: list(
    "small businesses|enterprise admins|first-time buyers|field technicians|finance teams|" +
      "clinicians|students|franchise owners|warehouse staff|developers|support agents|" +
      "travellers|landlords|freelancers|nonprofits|pharmacists|restaurant owners|fleet managers|" +
      "teachers|event organisers",
  ),
  outcome: list(
    "get value in their first week|pay without friction|find answers themselves|" +
      "trust our numbers|switch from spreadsheets|renew without a call|work offline|" +
      "see costs before committing|resolve issues in one contact|invite their whole team|" +
      "comply with new regulation|recover from outages quickly|compare plans side by side|" +
      "book in under a minute|export their data|track deliveries live|budget with confidence|" +
      "hear about changes early|share reports safely|onboard new hires faster",
  ),
  domain: list(
    "Kubernetes|Postgres|Snowflake|Salesforce|HubSpot|Stripe|Shopify|Zendesk|Segment|Looker|" +
      "Figma|Jira|Twilio|SAP|Workday|NetSuite|Okta|Datadog|Braze|Contentful|Algolia|Terraform|" +
      "Kafka|Airflow|dbt|Mixpanel|Intercom|Marketo|Greenhouse|Gusto",
  ),
  city: list(
    "Lisbon|Nairobi|Oslo|Austin|Jakarta|Bogota|Krakow|Osaka|Dublin|Toronto|Lagos|Melbourne|" +
      "Seville|Tallinn|Montreal|Reykjavik|Santiago|Pune|Cape Town|Helsinki|Lyon|Denver|Manila|" +
      "Porto|Zurich|Accra|Hanoi|Quito|Vilnius|Auckland|Bilbao|Leeds|Cebu|Dakar|Tbilisi|Riga|" +
      "Valencia|Monterrey|Kyoto|Gdansk",
  ),
  team: list(
    "platform|growth|payments|data|mobile|design|security|finance|legal|support|marketing|" +
      "operations|sales|people|infrastructure",
  ),
  risk: list(
    "vendor lock-in|data migration errors|low adoption|regulatory review delays|hiring gaps|" +
      "unclear ownership|legacy integrations|seasonal traffic peaks|budget overrun|" +
      "translation quality|partner readiness|security review findings|scope creep|" +
      "model accuracy|support load during rollout",
  ),
  codename: list(
    "Aurora|Basalt|Cobalt|Dune|Ember|Fjord|Glacier|Harbor|Iris|Juniper|Kestrel|Lantern|" +
      "Meridian|Nimbus|Obsidian|Pioneer|Quartz|Raven|Sequoia|Tundra|Umbra|Vertex|Willow|Xenon|" +
      "Yarrow|Zephyr|Atlas|Beacon|Cinder|Delta|Echo|Falcon|Granite|Helix|Indigo|Jade|Kodiak|" +
      "Lumen|Mosaic|Nova|Onyx|Prism|Quasar|Ridge|Sierra|Tidal|Ultra|Velvet|Wren|Yukon",
  ),
  first: list(
    "Ada|Grace|Linus|Margaret|Alan|Barbara|Ken|Radia|Dennis|Frances|Tim|Hedy|Edsger|Katherine|" +
      "John|Joan|Guido|Anita|Bjarne|Sophie",
  ),
  last: list(
    "Lovelace|Hopper|Torvalds|Hamilton|Turing|Liskov|Thompson|Perlman|Ritchie|Allen|" +
      "Berners-Lee|Lamarr|Dijkstra|Johnson|McCarthy|Clarke|Rossum|Borg|Stroustrup|Wilson",
  ),
};

function pick(list: string[]): string {
  const literal = list.map((w) => `'${w.replaceAll("'", "''")}'`).join(",");
  return `(array[${literal}])[1 + floor(random() * ${list.length})::int]`;
}

/** The statements that fill an empty, migrated database. */
export function seedStatements(plan: SeedPlan): string[] {
  const others = plan.users - 1;
  const w = words;
  return [
    "select setseed(0.42)",
    `insert into users (id, email, name, auth_provider)
     select 'bench-user-' || g, 'bench' || g || '@example.com', ${pick(w.first)} || ' ' || ${pick(w.last)}, 'google.com'
     from generate_series(1, ${plan.users}) g`,
    `insert into initiatives (owner_id, name, description, date_due_completion, priority, status, progress,
       created_at, updated_at)
     select owner, name, description, created + interval '90 days', priority, 'WORKSTREAM_CREATED',
       floor(random() * 101)::int, created, created
     from (
       select
         case when g <= ${plan.heavyOwner} then '${HEAVY_USER_ID}'
              else 'bench-user-' || (2 + (g % ${others})) end as owner,
         ${pick(w.verb)} || ' the ' || ${pick(w.adjective)} || ' ' || ${pick(w.noun)} as name,
         'We want ' || ${pick(w.audience)} || ' to ' || ${pick(w.outcome)} || '. '
           || ${pick(w.verb)} || ' our ' || ${pick(w.noun)} || ' on ' || ${pick(w.domain)}
           || ', starting in ' || ${pick(w.city)} || ' with the ' || ${pick(w.team)} || ' team. '
           || 'Main risk: ' || ${pick(w.risk)} || '; we will watch ' || ${pick(w.risk)} || ' too. '
           || 'Project ' || ${pick(w.codename)} || ' ' || (g % 997) || '.' as description,
         (array['HIGH','MEDIUM','LOW'])[1 + floor(random() * 3)::int] as priority,
         now() - (${plan.initiatives} - g) * interval '5 minutes' - random() * interval '4 minutes' as created
       from generate_series(1, ${plan.initiatives}) g
     ) seed`,
    `insert into initiative_members (initiative_id, user_id, role, initiative_created_at)
     select id, owner_id, 'owner', created_at from initiatives`,
    // About one initiative in five is shared with another user, as collaboration would.
    `insert into initiative_members (initiative_id, user_id, role, initiative_created_at)
     select id, 'bench-user-' || (2 + (abs(hashtext(id::text)) % ${others})), 'editor', created_at
     from initiatives
     where random() < 0.2 and owner_id <> 'bench-user-' || (2 + (abs(hashtext(id::text)) % ${others}))`,
  ];
}
