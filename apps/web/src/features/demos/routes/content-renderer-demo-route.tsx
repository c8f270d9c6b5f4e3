import { ComingSoon } from "@/components/coming-soon";

export function ContentRendererDemoRoute() {
  return <ComingSoon title="Content renderer demo" />;
}
