import type { StatusMonitor } from "../../../../../common/contracts";
import { MonitorChoices } from "../../components/MonitorChoices";
import { Switch } from "../../components/ui/Switch";

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
