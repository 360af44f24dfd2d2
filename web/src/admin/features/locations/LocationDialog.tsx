import type { FormEvent } from "react";
import { LIMITS, LOCATION_LIMITS, LOCATION_TEXT_FIELDS, locationsApi, type Location, type LocationCreate } from "../../../../../common/contracts";
import { useStatusMonitors } from "../../api/statusMonitors";
import { MonitorChoices } from "../../components/MonitorChoices";
import { TextField } from "../../components/ui/Field";
import { FormDialog } from "../../components/ui/FormDialog";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { useTranslatedDialog } from "../../hooks/useTranslatedDialog";
import { schemaErrors } from "../../lib/fieldErrors";
import { useSaveLocation } from "./api";
import { CountryPicker } from "./CountryPicker";
import { LatencyUrlField } from "./LatencyUrlField";
import { formToLocation, LOCATION_RULES, locationErrors, locationToForm, type LocationForm } from "./locationForm";

/** The toast after a save, or the start of the one after a refusal (followed by the server's problem). */
const SAVE_MESSAGES = {
  created: { saved: "Location created successfully!", failed: "Error creating location: " },
  updated: { saved: "Location updated successfully!", failed: "Error updating location: " },
};

interface Props {
  location: Location | null;
  onClose: () => void;
}

/**
 * Add a location or change one: key, name and city (in every language), country, the latency test URL (with its
 * Test URL button), looking glass, test addresses, the status monitors its status comes from, and what
 * `{location}` becomes in order links.
 */
export function LocationDialog({ location, onClose }: Props) {
  const saveLocation = useSaveLocation();
  const monitors = useStatusMonitors().data ?? [];
  const isNew = location === null;
  const { form, set, problems, save, frame, translations, translated, translationProblem } = useTranslatedDialog<LocationForm, typeof LOCATION_TEXT_FIELDS>({
    record: location,
    fields: LOCATION_TEXT_FIELDS,
    start: () => locationToForm(location),
    rules: LOCATION_RULES,
    onClose,
  });
  const text = (key: "key" | "looking_glass_url" | "test_ipv4" | "test_ipv6" | "order_value", label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form[key]} error={problems.error(key)} onChange={(e) => set(key, e.target.value)} {...extra} />
  );

  const heading = location
    ? { title: `Edit Location: ${location.name}`, submitText: "Update Location" }
    : { title: "New Location", submitText: "Create Location" };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog shows its own problems (nothing was sent): no toast.
    if (problems.show(locationErrors(form, isNew)) || translationProblem(locationsApi.update.body)) return;
    const body = { ...formToLocation(form), translations: translations.body() as LocationCreate["translations"] };
    await save(() => saveLocation.mutateAsync({ id: location?.id ?? null, body }), SAVE_MESSAGES[isNew ? "created" : "updated"]);
  }

  return (
    <FormDialog formId="location-form" {...heading} onSubmit={submit} {...frame}>
      <LanguageSwitch edit={translations.language} label="Language of the location's name and city" untranslated={translations.untranslated(form)} />
      {text("key", "Key *", {
        maxLength: LOCATION_LIMITS.key,
        placeholder: "fra",
        autoCapitalize: "none",
        spellCheck: false,
        hint: "a-z, 0-9 and -: how plans and links (?location=fra) name it",
      })}
      <TextField label="Name *" maxLength={LOCATION_LIMITS.name} placeholder="Frankfurt" error={problems.error("name")} {...translated("name")} />
      <TextField label="City" maxLength={LOCATION_LIMITS.city} placeholder="Frankfurt am Main" error={problems.error("city")} {...translated("city")} />
      <CountryPicker
        label="Country *"
        value={form.country}
        error={problems.error("country")}
        onChange={(code) => set("country", code)}
        hint="Visitors read its name in their language, with its flag."
      />
      <LatencyUrlField
        value={form.latency_url}
        error={problems.error("latency_url")}
        onChange={(url) => set("latency_url", url)}
        problemOf={(url) => schemaErrors(locationsApi.update.body, { latency_url: url }, LOCATION_RULES).latency_url ?? null}
        onProblem={(message) => problems.show({ latency_url: message })}
      />
      {text("looking_glass_url", "Looking glass URL", {
        type: "url",
        maxLength: LIMITS.url,
        placeholder: "https://lg.example.net/fra",
        hint: "Linked on the Locations page; empty: no link.",
      })}
      {text("order_value", "Order value", {
        maxLength: LOCATION_LIMITS.orderValue,
        placeholder: form.key.trim() || "the key",
        hint: "What {location} becomes in order links; empty: the key.",
      })}
      {text("test_ipv4", "Test IPv4", { placeholder: "192.0.2.10", spellCheck: false, hint: "An address visitors may ping; empty: none." })}
      {text("test_ipv6", "Test IPv6", { placeholder: "2001:db8::10", spellCheck: false, hint: "Empty: none." })}
      <MonitorChoices
        legend="Status monitors"
        monitors={monitors}
        chosen={form.monitors}
        onChange={(chosen) => set("monitors", chosen)}
        error={problems.error("monitors")}
        hint="The location's status on the website is the worst state of these monitors; none: unknown."
      />
    </FormDialog>
  );
}
