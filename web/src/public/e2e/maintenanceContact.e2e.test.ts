import { saveScreenshot } from "../../../test/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFor } from "../i18n/catalog";
import { TEST_SITE } from "../../../../server/test/fixtures/testSite";
import { DESKTOP_VIEWPORT, hydrated, PHONE_VIEWPORT, startSite, type Site } from "./helpers";

/** The English page's texts for the form's outcomes. */
const { thanks: CONTACT_THANK_YOU, reasons: CONTACT_REASONS } = catalogFor("en").contact;

let site: Site;
let token: string;
beforeAll(async () => {
  site = await startSite({ CONTACT_RATE_LIMIT: "0" });
  token = await site.server.login();
});
afterAll(() => site.close());

const setMaintenance = (body: Record<string, unknown>) => site.server.api("/api/admin/site-settings", { method: "PUT", token, body });

describe("maintenance page", () => {
  it("shows the message, the contact e-mail and the live status badge with HTTP 503 on every public page", async () => {
    await setMaintenance({ maintenance_mode: true, maintenance_message: "We are moving to faster servers. Back by 14:00 UTC." });
    site.setStatus("degraded", "Partially Degraded Service");
    try {
      for (const [name, viewport] of Object.entries({ desktop: DESKTOP_VIEWPORT, phone: PHONE_VIEWPORT })) {
        const { context, errors } = await site.open("/terms", { viewport });
        const page = await context.newPage();
        const response = await page.goto(`${site.server.url}/`);
        expect(response?.status()).toBe(503);
        expect(response?.headers()["retry-after"]).toMatch(/^\d+$/);
        await hydrated(page);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("We'll be back soon");
        expect(await page.locator(".maintenance-message").textContent()).toBe("We are moving to faster servers. Back by 14:00 UTC.");
        const email = TEST_SITE.company.contact_email;
        expect(await page.getByRole("link", { name: email }).getAttribute("href")).toBe(`mailto:${email}`);
        expect(await page.locator(".status-badge").getAttribute("data-state")).toBe("degraded");
        expect(await page.locator(".status-badge").textContent()).toContain("Partially Degraded Service");
        expect(await page.locator("nav").count()).toBe(0);
        expect(errors.filter((error) => !/503/.test(error))).toEqual([]);
        await saveScreenshot(page, `public-maintenance-${name}.png`);
      }
      for (const path of ["/privacy", "/missing-page"]) expect((await fetch(site.server.url + path)).status).toBe(503);
    } finally {
      await setMaintenance({ maintenance_mode: false });
    }
    expect((await fetch(site.server.url + "/")).status).toBe(200);
  });
});

describe("contact form without JavaScript", () => {
  it("posts to /contact and comes back to the form with the scripted form's thank-you message", async () => {
    for (const [name, viewport] of Object.entries({ desktop: DESKTOP_VIEWPORT, phone: PHONE_VIEWPORT })) {
      const { page } = await site.open("/", { viewport, javaScriptEnabled: false });
      const before = site.server.site.deps.store.submissions.count();
      await page.fill("#contact-name", "No Script");
      await page.fill("#contact-email", "noscript@example.com");
      await page.fill("#contact-subject", `Plain form ${name}`);
      await page.fill("#contact-message", "Sent without JavaScript.");
      await Promise.all([page.waitForURL(/\?contact=sent#contact$/), page.click("button.contact-submit")]);
      expect(await page.locator("#contact-feedback").textContent()).toBe(CONTACT_THANK_YOU);
      expect(site.server.site.deps.store.submissions.count()).toBe(before + 1);
      await saveScreenshot(page.locator("#contact"), `public-contact-nojs-${name}.png`);
    }
  });

  it("shows the server's error for a field the browser let through", async () => {
    const { page } = await site.open("/", { javaScriptEnabled: false });
    await page.fill("#contact-name", "   ");
    await page.fill("#contact-email", "x@example.com");
    await page.fill("#contact-subject", "Blank name");
    await page.fill("#contact-message", "The name is only spaces.");
    await Promise.all([page.waitForURL(/contact=error&reason=name_required#contact$/), page.click("button.contact-submit")]);
    // The error sits at its field.
    expect(await page.locator("#contact-name-error").textContent()).toBe(CONTACT_REASONS.name_required);
    expect(await page.locator("#contact-name").getAttribute("aria-describedby")).toContain("contact-name-error");
    expect(await page.locator("#contact-name").getAttribute("aria-invalid")).toBe("true");
  });

  it("with scripts on nothing changes: the API is called and the page does not navigate", async () => {
    const { page } = await site.open("/");
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(new URL(request.url()).pathname));
    await page.fill("#contact-name", "With Script");
    await page.fill("#contact-email", "script@example.com");
    await page.fill("#contact-subject", "Scripted");
    await page.fill("#contact-message", "Sent with JavaScript.");
    await page.click("button.contact-submit");
    await expect.poll(() => page.locator("#contact-feedback").textContent()).toBe(CONTACT_THANK_YOU);
    expect(posts).toEqual(["/api/contact"]);
    expect(new URL(page.url()).search).toBe("");
  });

  it("a page loaded after a plain post keeps the message after hydration and drops the query from the address", async () => {
    const { page } = await site.open("/?contact=sent#contact");
    await hydrated(page);
    expect(await page.locator("#contact-feedback").textContent()).toBe(CONTACT_THANK_YOU);
    await expect.poll(() => new URL(page.url()).search).toBe("");
  });
});
