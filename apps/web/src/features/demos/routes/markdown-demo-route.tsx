import { ComingSoon } from "@/components/coming-soon";

export function MarkdownDemoRoute() {
  return <ComingSoon title="Markdown demo" />;
}
