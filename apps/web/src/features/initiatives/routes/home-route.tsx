import { ComingSoon } from "@/components/coming-soon";

export function HomeRoute() {
  return <ComingSoon title="Home" />;
}
