/**
 * A value kept in localStorage, shared by every enhancement that reads the same key: a write reaches every
 * subscriber at once, in this tab and (through the storage event) in the visitor's other tabs. Where storage is
 * blocked, a written value lasts for this page view.
 */
export interface StoredValue {
  read(): string | null;
  write(value: string): void;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const listeners = new Set<() => void>();
const inMemory = new Map<string, string>();

export function storedValue(key: string): StoredValue {
  return {
    read() {
      try {
        return window.localStorage.getItem(key) ?? inMemory.get(key) ?? null;
      } catch {
        return inMemory.get(key) ?? null;
      }
    },
    write(value) {
      inMemory.set(key, value);
      try {
        window.localStorage.setItem(key, value);
      } catch {
        /* storage blocked: kept in memory for this page view */
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener("storage", listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", listener);
      };
    },
  };
}
