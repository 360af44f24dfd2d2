import { LOCATION_DEFAULTS, LOCATION_LIMITS, type Location, type LocationChange, type LocationCreate, type LocationReorder } from "../../../common/contracts";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { AlreadyExistsError, ConflictError, NotFoundError, ValidationError } from "../errors";
import type { SiteData, Store } from "../store/types";
import { assertKnownMonitors } from "./statusMonitors";

/** A 409 naming `key` when another location has it. */
function assertUniqueKey(site: SiteData, key: string, exceptId?: number): void {
  if (site.locations.some((location) => location.key === key && location.id !== exceptId)) {
    throw AlreadyExistsError(`A location with the key "${key}" already exists`, "key");
  }
}

/** The fields a request sent (a field left out keeps its value). */
function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The position after the last location. */
function endOfList(site: SiteData): number {
  return site.locations.length === 0 ? 0 : Math.max(...site.locations.map((location) => location.display_order)) + 1;
}

export async function createLocation(store: Store, input: LocationCreate): Promise<Location> {
  return store.update(["locations"], (draft) => {
    const { locations: most } = LOCATION_LIMITS;
    if (draft.locations.length >= most) throw ValidationError(`A site has at most ${most} locations: delete one first`);
    assertUniqueKey(draft, input.key);
    assertKnownMonitors(draft, input.monitors);
    const location: Location = {
      ...LOCATION_DEFAULTS,
      ...sentFields(input),
      key: input.key,
      name: input.name,
      country: input.country,
      id: store.nextId(draft, "locations"),
      monitors: [...(input.monitors ?? LOCATION_DEFAULTS.monitors)],
      display_order: input.display_order ?? endOfList(draft),
      translations: mergeTranslations({}, input.translations),
    };
    draft.locations.push(location);
    return location;
  });
}

/** Only the fields sent change; a new key moves the plans that named the old one along with it. */
export async function updateLocation(store: Store, id: number, input: LocationChange): Promise<Location> {
  return store.update(["locations", "plans"], (draft) => {
    const location = draft.locations.find((entry) => entry.id === id);
    if (!location) throw NotFoundError(`Location ${id} not found`);
    assertKnownMonitors(draft, input.monitors);
    const { translations, ...fields } = input;
    const oldKey = location.key;
    // A refusal below throws the draft away: nothing is changed then.
    Object.assign(location, sentFields(fields), { translations: mergeTranslations(location.translations, translations) });
    if (location.key !== oldKey) {
      assertUniqueKey(draft, location.key, id);
      for (const plan of draft.plans) {
        for (const offered of plan.locations) if (offered.key === oldKey) offered.key = location.key;
      }
    }
    return location;
  });
}

/** The plans that list a location, as a 409's detail names them. */
function plansIn(site: SiteData, key: string): string[] {
  return site.plans.filter((plan) => plan.locations.some((offered) => offered.key === key)).map((plan) => `"${plan.name}"`);
}

/** Refused with a 409 naming the plans while any plan lists the location. */
export async function deleteLocation(store: Store, id: number): Promise<void> {
  await store.update(["locations"], (draft) => {
    const location = draft.locations.find((entry) => entry.id === id);
    if (!location) throw NotFoundError(`Location ${id} not found`);
    const plans = plansIn(draft, location.key);
    if (plans.length > 0) {
      const names = plans.length > 1 ? `${plans.slice(0, -1).join(", ")} and ${plans.at(-1)}` : plans[0];
      throw ConflictError(
        `Cannot delete the location "${location.name}": ${plans.length === 1 ? "the plan" : "the plans"} ${names} ${plans.length === 1 ? "is" : "are"} offered there. Remove the location from ${plans.length === 1 ? "that plan" : "those plans"} first.`,
      );
    }
    draft.locations = draft.locations.filter((entry) => entry.id !== id);
  });
}

export async function reorderLocations(store: Store, order: LocationReorder): Promise<number> {
  return store.update(["locations"], (draft) => {
    const byId = new Map(draft.locations.map((location) => [location.id, location]));
    const missing = order.locations.find((entry) => !byId.has(entry.location_id));
    if (missing) throw NotFoundError(`Location ${missing.location_id} not found`);
    for (const entry of order.locations) byId.get(entry.location_id)!.display_order = entry.new_order;
    return order.locations.length;
  });
}
