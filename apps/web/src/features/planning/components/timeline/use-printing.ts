import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * True while the page is being printed: the timeline then writes every row, not only those in view, so that a
 * printed timeline is the whole plan. The rows are written before the browser takes its print snapshot.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  return printing;
}
