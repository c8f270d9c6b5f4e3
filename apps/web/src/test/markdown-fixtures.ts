/** A small planning document touching every block kind the planner writes. Test-only. */
export const samplePlan = `# Launch plan: customer portal

The portal replaces e-mail support for **enterprise** customers. See [the brief](https://example.com/brief)
and the [internal page](/initiatives/42).

Goals
-----

1. Cut first-response time to *under 4 hours*
2. Self-service for 60% of tickets
   - password resets
   - invoice copies

- [x] Kick-off done
- [ ] Vendor chosen

## Milestones

| Milestone | Owner | Due |
|-----------|:-----:|----:|
| Design    | Ana   | 2025-03-01 |
| Build     | Ben   | 2025-05-15 |
| Launch    | Cleo  | 2025-06-30 |

## Risks

- Data migration may slip.

- Support staff need training;
  plan two sessions.

> Note: legal review is required before launch.

\`\`\`ts
const owners = ["Ana", "Ben"];

for (const owner of owners) console.log(owner);
\`\`\`

    indented code stays code

---

![Architecture](/images/architecture.png)

Done ~~later~~ now.
`;

/** Cut `text` into `count` pieces at deterministic but uneven positions. */
export function chunkText(text: string, count: number): string[] {
  const chunks: string[] = [];
  let seed = 7;
  let position = 0;
  for (let i = 0; i < count && position < text.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const remaining = count - i;
    const average = (text.length - position) / remaining;
    const size =
      i === count - 1
        ? text.length - position
        : Math.max(1, Math.round(average * (0.3 + (seed % 1000) / 700)));
    chunks.push(text.slice(position, position + size));
    position += size;
  }
  if (position < text.length) chunks.push(text.slice(position));
  return chunks;
}
