import { type FakeHttp, type RateLimit, startFakeHttp } from "./fake-http";
import { defaultStates, type FakeLinearWorld, handleIssueOperation, linearError } from "./fake-linear-issues";

export { linearError } from "./fake-linear-issues";

/**
 * Linear's GraphQL API as documented (linear.app/developers): `POST /graphql` with the personal API
 * key as the whole `Authorization` header; failures as GraphQL `errors` whose `extensions.type`
 * names the kind ("authentication error", "forbidden", "ratelimited"), the `X-RateLimit-Requests-*` headers.
 * Operations are answered by the operation the client sends (`query viewer`, `query teams`, and the push's
 * documents in fake-linear-issues.ts).
 */
export interface FakeLinearState {
  /** API key → the key owner's name and e-mail. */
  keys: Record<string, { name: string; email: string }>;
  teams: Array<{ id: string; key: string; name: string; issueEstimationType?: string }>;
  /** Workspace members (assignees by e-mail). */
  users?: Array<{ id: string; name: string; email: string }>;
}

export interface FakeLinear extends FakeHttp {
  state: FakeLinearState;
  world: FakeLinearWorld;
}

export const linearRateLimit = (perHour: number): RateLimit => ({
  perHour,
  refuse: (resetAt) => ({
    ...linearError(400, "ratelimited", "Rate limit exceeded"),
    headers: { "x-ratelimit-requests-reset": String(resetAt * 1000) },
  }),
  headers: (limit, remaining, resetAt) => ({
    "x-ratelimit-requests-limit": String(limit),
    "x-ratelimit-requests-remaining": String(remaining),
    "x-ratelimit-requests-reset": String(resetAt * 1000),
  }),
});

const operationOf = (query: string) => /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "";

export async function startFakeLinear(
  state: FakeLinearState,
  options: { perHour?: number } = {},
): Promise<FakeLinear> {
  const world: FakeLinearWorld = {
    teams: state.teams,
    states: state.teams.flatMap((t) => defaultStates(t.id)),
    labels: [],
    users: state.users ?? [],
    issues: [],
    relations: [],
  };
  const fake = await startFakeHttp(
    (req) => {
      if (req.method !== "POST" || req.path !== "/graphql") return { status: 404, body: "Not Found" };
      const owner = state.keys[String(req.headers.authorization ?? "")];
      if (!owner)
        return linearError(400, "authentication error", "Authentication required, not authenticated");
      const { query = "", variables = {} } = (req.body ?? {}) as {
        query?: string;
        variables?: Record<string, unknown>;
      };
      const operation = operationOf(query);
      if (operation === "viewer") {
        return {
          status: 200,
          body: { data: { viewer: { id: "user-1", name: owner.name, email: owner.email } } },
        };
      }
      if (operation === "teams") {
        const wanted = (variables.filter as { key?: { eq?: string } } | undefined)?.key?.eq;
        const nodes = state.teams.filter((t) => wanted === undefined || t.key === wanted);
        return {
          status: 200,
          body: {
            data: {
              teams: { nodes, pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null } },
            },
          },
        };
      }
      return (
        handleIssueOperation(world, operation, variables) ??
        linearError(400, "graphql error", `Unknown operation ${operation || "(none)"}`)
      );
    },
    options.perHour ? linearRateLimit(options.perHour) : undefined,
  );
  return Object.assign(fake, { state, world });
}
