import { describe, expect, it } from "vitest";
import type { StatusMonitor } from "../../../../../common/contracts";
import { monitorName, monitorNames } from "../../api/statusMonitors";
import { monitorErrors, monitorsUntranslated, toMonitorDrafts, toMonitorsBody } from "./monitorsForm";

const monitor = (id: number, display_order: number, change: Partial<StatusMonitor> = {}): StatusMonitor => ({
  id,
  kuma_name: `Service ${id}`,
  name: "",
  group: "",
  visible: false,
  display_order,
  translations: {},
  ...change,
});

describe("the monitors editor", () => {
  it("lists the monitors in their order and saves the list's order as 1, 2, …, names and groups trimmed", () => {
    const drafts = toMonitorDrafts([
      monitor(3, 1),
      monitor(7, 2, { name: " Mail ", group: "Email ", visible: true, translations: { de: { name: "E-Mail", group: "" } } }),
    ]);
    expect(drafts.map((draft) => draft.id)).toEqual([3, 7]);
    const moved = [drafts[1], drafts[0]];
    const body = toMonitorsBody(moved, "en");
    expect(body.map(({ id, name, group, visible, display_order }) => ({ id, name, group, visible, display_order }))).toEqual([
      { id: 7, name: "Mail", group: "Email", visible: true, display_order: 1 },
      { id: 3, name: "", group: "", visible: false, display_order: 2 },
    ]);
    // Every language but the default is sent: one without any text as null (removed).
    expect(body[0].translations?.de).toEqual({ name: "E-Mail", group: null });
    expect(body[0].translations?.fr).toBeNull();
    expect(body[1].translations?.de).toBeNull();
  });

  it("shows Uptime Kuma's name while the monitor has none of its own", () => {
    expect(monitorName({ name: "  ", kuma_name: "Service 3" })).toBe("Service 3");
    expect(monitorName({ name: "Mail", kuma_name: "Service 7" })).toBe("Mail");
    const known = [monitor(3, 1), monitor(7, 2, { name: "Mail" })];
    expect(monitorNames(known, [7, 3, 99])).toBe("Service 3, Mail");
    expect(monitorNames(known, [])).toBe("");
  });

  it("names the monitor of a name that is too long, also in a translation", () => {
    const drafts = toMonitorDrafts([monitor(1, 1), monitor(2, 2, { name: "x".repeat(101) })]);
    expect(monitorErrors(drafts, "en")).toEqual({ "1.name": "Name of Service 2 must be at most 100 characters" });
    const translated = toMonitorDrafts([monitor(1, 1, { translations: { de: { group: "y".repeat(101) } } })]);
    expect(monitorErrors(translated, "en")).toEqual({ "0.group": "Group of Service 1 must be at most 100 characters" });
  });

  it("counts the names and groups of shown monitors without a translation (an empty one is not counted)", () => {
    const drafts = toMonitorDrafts([
      monitor(1, 1, { name: "Web", group: "Hosting", visible: true, translations: { de: { name: "Netz" } } }),
      monitor(2, 2, { visible: true }),
      monitor(3, 3, { name: "Backup box", group: "Internal" }),
    ]);
    expect(monitorsUntranslated(drafts, "de", "en")).toBe(1);
    expect(monitorsUntranslated(drafts, "fr", "en")).toBe(2);
  });
});
