import { useCallback, useSyncExternalStore } from "react";

/** Whether a media query matches now, following its changes (jsdom without `matchMedia`: false). */
export function useMediaQuery(query: string): boolean {
  // Stable per query: a new subscribe function each render would resubscribe on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
}
