import { useCallback, useEffect, useState } from "react";
import { useAdmin } from "../app/context";

/** Loads data on mount and on every Refresh Data; answers the value, loading flag, error and a reload. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []) {
  const { refreshKey } = useAdmin();
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setValue(await run());
      setError(null);
    } catch (caught) {
      console.error(caught);
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [run]);

  useEffect(() => {
    void reload();
  }, [reload, refreshKey]);

  return { value, setValue, error, loading, reload };
}
