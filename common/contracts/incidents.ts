import { z } from "zod";
import { defineResource } from "./endpoint";
import { LIMITS, markdown, requiredText } from "./fields";
import { DeletedSchema, idParams, timestamp } from "./shared";
import { translationsAnswer, translationsInput } from "./translations";

export const INCIDENT_IMPACTS = ["minor", "major", "critical"] as const;
export const INCIDENT_STATES = ["investigating", "identified", "monitoring", "resolved"] as const;
export const INCIDENT_LIMITS = { incidents: 500, windows: 200, updates: 100, body: 5_000, monitors: 200 } as const;

/** An ISO date-time, stored as its UTC form. */
function isoTime() {
  return z
    .string({ error: "must be an ISO date-time" })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), "must be an ISO date-time")
    .transform((value) => new Date(value).toISOString());
}

const monitorIds = () =>
  z
    .array(z.number().int("must be monitor ids").min(0, "must be monitor ids"), { error: "must be a list of monitor ids" })
    .max(INCIDENT_LIMITS.monitors, `must name at most ${INCIDENT_LIMITS.monitors} monitors`);

/** An incident's texts that have translations. */
export const INCIDENT_TEXT_FIELDS = { title: requiredText(LIMITS.title) };
/** A maintenance window's texts that have translations. */
export const MAINTENANCE_TEXT_FIELDS = { title: requiredText(LIMITS.title), body: markdown(INCIDENT_LIMITS.body) };

const IncidentUpdateInputSchema = z.object({
  /** When it was posted (default: now). */
  at: isoTime().optional(),
  state: z.enum(INCIDENT_STATES, { error: `must be one of ${INCIDENT_STATES.join(", ")}` }),
  /** Markdown. */
  body: markdown(INCIDENT_LIMITS.body),
});

const incidentFields = {
  ...INCIDENT_TEXT_FIELDS,
  impact: z.enum(INCIDENT_IMPACTS, { error: `must be one of ${INCIDENT_IMPACTS.join(", ")}` }),
  monitors: monitorIds(),
  published: z.boolean({ error: "must be true or false" }),
  started_at: isoTime(),
  /** The whole timeline, oldest first: a PUT carries every update (a new one added at the end). */
  updates: z
    .array(IncidentUpdateInputSchema, { error: "must be a list of updates" })
    .max(INCIDENT_LIMITS.updates, `must have at most ${INCIDENT_LIMITS.updates} updates`),
  translations: translationsInput(INCIDENT_TEXT_FIELDS, "an incident").optional(),
};

/** A new incident: a title; the rest defaults (minor, no monitors, published, started now, no updates). */
const IncidentCreateSchema = z.object({
  ...incidentFields,
  impact: incidentFields.impact.default("minor"),
  monitors: incidentFields.monitors.default([]),
  published: incidentFields.published.default(true),
  started_at: incidentFields.started_at.optional(),
  updates: incidentFields.updates.default([]),
});
export type IncidentCreate = z.output<typeof IncidentCreateSchema>;

/** A change: only the fields sent. */
const IncidentUpdateSchema = z.object(incidentFields).partial();
export type IncidentChange = z.output<typeof IncidentUpdateSchema>;

const IncidentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  impact: z.enum(INCIDENT_IMPACTS),
  monitors: z.array(z.number().int()),
  published: z.boolean(),
  started_at: timestamp(),
  /** The time of the update that resolved it; null while it is open. */
  resolved_at: timestamp().nullable(),
  updates: z.array(z.object({ at: timestamp(), state: z.enum(INCIDENT_STATES), body: z.string() })),
  translations: translationsAnswer({ title: z.string() }),
});
export type Incident = z.infer<typeof IncidentSchema>;

/** An open incident as the admin Overview lists it (drafts too: `published` tells). */
export const IncidentSummarySchema = IncidentSchema.pick({ id: true, title: true, impact: true, started_at: true, published: true });

const maintenanceFields = {
  ...MAINTENANCE_TEXT_FIELDS,
  monitors: monitorIds(),
  starts_at: isoTime(),
  ends_at: isoTime(),
  published: z.boolean({ error: "must be true or false" }),
  translations: translationsInput(MAINTENANCE_TEXT_FIELDS, "a maintenance window").optional(),
};

/** A new maintenance window: a title, when it starts and ends; published unless said otherwise. */
const MaintenanceCreateSchema = z.object({
  ...maintenanceFields,
  body: maintenanceFields.body.default(""),
  monitors: maintenanceFields.monitors.default([]),
  published: maintenanceFields.published.default(true),
});
export type MaintenanceCreate = z.output<typeof MaintenanceCreateSchema>;

const MaintenanceUpdateSchema = z.object(maintenanceFields).partial();
export type MaintenanceChange = z.output<typeof MaintenanceUpdateSchema>;

const MaintenanceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  monitors: z.array(z.number().int()),
  starts_at: timestamp(),
  ends_at: timestamp(),
  published: z.boolean(),
  translations: translationsAnswer({ title: z.string(), body: z.string() }),
});
export type MaintenanceWindow = z.infer<typeof MaintenanceSchema>;

/** An incident as visitors read it on the status page, in their language. */
export const PublicIncidentSchema = IncidentSchema.omit({ published: true, translations: true });
export type PublicIncident = z.infer<typeof PublicIncidentSchema>;

/** A published maintenance window as visitors read it; `in_progress` while it lasts. */
export const PublicMaintenanceSchema = MaintenanceSchema.omit({ published: true, translations: true }).extend({ in_progress: z.boolean() });
export type PublicMaintenance = z.infer<typeof PublicMaintenanceSchema>;

export const incidentsApi = defineResource("incidents", {
  list: {
    method: "GET",
    path: "/api/admin/incidents",
    access: "admin",
    summary: "Every incident, newest first",
    response: z.array(IncidentSchema),
  },
  create: {
    method: "POST",
    path: "/api/admin/incidents",
    access: "admin",
    summary: "Open an incident",
    description: `A title (at most ${LIMITS.title} characters); \`impact\` minor, major or critical (default minor); \`monitors\`: ids of known status monitors (400 naming an unknown one); \`published\` (default true); \`started_at\` (default now); \`updates\`: \`{at, state, body}\`, state investigating, identified, monitoring or resolved. An update with state resolved resolves the incident at its time (\`resolved_at\`).`,
    body: IncidentCreateSchema,
    response: IncidentSchema,
    errors: [400],
  },
  update: {
    method: "PUT",
    path: "/api/admin/incidents/:id",
    access: "admin",
    summary: "Change an incident or add an update",
    description: "Only the fields sent change. `updates` is the whole timeline: send the stored updates with the new one at the end.",
    params: idParams("Incident"),
    body: IncidentUpdateSchema,
    response: IncidentSchema,
    errors: [400, 404],
  },
  remove: {
    method: "DELETE",
    path: "/api/admin/incidents/:id",
    access: "admin",
    summary: "Delete an incident",
    params: idParams("Incident"),
    response: DeletedSchema,
    errors: [404],
  },
});

export const maintenanceApi = defineResource("maintenance", {
  list: {
    method: "GET",
    path: "/api/admin/maintenance",
    access: "admin",
    summary: "Every maintenance window, the latest start first",
    response: z.array(MaintenanceSchema),
  },
  create: {
    method: "POST",
    path: "/api/admin/maintenance",
    access: "admin",
    summary: "Plan a maintenance window",
    description:
      "A title, `starts_at` and `ends_at` (after `starts_at`, else a 400 naming `ends_at`); `body` markdown; `monitors`: ids of known status monitors. A monitor in a published window counts maintenance minutes while it lasts, whatever the status monitor reports.",
    body: MaintenanceCreateSchema,
    response: MaintenanceSchema,
    errors: [400],
  },
  update: {
    method: "PUT",
    path: "/api/admin/maintenance/:id",
    access: "admin",
    summary: "Change a maintenance window",
    params: idParams("Maintenance window"),
    body: MaintenanceUpdateSchema,
    response: MaintenanceSchema,
    errors: [400, 404],
  },
  remove: {
    method: "DELETE",
    path: "/api/admin/maintenance/:id",
    access: "admin",
    summary: "Delete a maintenance window",
    params: idParams("Maintenance window"),
    response: DeletedSchema,
    errors: [404],
  },
});
