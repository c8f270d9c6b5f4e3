import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The selected workstream and subsection live in the query string (spec section 2). */
export function usePlanningParams() {
  const [params, setParams] = useSearchParams();

  const selectWorkstream = useCallback(
    (id: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set("workstream", id);
        // A new workstream starts without a selection; its first subsection is picked once loaded.
        next.delete("subsection");
        return next;
      }),
    [setParams],
  );

  const selectSubsection = useCallback(
    (uid: string, options: { replace?: boolean } = {}) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set("subsection", uid);
          return next;
        },
        { replace: options.replace },
      ),
    [setParams],
  );

  return {
    workstream: params.get("workstream"),
    subsection: params.get("subsection"),
    selectWorkstream,
    selectSubsection,
  };
}
