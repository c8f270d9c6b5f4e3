import { useState } from "react";

/**
 * One asynchronous step of a form or dialog (suggest, add…): `pending` while it runs; a failure's message goes
 * to `onError`, which is cleared when the step starts.
 */
export function usePendingStep(onError: (message: string | null) => void) {
  const [pending, setPending] = useState(false);
  const run = async (step: () => Promise<void>) => {
    setPending(true);
    onError(null);
    try {
      await step();
    } catch (failure) {
      onError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return [pending, run] as const;
}
