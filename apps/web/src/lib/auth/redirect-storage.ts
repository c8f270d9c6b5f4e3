import { readJson, removeItem, writeJson } from "@/lib/browser-storage";

/** Where to go after sign-in (path + query), kept for the tab only. */
export const POST_LOGIN_REDIRECT_KEY = "auth:post-login-redirect";
/** Where to go after onboarding (path + query). */
export const ONBOARDING_TARGET_KEY = "auth:onboarding-target";

// Only same-app paths: a stored "//evil.example" must never become an open redirect.
const isAppPath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\");

export function saveRoute(key: string, pathAndQuery: string): void {
  writeJson("sessionStorage", key, pathAndQuery);
}

/** Reads and clears a stored route; '/' when none (or not a path of this app). */
export function takeRoute(key: string): string {
  const value = readJson<unknown>("sessionStorage", key);
  removeItem("sessionStorage", key);
  return isAppPath(value) ? value : "/";
}
