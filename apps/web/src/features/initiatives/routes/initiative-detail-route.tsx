import { useLocation, useParams, useSearchParams } from "react-router";
import { ComingSoon } from "@/components/coming-soon";

const TABS = ["chat", "callouts", "planning"] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null | undefined): value is Tab => TABS.includes(value as Tab);

/** Serves /initiative/:id and its direct tab routes /chat, /callouts and /planning. */
export function InitiativeDetailRoute() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const fromPath = pathname.split("/")[3];
  const fromQuery = searchParams.get("tab");
  const tab: Tab = isTab(fromPath) ? fromPath : isTab(fromQuery) ? fromQuery : "planning";
  return (
    <div data-initiative-id={id} data-tab={tab}>
      <ComingSoon title="Initiative" />
    </div>
  );
}
