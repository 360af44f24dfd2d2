import { describe, expect, it } from "vitest";
import { parseSettingsForm, settingsToForm } from "./settingsForm";

describe("site settings validation", () => {
  const base = settingsToForm({ site_title: "Site" });
  it("refuses an interval outside 10–300", () => {
    for (const bad of ["5", "301", "abc", ""]) {
      const result = parseSettingsForm({ ...base, status_update_interval: bad });
      expect(result).toHaveProperty("errors.status_update_interval");
    }
    expect(parseSettingsForm({ ...base, status_update_interval: "10" })).toHaveProperty("body.status_update_interval", 10);
  });
  it("requires URL-shaped addresses", () => {
    expect(parseSettingsForm({ ...base, status_page_url: "status page" })).toHaveProperty("errors.status_page_url");
    expect(parseSettingsForm({ ...base, status_page_url: "https://status.example.com" })).toHaveProperty("body");
  });
});
