import { locationsApi, type Location, type LocationChange } from "../../../../../common/contracts";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { withTranslatedFields } from "../../lib/translations";

/** The location dialog's fields (translations are kept beside them). */
export interface LocationForm {
  key: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2, "" until one is chosen. */
  country: string;
  latency_url: string;
  looking_glass_url: string;
  test_ipv4: string;
  test_ipv6: string;
  monitors: number[];
  order_value: string;
}

/** The dialog's texts: every field but the monitors. */
const TEXT_KEYS = ["key", "name", "city", "country", "latency_url", "looking_glass_url", "test_ipv4", "test_ipv6", "order_value"] as const;
type TextKey = (typeof TEXT_KEYS)[number];
const texts = (value: (key: TextKey) => string) => Object.fromEntries(TEXT_KEYS.map((key) => [key, value(key)])) as Record<TextKey, string>;

/** A location (or a new one: every text empty, no monitors) as the dialog holds it. */
export const locationToForm = (location: Location | null): LocationForm => ({
  ...texts((key) => location?.[key] ?? ""),
  monitors: location?.monitors ?? [],
});

/** What a save sends: every field, texts trimmed (the order in the list is left as it is). */
export const formToLocation = (form: LocationForm): LocationChange & Pick<Location, "key" | "name" | "country"> => ({
  ...texts((key) => form[key].trim()),
  monitors: form.monitors,
});

/** The dialog's fields as messages name them; a problem of a translation (`translations.de.city`) shows at its field. */
export const LOCATION_RULES: FieldRules = withTranslatedFields({
  labels: {
    key: "Key",
    name: "Name",
    city: "City",
    country: "Country",
    latency_url: "Latency test URL",
    looking_glass_url: "Looking glass URL",
    test_ipv4: "Test IPv4",
    test_ipv6: "Test IPv6",
    monitors: "Status monitors",
    order_value: "Order value",
  },
});

/**
 * The server's checks (the shared schema) before anything is sent: field → message, empty when fine. A country not
 * chosen yet is "required" (the schema would call the empty code not a country code).
 */
export function locationErrors(form: LocationForm, isNew: boolean): FieldErrors {
  const errors = schemaErrors(isNew ? locationsApi.create.body : locationsApi.update.body, formToLocation(form), LOCATION_RULES);
  return form.country === "" ? { ...errors, country: "Country is required" } : errors;
}
