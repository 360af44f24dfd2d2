import { describe, expect, it } from "vitest";
import type { Incident } from "../../../../../common/contracts";
import { toLocalInput } from "../../lib/localTime";
import { currentState, formToIncident, incidentErrors, incidentOrder, incidentToForm, nextState, updateErrors, withNewUpdate } from "./incidentForm";

const incident = (id: number, started_at: string, resolved_at: string | null = null, updates: Incident["updates"] = []): Incident => ({
  id,
  title: `Incident ${id}`,
  impact: "minor",
  monitors: [],
  published: true,
  started_at,
  resolved_at,
  updates,
  translations: {},
});

describe("the incident form", () => {
  it("opens a new incident now, with its first update; a change never sends the timeline", () => {
    const now = new Date("2026-11-29T08:15:00.000Z");
    const form = { ...incidentToForm(null, now), title: " Slow websites ", impact: "major" as const, monitors: [2], first_body: " Looking into it. " };
    expect(form.started_at).toBe(toLocalInput(now.toISOString()));
    expect(formToIncident(form, true)).toEqual({
      title: "Slow websites",
      impact: "major",
      monitors: [2],
      published: true,
      started_at: now.toISOString(),
      updates: [{ state: "investigating", body: "Looking into it." }],
    });
    const change = formToIncident({ ...form, started_at: "" }, false);
    expect(change).not.toHaveProperty("updates");
    expect(change).not.toHaveProperty("started_at");
  });

  it("checks the title with the server's schema before sending", () => {
    expect(incidentErrors({ ...incidentToForm(null), title: "  " }, true)).toEqual({ title: "Title is required" });
    expect(incidentErrors({ ...incidentToForm(null), title: "Down", started_at: "soon" }, true)).toEqual({ started_at: "Started must be an ISO date-time" });
  });

  it("lists open incidents first, then resolved ones, each newest first", () => {
    const list = [
      incident(1, "2026-11-01T10:00:00Z", "2026-11-01T11:00:00Z"),
      incident(2, "2026-11-20T10:00:00Z"),
      incident(3, "2026-11-25T10:00:00Z", "2026-11-25T12:00:00Z"),
      incident(4, "2026-11-10T10:00:00Z"),
    ];
    expect(incidentOrder(list).map((entry) => entry.id)).toEqual([2, 4, 3, 1]);
  });

  it("adds an update at the end of the whole timeline (the stored ones keep their times), starting at the next state", () => {
    const open = incident(5, "2026-11-29T08:00:00Z", null, [{ at: "2026-11-29T08:01:00.000Z", state: "identified", body: "Found it." }]);
    expect(currentState(open)).toBe("identified");
    expect(nextState(open)).toBe("monitoring");
    expect(nextState(incident(6, "2026-11-29T08:00:00Z"))).toBe("investigating");
    expect(nextState({ updates: [{ at: "2026-11-29T09:00:00.000Z", state: "resolved", body: "" }] })).toBe("resolved");
    expect(withNewUpdate(open, { state: "resolved", body: " Fixed. " })).toEqual({
      updates: [
        { at: "2026-11-29T08:01:00.000Z", state: "identified", body: "Found it." },
        { state: "resolved", body: "Fixed." },
      ],
    });
    expect(updateErrors(open, { state: "resolved", body: "x".repeat(5_001) })).toEqual({ body: "Message must be at most 5000 characters" });
  });
});
