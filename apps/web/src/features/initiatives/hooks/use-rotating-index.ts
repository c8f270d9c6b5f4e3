import { useEffect, useState } from "react";

/** Steps 0, 1, … length-1, 0 … every `intervalMs`, starting at 0 when the component mounts. */
export function useRotatingIndex(length: number, intervalMs = 2_000): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return length > 0 ? tick % length : 0;
}
