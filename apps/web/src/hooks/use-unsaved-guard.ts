import { useEffect } from "react";
import { useBlocker } from "react-router";

export const UNSAVED_QUESTION = "You have unsaved changes. Leave without saving them?";

/**
 * While `isDirty()` holds, leaving asks first: an in-app navigation (another subsection, another screen)
 * with a confirm, closing or reloading the tab with the browser's own prompt. `isDirty` is asked at the
 * moment of leaving, so an edit made a moment before counts.
 */
export function useUnsavedGuard(isDirty: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      isDirty(),
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [isDirty]);
}
