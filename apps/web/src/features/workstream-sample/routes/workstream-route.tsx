import { ComingSoon } from "@/components/coming-soon";

export function WorkstreamRoute() {
  return <ComingSoon title="Workstream" />;
}
