import { ComingSoon } from "@/components/coming-soon";

export function InitiativesListRoute() {
  return <ComingSoon title="Your Initiatives" />;
}
