import { ComingSoon } from "@/components/coming-soon";

export function KickoffRoute() {
  return <ComingSoon title="Initiative completed" />;
}
