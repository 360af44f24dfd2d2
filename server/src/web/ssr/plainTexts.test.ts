import { describe, expect, it } from "vitest";
import { MAINTENANCE_DEFAULT_MESSAGE } from "../../../../common/constants";
import { SUPPORTED_LANGUAGES } from "../../../../common/i18n/languages";
import { plainMaintenancePage } from "./maintenance";
import { plainPublicPage } from "./plainPage";
import { PLAIN_TEXTS } from "./plainTexts";

const company = { name: "Orbit", tagline: "", description: "Hosting in orbit.", contact_email: "help@orbit.example" } as never;

describe("the plain pages' texts", () => {
  it("has every text in every supported language, with the company's name where English has it", () => {
    expect(Object.keys(PLAIN_TEXTS).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      for (const [key, text] of Object.entries(PLAIN_TEXTS[language])) {
        expect(text.trim(), `${language} ${key}`).not.toBe("");
        expect(text.includes("{name}"), `${language} ${key}`).toBe(PLAIN_TEXTS.en[key as keyof (typeof PLAIN_TEXTS)["en"]].includes("{name}"));
      }
    }
    expect(PLAIN_TEXTS.en.maintenanceMessage).toBe(MAINTENANCE_DEFAULT_MESSAGE);
  });

  it("writes the plain pages in the page's language, <html lang> included", () => {
    const settings = { site_title: "Orbit", site_description: "Hosting in orbit.", favicon_url: null } as never;
    const missing = plainPublicPage("not-found", settings, company, undefined, "de");
    expect(missing).toContain('<html lang="de">');
    expect(missing).toContain("<title>Seite nicht gefunden | Orbit</title>");
    expect(missing).toContain("<p>Die gesuchte Seite existiert nicht.</p>");
    expect(missing).toContain('<a href="/terms">AGB</a>');
    expect(plainPublicPage("home", settings, company)).toContain('<html lang="en">');
    const maintenance = plainMaintenancePage("Orbit", company, "", "Status Unknown", "fr");
    expect(maintenance).toContain('<html lang="fr">');
    expect(maintenance).toContain("<h1>Orbit est en maintenance</h1>");
    expect(maintenance).toContain(PLAIN_TEXTS.fr.maintenanceMessage);
  });
});
