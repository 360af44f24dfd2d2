import type { Location } from "../../../../common/contracts";
import type { ApiCall } from "../../lib/api/client";
import { useApiQuery } from "./hooks";

/**
 * The data-centre locations the Locations tab edits and the plan dialog offers (a plan is offered in some of them):
 * one query, so a location added in one shows in the other.
 */
export const locationsKey = ["locations"] as const;

const fetchLocations = async (call: ApiCall): Promise<Location[]> =>
  [...(await call("GET /api/admin/locations", { noCache: true }))].sort((a, b) => a.display_order - b.display_order || a.id - b.id);

export const useLocations = () => useApiQuery(locationsKey, fetchLocations);
