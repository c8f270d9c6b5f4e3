import type { InitiativePage } from "@initiative-planner/contract/initiative";

/** Spec section 9: per user, page and search; 5 minutes; a new day invalidates everything. */
export const LIST_CACHE_TTL_MS = 5 * 60_000;
const PREFIX = "initiatives-list:";

interface Entry {
  version: string;
  storedAt: number;
  page: InitiativePage;
}

export interface ListCacheKey {
  userId: string;
  page: number;
  search: string;
}

/** The daily version: the local calendar date, so yesterday's pages never show today. */
export const dailyVersion = (now: number = Date.now()): string => new Date(now).toDateString();

const storageKey = ({ userId, page, search }: ListCacheKey) =>
  `${PREFIX}${encodeURIComponent(userId)}:${page}:${encodeURIComponent(search)}`;

// Private mode and quota errors make session storage throw; the cache is only an optimisation.
function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readListCache(key: ListCacheKey, now: number = Date.now()): InitiativePage | null {
  const store = storage();
  const raw = store?.getItem(storageKey(key));
  if (!store || !raw) return null;
  try {
    const entry = JSON.parse(raw) as Entry;
    const fresh = entry.version === dailyVersion(now) && now - entry.storedAt < LIST_CACHE_TTL_MS;
    if (fresh) return entry.page;
  } catch {
    // A damaged entry is treated like a missing one.
  }
  store.removeItem(storageKey(key));
  return null;
}

export function writeListCache(key: ListCacheKey, page: InitiativePage, now: number = Date.now()): void {
  const entry: Entry = { version: dailyVersion(now), storedAt: now, page };
  try {
    storage()?.setItem(storageKey(key), JSON.stringify(entry));
  } catch {
    // Full storage: the next visit simply fetches again.
  }
}

/** Drops every cached list page of every user: on create and on logout. */
export function clearInitiativeListCache(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}
