import { useEffect, useState } from "react";

/** The current time, updated every `intervalMs`, so what depends on it (a scheduled code, a maintenance window) changes on screen without a reload. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
