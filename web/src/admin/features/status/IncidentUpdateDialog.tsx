import type { FormEvent } from "react";
import { INCIDENT_LIMITS, INCIDENT_STATES, type Incident } from "../../../../../common/contracts";
import { MarkdownContent } from "../../../lib/markdown";
import { SelectField, TextArea } from "../../components/ui/Field";
import { FormDialog } from "../../components/ui/FormDialog";
import { useFormDialog } from "../../hooks/useFormDialog";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useSaveIncident } from "./api";
import { nextState, STATE_LABELS, updateErrors, updateRules, withNewUpdate, type UpdateForm } from "./incidentForm";
import { optionsOf } from "./options";
import { StateBadge } from "./StatusBadges";

/**
 * An incident's timeline, newest first, and a new update for it (state and markdown message). A "resolved" update
 * resolves the incident at its time; a later update opens it again.
 */
export function IncidentUpdateDialog({ incident, onClose }: { incident: Incident; onClose: () => void }) {
  const saveIncident = useSaveIncident();
  const { form, set, problems, requestClose, saving, save } = useFormDialog<UpdateForm>({
    start: () => ({ state: nextState(incident), body: "" }),
    rules: updateRules(incident.updates.length),
    onClose,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problems.show(updateErrors(incident, form))) return;
    await save(() => saveIncident.mutateAsync({ id: incident.id, body: withNewUpdate(incident, form) }), {
      saved: form.state === "resolved" ? "Incident resolved successfully!" : "Update posted successfully!",
      failed: "Error posting update: ",
    });
  }

  return (
    <FormDialog
      title={`Updates: ${incident.title}`}
      formId="incident-update-form"
      submitText="Post Update"
      saving={saving}
      problems={problems}
      onSubmit={submit}
      onClose={requestClose}
      after={<Timeline updates={incident.updates} />}
    >
      <SelectField label="State" value={form.state} error={problems.error("state")} onChange={(e) => set("state", e.target.value as UpdateForm["state"])}>
        {optionsOf(INCIDENT_STATES, STATE_LABELS)}
      </SelectField>
      <p className="hint incident-state-hint">
        {form.state === "resolved"
          ? "Resolved: the incident closes at the time of this update."
          : incident.resolved_at
            ? "The incident is resolved: this update opens it again."
            : "The incident stays open until a Resolved update."}
      </p>
      <TextArea
        label="Message"
        rows={4}
        maxLength={INCIDENT_LIMITS.body}
        value={form.body}
        error={problems.error("body")}
        onChange={(e) => set("body", e.target.value)}
        hint={`Markdown, ${formatNumber(form.body.length)} of ${formatNumber(INCIDENT_LIMITS.body)} characters`}
      />
    </FormDialog>
  );
}

/** The updates, newest first: state, time and message. */
function Timeline({ updates }: { updates: Incident["updates"] }) {
  const newestFirst = [...updates].reverse();
  return (
    <section className="incident-timeline" aria-labelledby="timeline-title">
      <h3 id="timeline-title">Timeline</h3>
      {newestFirst.length === 0 ? (
        <p className="muted">No updates yet.</p>
      ) : (
        <ol className="plain-list timeline-list">
          {newestFirst.map((update, index) => (
            <li key={`${update.at}-${index}`} className="timeline-entry">
              <p className="timeline-head">
                <StateBadge state={update.state} />
                <time dateTime={update.at}>{formatDateTime(update.at)}</time>
              </p>
              {update.body.trim() ? <MarkdownContent markdown={update.body} /> : <p className="muted small">No message.</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
