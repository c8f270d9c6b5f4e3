import { useLocation, useNavigate, useSearchParams } from "react-router";

export const DETAIL_TABS = ["chat", "callouts", "planning"] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

const isTab = (value: string | null | undefined): value is DetailTab =>
  DETAIL_TABS.includes(value as DetailTab);

/**
 * The active tab: a direct route (/chat, /callouts, /planning) wins, then `?tab=`, else planning.
 * Switching keeps every other parameter (workstream, subsection) and replaces the history entry, so
 * the back button leaves the initiative rather than stepping through tabs.
 */
export function useDetailTab(initiativeId: string): [DetailTab, (tab: DetailTab) => void] {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromPath = pathname.split("/")[3];
  const fromQuery = params.get("tab");
  const tab: DetailTab = isTab(fromPath) ? fromPath : isTab(fromQuery) ? fromQuery : "planning";

  const selectTab = (next: DetailTab) => {
    const search = new URLSearchParams(params);
    search.set("tab", next);
    navigate({ pathname: `/initiative/${initiativeId}`, search: `?${search}` }, { replace: true });
  };
  return [tab, selectTab];
}
