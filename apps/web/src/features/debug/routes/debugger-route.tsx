import { ComingSoon } from "@/components/coming-soon";

export function DebuggerRoute() {
  return <ComingSoon title="Debugger" />;
}
