import { type BackendUser, backendUserSchema } from "@initiative-planner/contract/user";
import { readJson, removeItem, writeJson } from "@/lib/browser-storage";

export const USER_CACHE_KEY = "auth:user-data";

/** The backend user of the last login, so a reload does not log in again. */
export function readCachedUser(uid: string): BackendUser | null {
  const parsed = backendUserSchema.safeParse(readJson("localStorage", USER_CACHE_KEY));
  return parsed.success && parsed.data.id === uid ? parsed.data : null;
}

export function writeCachedUser(user: BackendUser): void {
  writeJson("localStorage", USER_CACHE_KEY, user);
}

export function clearCachedUser(): void {
  removeItem("localStorage", USER_CACHE_KEY);
}
