// Private mode and quota errors make web storage throw; every cache here is only an optimisation.
function storageOf(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

export function readJson<T>(kind: "localStorage" | "sessionStorage", key: string): T | null {
  const raw = storageOf(kind)?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(kind: "localStorage" | "sessionStorage", key: string, value: unknown): void {
  try {
    storageOf(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the value is simply not remembered.
  }
}

export function removeItem(kind: "localStorage" | "sessionStorage", key: string): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
