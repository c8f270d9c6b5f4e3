import { AuthenticationLinearError, ForbiddenLinearError, LinearClient, LinearError } from "@linear/sdk";
import { CONNECT_TIMEOUT_MS, connectionRefused, unreachable } from "./connection-error";

export const LINEAR_API_URL = "https://api.linear.app/graphql";

export interface LinearSettings {
  apiUrl: string;
  teamKey: string;
}

/** The official client (decision 076). */
export function linearClient(apiUrl: string, apiKey: string): LinearClient {
  return new LinearClient({ apiKey, apiUrl, signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) });
}

/** The key owner's name, once the key works and sees the team. */
export async function testLinear(settings: LinearSettings, apiKey: string): Promise<string> {
  const client = linearClient(settings.apiUrl, apiKey);
  try {
    const viewer = await client.viewer;
    const teams = await client.teams({ filter: { key: { eq: settings.teamKey } } });
    if (teams.nodes.length === 0) {
      throw connectionRefused(
        `Linear has no team with the key ${settings.teamKey} that this API key can see.`,
      );
    }
    return viewer.name || viewer.email;
  } catch (error) {
    if (error instanceof AuthenticationLinearError) {
      throw connectionRefused("Linear refused the API key: it is wrong or revoked.");
    }
    if (error instanceof ForbiddenLinearError) {
      throw connectionRefused("This Linear API key may not read teams and issues (check its permissions).");
    }
    if (error instanceof LinearError) {
      throw connectionRefused(`Linear did not accept the request (${error.type}).`);
    }
    // The SDK lets fetch's own failure through (refused, DNS, timeout).
    if (error instanceof TypeError || (error as { name?: string }).name === "TimeoutError") {
      throw unreachable("Linear", settings.apiUrl, error);
    }
    throw error;
  }
}
