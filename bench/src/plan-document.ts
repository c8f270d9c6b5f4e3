// A deterministic planning document shaped like what the planner writes: headings, prose, nested
// lists, task lists, tables and fenced code. The same input every run keeps results comparable.

const owners = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana"];
const verbs = ["Define", "Prototype", "Validate", "Migrate", "Document", "Roll out", "Measure", "Review"];
const topics = ["billing", "onboarding", "search", "notifications", "reporting", "permissions", "exports"];

function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length]!;
}

function section(n: number): string {
  const topic = pick(topics, n);
  const owner = pick(owners, n);
  const rows = Array.from({ length: 6 }, (_, i) => {
    const month = String(((n + i) % 12) + 1).padStart(2, "0");
    return `| ${pick(verbs, n + i)} ${topic} | ${pick(owners, n + i + 1)} | 2025-${month}-15 | ${(i * 7 + n) % 100}% |`;
  });
  return `## Workstream ${n + 1}: ${topic} improvements

The **${topic}** workstream, owned by ${owner}, reduces support load and makes the ${topic} flow
easier for *new customers*. It depends on workstream ${n === 0 ? 1 : n} and on the platform team. See
[the research notes](https://example.com/research/${topic}) and the \`${topic}-service\` runbook.

### Goals

1. ${pick(verbs, n)} the current ${topic} flow with five customers
2. Ship the first version behind a flag
   - measure completion rate weekly
   - keep p95 latency under 300 ms
3. Remove the legacy ${topic} endpoints

### Milestones

| Step | Owner | Due | Progress |
|------|:-----:|-----|---------:|
${rows.join("\n")}

### Implementation sketch

\`\`\`ts
export async function migrate${n}(batch: string[]): Promise<number> {
  let done = 0;
  for (const id of batch) {
    await queue.push({ id, topic: "${topic}" });
    done += 1;
  }
  return done;
}
\`\`\`

### Risks

- Data quality in the ${topic} tables is unknown.
  - Mitigation: run the audit script first.
- The vendor API rate limit may slow the rollout.

- [x] Kick-off with ${owner}
- [ ] Sign-off from legal

> ${owner}: decisions for this workstream are recorded in the decision log.

`;
}

/** About `targetBytes` of markdown, always ending on a complete section. */
export function planDocument(targetBytes = 30_000): string {
  let text =
    "# Initiative plan: customer platform 2025\n\nThis plan breaks the initiative into workstreams.\n\n";
  for (let n = 0; text.length < targetBytes; n++) text += section(n);
  return text;
}

/** `count` consecutive slices of nearly equal size. */
export function splitIntoChunks(text: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    text.slice(Math.floor((i * text.length) / count), Math.floor(((i + 1) * text.length) / count)),
  );
}
