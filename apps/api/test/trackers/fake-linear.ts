import { type FakeHttp, type Reply, startFakeHttp } from "./fake-http";

/**
 * Linear's GraphQL API as documented (linear.app/developers): `POST /graphql` with the personal API
 * key as the whole `Authorization` header; failures as GraphQL `errors` whose `extensions.type`
 * names the kind ("authentication error", "forbidden", "ratelimited"). Operations are answered by
 * the operation the SDK sends (`query viewer`, `query teams`).
 */
export interface FakeLinearState {
  /** API key → the key owner's name and e-mail. */
  keys: Record<string, { name: string; email: string }>;
  teams: Array<{ id: string; key: string; name: string }>;
}

export interface FakeLinear extends FakeHttp {
  state: FakeLinearState;
}

export const linearError = (status: number, type: string, message: string): Reply => ({
  status,
  body: { errors: [{ message, extensions: { type, userPresentableMessage: message } }] },
});

const operationOf = (query: string) => /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "";

export async function startFakeLinear(state: FakeLinearState): Promise<FakeLinear> {
  const fake = await startFakeHttp((req) => {
    if (req.method !== "POST" || req.path !== "/graphql") return { status: 404, body: "Not Found" };
    const owner = state.keys[String(req.headers.authorization ?? "")];
    if (!owner) return linearError(400, "authentication error", "Authentication required, not authenticated");
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
    return linearError(400, "graphql error", `Unknown operation ${operation || "(none)"}`);
  });
  return Object.assign(fake, { state });
}
