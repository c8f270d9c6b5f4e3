import { useEffect } from "react";

/** Hiding the browser tab ends any running stream (spec section 4): nobody is watching it. */
export function useAbortWhenHidden(abort: () => void) {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") abort();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [abort]);
}
