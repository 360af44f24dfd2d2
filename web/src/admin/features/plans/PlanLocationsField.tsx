import { useId } from "react";
import type { Location } from "../../../../../common/contracts";
import { countryFlag } from "../../../../../common/countries";
import type { PlanLocation } from "../../../../../common/locations";
import { FieldNotes } from "../../components/ui/FieldError";
import { tabAddress } from "../../lib/tabAddress";
import { withLocation, withSoldOut } from "./planLocations";

interface Props {
  /** Every location, in the Locations tab's order. */
  locations: readonly Location[];
  value: readonly PlanLocation[];
  onChange: (value: PlanLocation[]) => void;
  error?: string;
}

/**
 * Where a plan is offered: one chip per location, on or off for the plan; a chip that is on has a "Sold out here"
 * switch. None on: the plan states no location.
 */
export function PlanLocationsField({ locations, value, onChange, error }: Props) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset className="field-wide plan-locations" aria-describedby={describedBy}>
      <legend>Locations</legend>
      {locations.length === 0 ? (
        <p className="muted small">
          No locations yet: add your data centres in the <a href={tabAddress("locations")}>Locations</a> tab, then offer the plan there.
        </p>
      ) : (
        <ul className="plain-list location-chips">
          {locations.map((location, index) => {
            const entry = value.find((chosen) => chosen.key === location.key);
            return (
              <li key={location.id} className={`location-chip${entry ? " on" : ""}${entry?.sold_out ? " sold-out" : ""}`} data-key={location.key}>
                <label className="location-chip-toggle">
                  <input
                    type="checkbox"
                    checked={!!entry}
                    aria-invalid={error && index === 0 ? true : undefined}
                    onChange={(event) => onChange(withLocation(value, location.key, event.target.checked, locations))}
                  />
                  <span aria-hidden="true">{countryFlag(location.country)}</span> {location.name}
                </label>
                {entry && (
                  <label className="location-chip-sold-out">
                    <input type="checkbox" checked={entry.sold_out} onChange={(event) => onChange(withSoldOut(value, location.key, event.target.checked))} />
                    Sold out here<span className="visually-hidden"> ({location.name})</span>
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <FieldNotes
        id={id}
        error={error}
        hint="Where the plan is offered; none: no location stated. Order links go to the visitor's chosen location, else the first one here that is not sold out. Sold out in every location: the plan shows as sold out."
      />
    </fieldset>
  );
}
