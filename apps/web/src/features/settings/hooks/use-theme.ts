import { useSyncExternalStore } from "react";
import {
  type ResolvedTheme,
  readThemePreference,
  resolveTheme,
  subscribeTheme,
  type ThemePreference,
} from "@/lib/theme";

/** The stored appearance choice and the theme it currently resolves to, kept live. */
export function useTheme(): { preference: ThemePreference; resolved: ResolvedTheme } {
  const preference = useSyncExternalStore(subscribeTheme, readThemePreference);
  const resolved = useSyncExternalStore(subscribeTheme, () => resolveTheme(preference));
  return { preference, resolved };
}
