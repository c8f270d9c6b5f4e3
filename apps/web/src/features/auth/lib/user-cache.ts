import type { BackendUser } from "@initiative-planner/contract/user";
import { readJson, removeItem, writeJson } from "@/lib/browser-storage";

export const USER_CACHE_KEY = "auth:user-data";

/**
 * The backend user of the last login, so a reload does not log in again. Only a signed-in reload reads it,
 * so its schema (and the schema library) loads here rather than with /login.
 */
export async function readCachedUser(uid: string): Promise<BackendUser | null> {
  const { backendUserSchema } = await import("@initiative-planner/contract/user");
  const parsed = backendUserSchema.safeParse(readJson("localStorage", USER_CACHE_KEY));
  return parsed.success && parsed.data.id === uid ? parsed.data : null;
}

export function writeCachedUser(user: BackendUser): void {
  writeJson("localStorage", USER_CACHE_KEY, user);
}

export function clearCachedUser(): void {
  removeItem("localStorage", USER_CACHE_KEY);
}
