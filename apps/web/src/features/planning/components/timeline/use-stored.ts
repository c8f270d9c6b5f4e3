import { useCallback, useState } from "react";

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** A choice kept in this browser (a column's width, a zoom), with its default until one is made. */
export function useStored<T extends string>(key: string, fallback: T, valid: (value: string) => value is T) {
  const [value, setValue] = useState<T>(() => {
    const stored = read(key);
    return stored !== null && valid(stored) ? stored : fallback;
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Storage may be full or blocked: the choice still holds for this visit.
      }
    },
    [key],
  );
  return [value, set] as const;
}

const isNumber = (value: string): value is `${number}` =>
  value.trim() !== "" && Number.isFinite(Number(value));

/** A number kept in this browser. */
export function useStoredNumber(key: string, fallback: number) {
  const [value, set] = useStored<`${number}`>(key, `${fallback}`, isNumber);
  return [Number(value), useCallback((next: number) => set(`${next}`), [set])] as const;
}
