/**
 * Light / dark / system appearance, remembered in this browser and applied app-wide as a `dark`
 * class on <html>. Imported by main.tsx before anything renders, so the first paint already has the
 * right colours (the CSP forbids the usual inline script in index.html).
 */
export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "initiative-planner.theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";

const listeners = new Set<() => void>();
const isPreference = (value: unknown): value is ThemePreference =>
  THEME_PREFERENCES.includes(value as ThemePreference);

function darkMedia(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(DARK_QUERY)
    : null;
}

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : "system";
  } catch {
    // Storage can be blocked (privacy modes); the OS setting is the sensible fallback.
    return "system";
  }
}

export function resolveTheme(preference: ThemePreference = readThemePreference()): ResolvedTheme {
  if (preference !== "system") return preference;
  return darkMedia()?.matches ? "dark" : "light";
}

export function applyTheme(): void {
  const dark = resolveTheme() === "dark";
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

function changed() {
  applyTheme();
  for (const listener of listeners) listener();
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not remembered, but still applied for this page.
  }
  changed();
}

/** For `useSyncExternalStore`: called whenever the preference or the OS setting changes. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let started = false;

/** Applies the stored choice and follows the OS (in system mode) and other tabs live. */
export function startTheme(): void {
  if (started || typeof document === "undefined") return;
  started = true;
  applyTheme();
  darkMedia()?.addEventListener("change", changed);
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) changed();
  });
}

startTheme();
