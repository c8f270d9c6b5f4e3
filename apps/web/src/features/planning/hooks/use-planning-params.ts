import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** What the main area shows instead of a subsection: the workstream's tasks or the initiative's timeline. */
export type PlanningView = "tasks" | "timeline";
const VIEWS: readonly string[] = ["tasks", "timeline"];

/** The selected workstream and subsection live in the query string (spec section 2); so does the view. */
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
          // Choosing a subsection leaves the task breakdown or timeline (the automatic pick does not).
          if (!options.replace) next.delete("view");
          return next;
        },
        { replace: options.replace },
      ),
    [setParams],
  );

  const selectView = useCallback(
    (view: PlanningView) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set("view", view);
        return next;
      }),
    [setParams],
  );

  const view = params.get("view");
  return {
    view: view !== null && VIEWS.includes(view) ? (view as PlanningView) : null,
    selectView,
    workstream: params.get("workstream"),
    subsection: params.get("subsection"),
    selectWorkstream,
    selectSubsection,
  };
}
