import { useState } from "react";
import type { DemoImprovementResult } from "../components/demo-improvement";
import { demoImprove } from "../lib/demo-improve";

/** A short pause so the dialog shows 'Improving...' as it would while the planner streams. */
const DEMO_IMPROVE_DELAY_MS = 400;

interface ImproveTarget {
  text: string;
  rect: DOMRect | null;
}

/** Selection → Improve dialog → local demo transformation. */
export function useDemoImprove() {
  const [target, setTarget] = useState<ImproveTarget | null>(null);
  const [result, setResult] = useState<DemoImprovementResult | null>(null);

  const submit = async (instruction: string) => {
    if (!target) return;
    await new Promise((resolve) => window.setTimeout(resolve, DEMO_IMPROVE_DELAY_MS));
    setResult({ instruction, original: target.text, improved: demoImprove(target.text, instruction) });
  };

  return {
    target,
    result,
    open: (text: string, rect: DOMRect | null) => setTarget({ text, rect }),
    close: () => setTarget(null),
    submit,
  };
}
