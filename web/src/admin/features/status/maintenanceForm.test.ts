import { describe, expect, it } from "vitest";
import { toLocalInput } from "../../lib/localTime";
import { formToMaintenance, maintenanceErrors, maintenanceOrder, maintenancePhase, maintenanceToForm } from "./maintenanceForm";

const window = (id: number, starts_at: string, ends_at: string) => ({ id, starts_at, ends_at });

describe("the maintenance window form", () => {
  it("starts a new window at the next full hour for an hour, and sends its local times as UTC", () => {
    const now = new Date("2026-11-29T08:15:00.000Z");
    const form = maintenanceToForm(null, now);
    expect(form.starts_at).toBe(toLocalInput("2026-11-29T09:00:00.000Z"));
    expect(form.ends_at).toBe(toLocalInput("2026-11-29T10:00:00.000Z"));
    expect(formToMaintenance({ ...form, title: " Router swap ", body: " **Short** ", monitors: [1] })).toEqual({
      title: "Router swap",
      body: "**Short**",
      monitors: [1],
      starts_at: "2026-11-29T09:00:00.000Z",
      ends_at: "2026-11-29T10:00:00.000Z",
      published: true,
    });
  });

  it("asks for both times and a title before sending; the order of the times is the server's to judge", () => {
    const form = { ...maintenanceToForm(null), title: "Router swap" };
    expect(maintenanceErrors({ ...form, ends_at: "" }, true)).toEqual({ ends_at: "Ends is required" });
    expect(maintenanceErrors({ ...form, title: "" }, true)).toEqual({ title: "Title is required" });
    expect(maintenanceErrors({ ...form, ends_at: form.starts_at }, true)).toEqual({});
  });

  it("is in progress from its start up to its end, and lists in progress, upcoming (soonest first), then past (latest first)", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(maintenancePhase(window(1, "2026-11-29T12:00:00Z", "2026-11-29T13:00:00Z"), now)).toBe("in_progress");
    expect(maintenancePhase(window(1, "2026-11-29T11:00:00Z", "2026-11-29T12:00:00Z"), now)).toBe("past");
    expect(maintenancePhase(window(1, "2026-11-29T12:01:00Z", "2026-11-29T13:00:00Z"), now)).toBe("upcoming");
    const list = [
      window(1, "2026-11-01T10:00:00Z", "2026-11-01T11:00:00Z"),
      window(2, "2026-12-05T10:00:00Z", "2026-12-05T11:00:00Z"),
      window(3, "2026-11-29T11:00:00Z", "2026-11-29T14:00:00Z"),
      window(4, "2026-12-01T10:00:00Z", "2026-12-01T11:00:00Z"),
      window(5, "2026-11-20T10:00:00Z", "2026-11-20T11:00:00Z"),
    ];
    expect(maintenanceOrder(list, now).map((entry) => entry.id)).toEqual([3, 4, 2, 5, 1]);
  });
});
