import { describe, expect, it } from "vitest";
import { parseSettingsForm, SETTINGS_SECTIONS, settingsToForm } from "./settingsForm";

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

describe("the Brand section and the status badge", () => {
  const base = settingsToForm({ site_title: "Site" });
  it("sends the colour in lower case and the font; names a colour that is not #rrggbb at its field", () => {
    const brand = SETTINGS_SECTIONS.find((section) => section.id === "brand")!;
    expect(parseSettingsForm({ ...base, brand_color: "#0F766E", font: "inter" }, brand.fields)).toEqual({ body: { brand_color: "#0f766e", font: "inter" } });
    expect(parseSettingsForm({ ...base, brand_color: "#12345" }, brand.fields)).toEqual({
      errors: { brand_color: "Brand colour must be a colour written #rrggbb, e.g. #4f46e5" },
    });
    expect(parseSettingsForm({ ...base, font: "comic-sans" }, brand.fields)).toHaveProperty("errors.font");
  });
  it("the status badge switch is saved with the status monitor, as a boolean", () => {
    expect(settingsToForm(null).show_status_badge).toBe("true");
    const status = SETTINGS_SECTIONS.find((section) => section.id === "status")!;
    expect(parseSettingsForm({ ...base, show_status_badge: "false" }, status.fields)).toHaveProperty("body.show_status_badge", false);
  });
});
