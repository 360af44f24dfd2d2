import { createContext, useContext } from "react";
import type { ApiCall, ApiClient } from "../../lib/api/client";

/** The admin panel's API client (web/src/lib/api), created once per mounted panel from what the host injects. */
export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const value = useContext(ApiContext);
  if (!value) throw new Error("useApi outside ApiContext");
  return value;
}

/** The typed call function for fetchers: `fetchPlans(useCall())`. */
export function useCall(): ApiCall {
  return useApi().call;
}
