import { API_PREFIX, buildPath } from "@initiative-planner/contract/route-path";

/** Every signed-in screen asks for the user and their AI usage (the protected layout's warning). */
const SIGNED_IN_GETS = ["/user", "/user/usage"];
const INITIATIVE_PAGE = /^\/initiative\/([^/]+)(?:\/(planning|chat|callouts))?\/?$/;

/**
 * The GET calls a signed-in screen at `location` makes first, as the API client builds their URLs: the user and
 * their usage; on an initiative's page also the initiative, its workstreams and the subsections of the
 * workstream its address names. Nothing for the sign-in screens.
 */
export function firstGets(location: { pathname: string; search: string }): string[] {
  if (/^\/(login|complete-onboarding)\/?$/.test(location.pathname)) return [];
  const paths = [...SIGNED_IN_GETS];
  const params: Record<string, string> = {};
  const match = INITIATIVE_PAGE.exec(location.pathname);
  if (match) {
    try {
      params.id = decodeURIComponent(match[1]!);
    } catch {
      return paths.map((path) => API_PREFIX + path);
    }
    paths.push("/initiatives/{id}", "/initiatives/{id}/workstreams");
    const wsId = new URLSearchParams(location.search).get("workstream");
    if (wsId) {
      params.wsId = wsId;
      paths.push("/initiatives/{id}/workstreams/{wsId}/subsections");
    }
  }
  return paths.map((path) => API_PREFIX + buildPath(path, params));
}
