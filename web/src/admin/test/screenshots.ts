/**
 * Screenshots of the login screen, every admin tab (the Overview first) and the dialogs, in the light and the
 * dark theme, at desktop (1366) and phone (390) width, into /tmp/shots (for looking at them):
 * `npx tsx web/src/admin/test/screenshots.ts` after `npm run build:web` (or the admin-only build in
 * vite.admin.config.ts); `… screenshots.ts overview` for one tab.
 */
import { mkdir } from "node:fs/promises";
import { startTestServer } from "../../../../server/test/testServer";
import { DESKTOP_VIEWPORT, launchBrowser, LOOKS } from "../../../test/browser";
import { TABS } from "../app/tabs";
import { openTab, signIn, tabReady } from "./adminPage";

/** A common phone: 390 × 844 CSS pixels. */
export const PHONE_390 = { width: 390, height: 844 };

const server = await startTestServer({ env: { CONTACT_RATE_LIMIT: "0" } });
const browser = await launchBrowser();
await mkdir("/tmp/shots", { recursive: true });
// Some history: messages (one read), a manual backup, a failed sign-in and a saved change.
const token = await server.login();
for (const [name, subject] of [
  ["Ada Reader", "Moving three shops"],
  ["Bo Unread", "Yearly billing?"],
]) {
  await server.api("/api/contact", {
    method: "POST",
    body: { name, email: `${name.split(" ")[0].toLowerCase()}@example.com`, subject, message: `Hello from ${name}. `.repeat(8) },
  });
}
const first = (await server.api("/api/admin/contact-submissions?search=Ada", { token })).body.submissions[0];
await server.api(`/api/admin/contact-submissions/${first.id}/read`, { method: "PUT", token, body: {} });
await server.api("/api/admin/backups", { method: "POST", token, body: {} });
await server.api("/api/login", { method: "POST", body: { username: "admin", password: "wrong-password" } });
// Two pages of the company's own (one published, in the footer) and two questions of the FAQ.
for (const page of [
  { slug: "about-us", title: "About Us", body: "## Who we are\n\nA small team with **big** servers.", published: true, show_in_footer: true },
  { slug: "data-centres", title: "Data Centres", body: "| Site | Power |\n|---|---|\n| Frankfurt | 2 MW |" },
]) {
  await server.api("/api/admin/pages", { method: "POST", token, body: page });
}
await server.api("/api/admin/faq", {
  method: "PUT",
  token,
  body: [
    { question: "Do you keep backups?", answer: "Every night, for **30 days**." },
    { question: "Can you move my site?", answer: "Yes, for free." },
  ],
});
const company = (await server.api("/api/admin/company-info", { token })).body;
await server.api("/api/admin/company-info", { method: "PUT", token, body: company });
const only = process.argv[2];
try {
  for (const { colorScheme, size, viewport } of LOOKS) {
    const page = await browser.newPage({ viewport, colorScheme });
    const shot = (name: string, fullPage = true) => page.screenshot({ path: `/tmp/shots/${colorScheme}-${size}-${name}.png`, fullPage });
    await page.goto(`${server.url}/admin`);
    await page.getByRole("button", { name: "Login" }).waitFor();
    await shot("login", false);
    await signIn(page);
    for (const tab of TABS) {
      if (only && tab.id !== only) continue;
      await openTab(page, tab.label);
      await tabReady(page, tab.id);
      await shot(tab.id);
      if (tab.id === "blesta") {
        for (const sub of ["Plan Mapping", "Sync Status"]) {
          await page.getByRole("tab", { name: sub }).click();
          await page.getByRole("heading", { level: 2, name: sub }).waitFor();
          await page.waitForTimeout(300);
          await shot(`blesta-${sub.toLowerCase().replace(" ", "-")}`);
        }
      }
    }
    await openTab(page, "Overview");
    await tabReady(page, "overview");
    await page.getByRole("button", { name: "Remove demo content" }).click();
    await page.getByRole("alertdialog", { name: "Remove demo content" }).waitFor();
    await shot("remove-demo-question", false);
    await page.keyboard.press("Escape");
    if (size === "phone") {
      await page.getByRole("button", { name: "Menu" }).click();
      await shot("menu", false);
      await page.keyboard.press("Escape");
    }
    await openTab(page, "Hosting Plans");
    await page
      .getByRole("button", { name: /^Edit Plan / })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    await shot("plan-dialog", false);
    await page.getByLabel("Plan Name *").fill("Changed");
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog").waitFor();
    await shot("unsaved-question", false);
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
    await openTab(page, "Site Settings");
    await tabReady(page, "settings");
    await page.getByLabel("Status Update Interval (seconds)").fill("5");
    await page.getByRole("button", { name: "Save Status monitor" }).click();
    await shot("settings-field-error", false);
    await page.getByRole("form", { name: "Status monitor" }).getByRole("button", { name: "Discard changes" }).click();
    await page.getByRole("button", { name: "Save General" }).click();
    await page.locator(".toast-success").waitFor();
    await shot("toasts", false);
    await openTab(page, "Promo Codes");
    await page.getByRole("button", { name: "+ Add Promo Code" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Create Promo Code" }).click();
    await page.getByRole("dialog").locator(".field-error").first().waitFor();
    await shot("promo-dialog-errors", false);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await openTab(page, "Pages");
    await page.getByRole("button", { name: "Edit About Us" }).click();
    await page.getByRole("dialog").getByRole("region", { name: "Live preview" }).waitFor();
    await shot("page-dialog", false);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await openTab(page, "Website Content");
    for (const section of ["Features", "FAQ"]) {
      await page
        .getByRole("navigation", { name: "Content sections" })
        .getByRole("button", { name: new RegExp(`^${section}`) })
        .click();
      await page.getByRole("heading", { level: 2, name: `${section} Section` }).waitFor();
      await shot(`content-${section.toLowerCase()}`);
    }
    await page.close();
  }
  // Last, as it empties the catalog the other screenshots show: the answer after removing the demo content.
  if (!only || only === "overview") {
    for (const [size, viewport] of [
      ["desktop", DESKTOP_VIEWPORT],
      ["phone", PHONE_390],
    ] as const) {
      const page = await browser.newPage({ viewport, colorScheme: "dark" });
      await page.goto(`${server.url}/admin`);
      await signIn(page);
      await tabReady(page, "overview");
      const button = page.getByRole("button", { name: "Remove demo content" });
      if ((await button.count()) > 0) {
        await button.click();
        await page.getByRole("alertdialog", { name: "Remove demo content" }).getByRole("button", { name: "Remove demo content" }).click();
        await page.getByRole("alertdialog", { name: "Demo content removed" }).waitFor();
        await page.screenshot({ path: `/tmp/shots/dark-${size}-remove-demo-done.png` });
        await page.getByRole("button", { name: "OK" }).click();
      }
      await page.screenshot({ path: `/tmp/shots/dark-${size}-overview-after-removal.png`, fullPage: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
