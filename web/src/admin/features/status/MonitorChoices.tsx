import { useId } from "react";
import type { StatusMonitor } from "../../../../../common/contracts";
import { FieldError } from "../../components/ui/FieldError";
import { Switch } from "../../components/ui/Switch";
import { monitorName } from "./monitorsForm";

interface Props {
  /** Every monitor the status monitor reports, in the administrator's order. */
  monitors: readonly StatusMonitor[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  hint: string;
  error?: string;
}

/** Which monitors an incident or a maintenance window is about: one checkbox per known monitor, hidden ones marked. */
function MonitorChoices({ monitors, chosen, onChange, hint, error }: Props) {
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
      <legend>Monitors affected</legend>
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
      <small id={`${id}-hint`} className="hint">
        {hint}
      </small>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}

interface AudienceProps {
  monitors: readonly StatusMonitor[];
  form: { monitors: number[]; published: boolean };
  set: (key: "monitors" | "published", value: number[] | boolean) => void;
  error?: string;
  monitorsHint: string;
  publishedHint: string;
}

/** What an incident or a maintenance window is about (its monitors) and whether visitors see it (Published). */
export function MonitorsAndPublished({ monitors, form, set, error, monitorsHint, publishedHint }: AudienceProps) {
  return (
    <>
      <MonitorChoices monitors={monitors} chosen={form.monitors} onChange={(chosen) => set("monitors", chosen)} error={error} hint={monitorsHint} />
      <Switch className="field-wide" label="Published" checked={form.published} onChange={(e) => set("published", e.target.checked)} hint={publishedHint} />
    </>
  );
}
