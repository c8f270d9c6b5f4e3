import type { ExternalToast } from "sonner";
import { requestToaster } from "./toaster-slot";

type Kind = "success" | "error" | "info" | "warning";
type Show = (message: string, data?: ExternalToast) => void;

let sonner: Promise<typeof import("sonner")> | undefined;

/** Sonner and the page's toaster, once: a toast sent before the toaster listens would be lost. */
function loadSonner() {
  requestToaster();
  sonner ??= Promise.all([import("sonner"), import("./toaster")]).then(async ([module, { toasterReady }]) => {
    await toasterReady;
    return module;
  });
  return sonner;
}

const send =
  (kind?: Kind): Show =>
  (message, data) =>
    void loadSonner().then(({ toast }) => (kind ? toast[kind](message, data) : toast(message, data)));

/**
 * Sonner's `toast` without sonner in the screens' first download (~9 KiB brotli): a toast loads it, and the
 * toaster, when it is first asked for, and shows once the toaster listens (decision 054).
 */
export const toast: Show & Record<Kind, Show> = Object.assign(send(), {
  success: send("success"),
  error: send("error"),
  info: send("info"),
  warning: send("warning"),
});

/** From now on sonner is (being) loaded: the data layout warms it once its screen has loaded and painted. */
export const preloadToaster = () => void loadSonner();
