import type { ReactNode } from "react";
import type { Location, StatusMonitor } from "../../../../../common/contracts";
import { countryFlag, countryName } from "../../../../../common/countries";
import { monitorNames } from "../../api/statusMonitors";
import { browserLanguage } from "./countryChoices";

interface Props {
  location: Location;
  /** Every known status monitor (to name the location's). */
  monitors: readonly StatusMonitor[];
  handle: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}

/** One location in the list: flag, name, city and country, key, whether it has a latency test, its status monitors. */
export function LocationCard({ location, monitors, handle, onEdit, onDelete }: Props) {
  const named = monitorNames(monitors, location.monitors);
  return (
    <article className="card location-card" aria-label={location.name} data-key={location.key}>
      {handle}
      <span className="location-flag" aria-hidden="true">
        {countryFlag(location.country)}
      </span>
      <div className="location-main">
        <h2 className="card-title location-title">
          {location.name}{" "}
          {location.latency_url ? <span className="badge badge-green">Test URL set</span> : <span className="badge badge-gray">No latency test</span>}
        </h2>
        <p className="location-place">{[location.city, countryName(location.country, browserLanguage())].filter(Boolean).join(", ")}</p>
        <p className="meta">
          <span>
            Key: <code>{location.key}</code>
          </span>
          {location.order_value && (
            <span>
              Order value: <code>{location.order_value}</code>
            </span>
          )}
          <span className="location-monitors">
            {location.monitors.length === 0
              ? "No status monitors: status unknown"
              : `Status monitors: ${named || location.monitors.map((id) => `#${id}`).join(", ")}`}
          </span>
        </p>
      </div>
      <div className="card-actions location-actions">
        <button type="button" className="button small" onClick={onEdit} aria-label={`Edit ${location.name}`}>
          Edit
        </button>
        <button type="button" className="button small danger" onClick={onDelete} aria-label={`Delete ${location.name}`}>
          Delete
        </button>
      </div>
    </article>
  );
}
