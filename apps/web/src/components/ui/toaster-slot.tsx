import { lazy, Suspense, useSyncExternalStore } from "react";

// The toaster (sonner) is in no screen's first download: it loads with the first toast (./toast.ts), or once a
// data screen has loaded and painted.
const LazyToaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** From now on the page keeps a toaster (./toast.ts asks for it). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The page's one toaster, mounted once it is wanted. */
export function ToasterSlot() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return on ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
