import { useId } from "react";
import type { StatusMonitor } from "../../../../common/contracts";
import { monitorName } from "../api/statusMonitors";
import { FieldNotes } from "./ui/FieldError";

interface Props {
  /** Every monitor the status monitor reports, in the administrator's order. */
  monitors: readonly StatusMonitor[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  hint: string;
  error?: string;
  /** What the choice is about (default "Monitors affected"). */
  legend?: string;
}

/**
 * Which monitors a record is about (an incident, a maintenance window, a location): one checkbox per known monitor,
 * in the administrator's order, hidden ones marked.
 */
export function MonitorChoices({ monitors, chosen, onChange, hint, error, legend = "Monitors affected" }: Props) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const toggle = (monitorId: number, on: boolean) =>
    onChange(
      on
        ? monitors.map((monitor) => monitor.id).filter((other) => other === monitorId || chosen.includes(other))
        : chosen.filter((other) => other !== monitorId),
    );
  return (
    <fieldset className="monitor-choices" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {monitors.length === 0 ? (
        <p className="muted small">No monitors known yet: they appear once the status monitor has been read (Uptime Kuma address in Site Settings).</p>
      ) : (
        <ul className="monitor-choice-list">
          {monitors.map((monitor, index) => (
            <li key={monitor.id}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={chosen.includes(monitor.id)}
                  aria-invalid={error && index === 0 ? true : undefined}
                  onChange={(event) => toggle(monitor.id, event.target.checked)}
                />
                <span>
                  {monitorName(monitor)}
                  {!monitor.visible && <span className="muted"> (hidden)</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
