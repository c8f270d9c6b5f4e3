import { ComingSoon } from "@/components/coming-soon";

export function OnboardingRoute() {
  return <ComingSoon title="Welcome" />;
}
