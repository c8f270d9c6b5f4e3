import { ComingSoon } from "@/components/coming-soon";

export function SettingsRoute() {
  return <ComingSoon title="Settings" />;
}
