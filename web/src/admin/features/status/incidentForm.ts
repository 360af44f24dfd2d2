import { INCIDENT_STATES, incidentsApi, type Incident, type IncidentChange } from "../../../../../common/contracts";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { fromLocalInput, toLocalInput } from "../../lib/localTime";

export type IncidentImpact = Incident["impact"];
export type IncidentState = Incident["updates"][number]["state"];

export const IMPACT_LABELS: Record<IncidentImpact, string> = { minor: "Minor", major: "Major", critical: "Critical" };
export const STATE_LABELS: Record<IncidentState, string> = {
  investigating: "Investigating",
  identified: "Identified",
  monitoring: "Monitoring",
  resolved: "Resolved",
};

/** An incident's own fields as the dialog holds them; a new incident also has its first update. */
export interface IncidentForm {
  title: string;
  impact: IncidentImpact;
  monitors: number[];
  published: boolean;
  /** datetime-local value (the administrator's local time). */
  started_at: string;
  first_state: IncidentState;
  first_body: string;
}

/** A new incident starts now, minor, published, "investigating". */
export function incidentToForm(incident: Incident | null, now = new Date()): IncidentForm {
  return {
    title: incident?.title ?? "",
    impact: incident?.impact ?? "minor",
    monitors: incident?.monitors ?? [],
    published: incident?.published ?? true,
    started_at: toLocalInput(incident?.started_at ?? now.toISOString()),
    first_state: "investigating",
    first_body: "",
  };
}

/**
 * What a save sends: a new incident with its first update; a change without `updates` (the timeline changes
 * only through a new update). An empty start is left out (a new incident then starts now).
 */
export function formToIncident(form: IncidentForm, isNew: boolean): IncidentChange {
  const started = fromLocalInput(form.started_at);
  return {
    title: form.title.trim(),
    impact: form.impact,
    monitors: form.monitors,
    published: form.published,
    ...(started === null ? {} : { started_at: started }),
    ...(isNew ? { updates: [{ state: form.first_state, body: form.first_body.trim() }] } : {}),
  };
}

/** The incident form's fields as messages name them; the first update's problems are at its fields. */
export const INCIDENT_RULES: FieldRules = {
  labels: {
    title: "Title",
    impact: "Impact",
    monitors: "Monitors affected",
    published: "Published",
    started_at: "Started",
    first_state: "State",
    first_body: "Message",
  },
  fieldOf: (path) => {
    const own = path.replace(/^translations\.[^.]+\./, "");
    if (own === "updates.0.state") return "first_state";
    if (own.startsWith("updates")) return "first_body";
    const first = own.split(".")[0];
    return first in INCIDENT_RULES.labels ? first : null;
  },
};

/** The server's checks (the shared schema) before anything is sent. */
export const incidentErrors = (form: IncidentForm, isNew: boolean): FieldErrors =>
  schemaErrors(isNew ? incidentsApi.create.body : incidentsApi.update.body, formToIncident(form, isNew), INCIDENT_RULES);

/** The list as the tab shows it: open incidents first, then resolved ones; each newest first. */
export function incidentOrder<T extends Pick<Incident, "started_at" | "resolved_at" | "id">>(incidents: readonly T[]): T[] {
  return [...incidents].sort(
    (a, b) => Number(a.resolved_at !== null) - Number(b.resolved_at !== null) || Date.parse(b.started_at) - Date.parse(a.started_at) || b.id - a.id,
  );
}

/** The state a new update starts with: the one after the latest (investigating → identified → monitoring → resolved). */
export function nextState(incident: Pick<Incident, "updates">): IncidentState {
  const latest = incident.updates.at(-1)?.state;
  if (!latest) return "investigating";
  return INCIDENT_STATES[Math.min(INCIDENT_STATES.indexOf(latest) + 1, INCIDENT_STATES.length - 1)];
}

/** The state the incident is in: that of its latest update ("investigating" before the first). */
export const currentState = (incident: Pick<Incident, "updates">): IncidentState => incident.updates.at(-1)?.state ?? "investigating";

/** A new update as the dialog holds it. */
export interface UpdateForm {
  state: IncidentState;
  body: string;
}

/** The change that adds an update: the whole timeline, the stored updates with their times and the new one (now) at the end. */
export const withNewUpdate = (incident: Pick<Incident, "updates">, update: UpdateForm): IncidentChange => ({
  updates: [...incident.updates.map(({ at, state, body }) => ({ at, state, body })), { state: update.state, body: update.body.trim() }],
});

/** The update form's fields; the new update is the last of the timeline the server checks. */
export function updateRules(index: number): FieldRules {
  return {
    labels: { state: "State", body: "Message" },
    fieldOf: (path) => (path === `updates.${index}.state` ? "state" : path.startsWith(`updates.${index}`) ? "body" : null),
  };
}

export const updateErrors = (incident: Pick<Incident, "updates">, update: UpdateForm): FieldErrors =>
  schemaErrors(incidentsApi.update.body, withNewUpdate(incident, update), updateRules(incident.updates.length));
