import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";
import { nextTask } from "./when-idle";

let config: ReturnType<typeof getDefaultConfig> | undefined;
/** tailwind-merge's `twMerge`, with a configuration {@link prepareClassMerge} may have built already. */
const twMerge = createTailwindMerge(() => config ?? getDefaultConfig());

/** Joins class names and lets later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's tables ahead of the first {@link cn}, in two tasks of their own: its first call builds
 * the configuration and then the class map, ~60 ms at once on a phone, in the middle of the first render
 * (decision 177). Without it, the first `cn` builds them as before.
 */
export async function prepareClassMerge(): Promise<void> {
  await nextTask();
  config ??= getDefaultConfig();
  await nextTask();
  twMerge("");
}
