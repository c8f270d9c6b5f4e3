import { Toaster as Sonner } from "sonner";

/** Spec: toasts bottom-right, 5 s by default, each with a close button. */
export function Toaster() {
  return <Sonner position="bottom-right" duration={5000} closeButton richColors />;
}
