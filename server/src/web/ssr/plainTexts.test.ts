import { describe, expect, it } from "vitest";
import { MAINTENANCE_DEFAULT_MESSAGE } from "../../../../common/constants";
import { CATALOGS } from "../../../../common/i18n/catalogs";
import { plainMaintenancePage } from "./maintenance";
import { plainPublicPage } from "./plainPage";

const company = { name: "Orbit", tagline: "", description: "Hosting in orbit.", contact_email: "help@orbit.example" } as never;

describe("the plain pages' texts (the catalogs' `plain` group)", () => {
  it("says in English what the server's default maintenance message says", () => {
    expect(CATALOGS.en.plain.maintenanceMessage).toBe(MAINTENANCE_DEFAULT_MESSAGE);
  });

  it("writes the plain pages in the page's language, <html lang> included", () => {
    const settings = { site_title: "Orbit", site_description: "Hosting in orbit.", favicon_url: null } as never;
    const missing = plainPublicPage("not-found", settings, company, undefined, "de");
    expect(missing).toContain('<html lang="de">');
    expect(missing).toContain("<title>Seite nicht gefunden | Orbit</title>");
    expect(missing).toContain("<p>Die gesuchte Seite existiert nicht.</p>");
    expect(missing).toContain('<a href="/terms">AGB</a>');
    expect(missing).toContain('<a href="/imprint">Impressum</a>');
    expect(plainPublicPage("home", settings, company)).toContain('<html lang="en">');
    const maintenance = plainMaintenancePage("Orbit", company, "", "Status Unknown", "fr");
    expect(maintenance).toContain('<html lang="fr">');
    expect(maintenance).toContain("<h1>Orbit est en maintenance</h1>");
    expect(maintenance).toContain(CATALOGS.fr.plain.maintenanceMessage);
  });

  it("writes a company name with ICU's special characters exactly as it is", () => {
    const maintenance = plainMaintenancePage("O'Brien {Hosting} #1", company, "", "Status Unknown", "en");
    expect(maintenance).toContain("<h1>O&#39;Brien {Hosting} #1 is down for maintenance</h1>");
  });
});
