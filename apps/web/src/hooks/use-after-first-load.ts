import { useIsFetching } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { whenIdleAfterPaint } from "@/lib/when-idle";

/**
 * False until the page's first requests have all been answered and what they brought has been painted; true from
 * then on. A panel that is not what the visitor came for (an initiative's documents, its AI usage) asks for its
 * data then, rather than beside the screen's own: a browser talking HTTP/1.1 has six connections to the server,
 * the live-event stream holds one, and a seventh request waits for a free one (decision 053).
 */
export function useAfterFirstLoad(): boolean {
  const loading = useIsFetching() > 0;
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || loading) return;
    return whenIdleAfterPaint(() => setDone(true), 1_000);
  }, [done, loading]);
  return done;
}
