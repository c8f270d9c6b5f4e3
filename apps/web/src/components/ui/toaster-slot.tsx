import { lazy, Suspense, useSyncExternalStore } from "react";

// The toaster (sonner) is not part of /login's first download: it loads once a screen that toasts is open,
// or when a toast is asked for from anywhere else (showToast).
const LazyToaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** From now on the page keeps a toaster (the data layout asks for it when it mounts). */
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

/** A toast from code that does not load the toaster itself (the sign-out notice shown on /login). */
export async function showToast(message: string, options: { description?: string } = {}): Promise<void> {
  requestToaster();
  const [{ toast }, { toasterReady }] = await Promise.all([import("sonner"), import("./toaster")]);
  await toasterReady;
  toast(message, options);
}
