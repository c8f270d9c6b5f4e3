import { ComingSoon } from "@/components/coming-soon";

export function ProfileRoute() {
  return <ComingSoon title="Profile" />;
}
