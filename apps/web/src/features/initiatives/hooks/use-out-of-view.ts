import { useCallback, useState } from "react";

/**
 * A callback ref plus whether its element has left the visible area. Browsers without
 * IntersectionObserver simply never report it as out of view.
 */
export function useOutOfView<T extends Element>(): [(node: T | null) => (() => void) | undefined, boolean] {
  const [outOfView, setOutOfView] = useState(false);
  const ref = useCallback((node: T | null) => {
    if (!node || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOutOfView(!entry.isIntersecting);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, outOfView];
}
