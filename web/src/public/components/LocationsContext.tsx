import { createContext, useContext, type ReactNode } from "react";
import type { PublicLocation } from "../../../../common/contracts";

interface PageLocations {
  /** The locations, in the administrator's order, texts in the page's language. */
  locations: readonly PublicLocation[];
  /** The visitor's chosen location (null: none, or a key no location has). */
  chosen: PublicLocation | null;
}

const LocationsContext = createContext<PageLocations>({ locations: [], chosen: null });

/** Gives every component below the page's locations and the visitor's chosen one (App sets it once). */
export function LocationsProvider({ locations, chosen, children }: { locations: readonly PublicLocation[]; chosen: string | null; children: ReactNode }) {
  const value = { locations, chosen: locations.find((location) => location.key === chosen) ?? null };
  return <LocationsContext.Provider value={value}>{children}</LocationsContext.Provider>;
}

/** The page's locations and the visitor's chosen one. */
export function useLocations(): PageLocations {
  return useContext(LocationsContext);
}
