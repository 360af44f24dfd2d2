import { LOCATION_LIMITS, type Location, type LocationChange, type LocationCreate, type LocationReorder } from "../../../common/contracts";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { AlreadyExistsError, ConflictError, NotFoundError, ValidationError } from "../errors";
import type { SiteData, Store } from "../store/types";

/** A new location's optional fields: no test, no looking glass, no test addresses, no monitors, order value = key. */
const LOCATION_DEFAULTS = {
  city: "",
  latency_url: "",
  looking_glass_url: "",
  test_ipv4: "",
  test_ipv6: "",
  monitors: [] as number[],
  order_value: "",
} as const;

/** A 409 naming `key` when another location has it. */
function assertUniqueKey(site: SiteData, key: string, exceptId?: number): void {
  if (site.locations.some((location) => location.key === key && location.id !== exceptId)) {
    throw AlreadyExistsError(`A location with the key "${key}" already exists`, "key");
  }
}

/** A 400 naming the first monitor id the status monitor never reported. */
function checkMonitors(site: SiteData, monitors: readonly number[] | undefined): void {
  if (!monitors) return;
  const known = new Set(site.status_monitors.map((monitor) => monitor.id));
  const index = monitors.findIndex((id) => !known.has(id));
  if (index < 0) return;
  const issue = { field: `monitors.${index}`, message: `no monitor with id ${monitors[index]} is known`, code: "not_found" as const };
  throw ValidationError(`${issue.field}: ${issue.message}`, [issue]);
}

/** The position after the last location. */
function endOfList(site: SiteData): number {
  return site.locations.length === 0 ? 0 : Math.max(...site.locations.map((location) => location.display_order)) + 1;
}

export async function createLocation(store: Store, input: LocationCreate): Promise<Location> {
  return store.update(["locations"], (draft) => {
    if (draft.locations.length >= LOCATION_LIMITS.locations) {
      throw ValidationError(`A site has at most ${LOCATION_LIMITS.locations} locations: delete one first`);
    }
    assertUniqueKey(draft, input.key);
    checkMonitors(draft, input.monitors);
    const location: Location = {
      id: store.nextId(draft, "locations"),
      key: input.key,
      name: input.name,
      city: input.city ?? LOCATION_DEFAULTS.city,
      country: input.country,
      latency_url: input.latency_url ?? LOCATION_DEFAULTS.latency_url,
      looking_glass_url: input.looking_glass_url ?? LOCATION_DEFAULTS.looking_glass_url,
      test_ipv4: input.test_ipv4 ?? LOCATION_DEFAULTS.test_ipv4,
      test_ipv6: input.test_ipv6 ?? LOCATION_DEFAULTS.test_ipv6,
      monitors: [...(input.monitors ?? LOCATION_DEFAULTS.monitors)],
      order_value: input.order_value ?? LOCATION_DEFAULTS.order_value,
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
    const index = draft.locations.findIndex((location) => location.id === id);
    if (index === -1) throw NotFoundError(`Location ${id} not found`);
    const current = draft.locations[index];
    checkMonitors(draft, input.monitors);
    const { translations, ...fields } = input;
    const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Location>;
    const updated: Location = { ...current, ...sent, id, translations: mergeTranslations(current.translations, translations) };
    if (updated.key !== current.key) {
      assertUniqueKey(draft, updated.key, id);
      for (const plan of draft.plans) {
        for (const offered of plan.locations) if (offered.key === current.key) offered.key = updated.key;
      }
    }
    draft.locations[index] = updated;
    return updated;
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
