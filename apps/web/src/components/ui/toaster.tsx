import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

let markReady: () => void = () => {};
/** Resolves once a toaster listens: toasts sent before that would be lost. */
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Spec: toasts bottom-right, 5 s by default, each with a close button. */
export function Toaster() {
  // Effects run child first: when this one runs, Sonner has subscribed to new toasts.
  useEffect(() => markReady(), []);
  return <Sonner position="bottom-right" duration={5000} closeButton richColors />;
}
