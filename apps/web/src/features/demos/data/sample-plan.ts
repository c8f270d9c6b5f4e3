/** Sample planning markdown the demo pages stream; it exercises every construct the renderer handles. */
export const SAMPLE_PLAN_MARKDOWN = `# Launch plan: customer onboarding revamp

The goal is to cut the time from sign-up to first value from **five days** to *one day*, without adding support load.

## Goals

- Halve the drop-off between sign-up and the first completed project.
- Answer the three most common setup questions inside the product.
- Keep the support ticket volume flat while sign-ups grow by 30%.

## Steps

1. Interview eight recent sign-ups and map where they got stuck.
2. Draft a guided checklist for the first session and test it with five users.
3. Ship the checklist behind a flag to 10% of new accounts.
4. Compare activation against the control group for two weeks, then roll out.

## Risks

| Risk | Likelihood | Mitigation |
|---|---|---|
| The checklist feels like a tutorial wall | Medium | Every step can be skipped and resumed later |
| Activation data arrives late | Low | Use the daily export until the live dashboard is ready |
| Support is not briefed | Medium | Share the rollout notes a week before launch |

## Owners and milestones

- **Product:** discovery interviews and success metrics, done by week 2.
- **Design:** checklist flows and empty states, ready for testing in week 3.
- **Engineering:** flagged rollout and event tracking, live in week 5.

> Decide at the week 6 review whether to roll out to everyone or iterate once more.

\`\`\`text
activation = accounts with a completed project within 24 h / new accounts
\`\`\`

Read the research notes in the [onboarding brief](https://example.com/onboarding-brief) before the kickoff.
`;

/** A shorter subsection plan, as the Agents screen would show it. */
export const SAMPLE_SUBSECTION_MARKDOWN = `## Research plan

Understand why new teams stall in their first week, then decide what to build.

### Questions to answer

- Which setup step takes longest, and why?
- What do teams expect to see after their first project?
- Where do they look for help today?

### Method

1. Recruit **six** teams that signed up in the last month.
2. Run 45-minute interviews with a shared script.
3. Tag the notes and cluster the findings in one workshop.

### Deliverables

- A one-page summary of the top five problems.
- A ranked list of opportunities with rough effort.
`;
