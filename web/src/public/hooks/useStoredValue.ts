import { useCallback, useSyncExternalStore } from "react";

/**
 * A value kept in localStorage, read the way React expects browser-only state to be read: the server (and the
 * hydration pass) sees `serverValue`, the browser then shows what is stored. Writes reach every reader at once.
 * Where storage is blocked, a written value lasts for this page view.
 */
const listeners = new Set<() => void>();
const inMemory = new Map<string, string>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? inMemory.get(key) ?? null;
  } catch {
    return inMemory.get(key) ?? null;
  }
}

export function useStoredValue(key: string, serverValue: string | null): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => serverValue,
  );
  const write = useCallback(
    (next: string) => {
      inMemory.set(key, next);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        /* storage blocked: kept in memory for this page view */
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, write];
}
