import { describe, expect, it } from "vitest";
import { testImages } from "../../../server/test/images";
import { PHONE_VIEWPORT, saveScreenshot } from "../../test/browser";
import { expectToast } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";
import { TEST_SITE } from "../../../server/test/fixtures/testSite";

describe("admin: media, maintenance, promo schedule, sold out and billing terms", () => {
  const h = useAdminHarness();

  it("uploads a logo with the file picker and a favicon by drag-and-drop, previews them, and goes back to the default", async () => {
    const page = await h.page({ hash: "#settings" });
    const logoSlot = page.locator('.media-slot[data-kind="logo"]');
    await logoSlot.getByText("Default:").waitFor();
    await page.getByLabel("Upload logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: testImages.png() });
    await expectToast(page, "Logo uploaded.");
    const preview = logoSlot.getByRole("img", { name: "Current logo", exact: true });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect(await logoSlot.textContent()).toContain("PNG, 64 × 64");
    expect((await h.server.api("/api/site-info")).body.logo_url).toBe(await preview.getAttribute("src"));

    // Drag-and-drop: a DataTransfer with the file, dropped on the favicon slot.
    const svg = testImages.svg('<circle cx="16" cy="16" r="16" fill="#4f46e5"/>', 'width="32" height="32"').toString();
    await page.evaluate((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], "icon.svg", { type: "image/svg+xml" }));
      const slot = document.querySelector('.media-slot[data-kind="favicon"]')!;
      slot.dispatchEvent(new DragEvent("dragover", { dataTransfer: transfer, bubbles: true, cancelable: true }));
      slot.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, svg);
    await expectToast(page, "Favicon uploaded.");
    expect((await h.server.api("/api/site-info")).body.favicon_url).toMatch(/\.svg$/);

    // A wrong file is refused in the browser before any upload, with a clear message.
    await page.getByLabel("Upload social image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expectToast(page, "Social image not uploaded: notes.txt: choose a PNG, JPEG, WebP, SVG file.");
    // A file that lies about its type is refused by the server, whose detail is shown.
    await page.getByLabel("Upload social image").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
    await expectToast(page, "Social image not uploaded: The file is not a PNG image (its content does not match its Content-Type)");
    await page.locator("#media-title").scrollIntoViewIfNeeded();
    await saveScreenshot(page.locator("section[aria-labelledby=media-title]"), "admin-media-desktop.png");

    await logoSlot.getByRole("button", { name: "Use default" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Logo removed: the default is shown again.");
    expect((await h.server.api("/api/site-info")).body.logo_url).toBeNull();
  });

  it("switches maintenance mode on in Site Settings; the banner's button switches it off", async () => {
    const page = await h.page({ hash: "#settings" });
    await page.getByLabel("Website in maintenance mode").check();
    await page.getByLabel("Maintenance Message").fill("Upgrading our servers, back in an hour.");
    await page.getByRole("button", { name: "Save Maintenance" }).click();
    await page.locator(".maintenance-banner").getByText("Maintenance mode is on").waitFor();
    expect((await fetch(`${h.server.url}/`)).status).toBe(503);
    await saveScreenshot(page, "admin-maintenance-banner-desktop.png");

    const phone = await h.page({ hash: "#plans" });
    await phone.setViewportSize(PHONE_VIEWPORT);
    await phone.locator(".maintenance-banner").waitFor();
    await saveScreenshot(phone, "admin-maintenance-banner-phone.png");

    // The banner and the tab read the same settings: switching off there unticks the box here, and an edit
    // typed meanwhile in another field of the form stays.
    await page.getByLabel("Site Title").fill("Typed, not saved yet");
    await page.getByRole("button", { name: "Switch off maintenance mode" }).click();
    await expectToast(page, "Maintenance mode is off: the website is open to visitors again.");
    expect(await page.locator(".maintenance-banner").count()).toBe(0);
    await expect.poll(() => page.getByLabel("Website in maintenance mode").isChecked()).toBe(false);
    expect(await page.getByLabel("Site Title").inputValue()).toBe("Typed, not saved yet");
    expect((await fetch(`${h.server.url}/`)).status).toBe(200);
    await page.getByRole("form", { name: "General" }).getByRole("button", { name: "Discard changes" }).click();
    expect(await page.getByLabel("Site Title").inputValue()).not.toBe("Typed, not saved yet");
    await phone.context().close();
    await page.context().close();
  });

  it("schedules a promo code with a start time and lists each code as Scheduled, Active, Expired or Inactive", async () => {
    const token = await h.server.login();
    await h.server.api("/api/admin/promo-codes", {
      method: "POST",
      token,
      body: { code: "OLDDEAL", title: "Old", description: "Gone", expiry_date: "2020-01-01" },
    });
    await h.server.api("/api/admin/promo-codes", { method: "POST", token, body: { code: "OFFDEAL", title: "Off", description: "Off", is_active: false } });
    const page = await h.page({ hash: "#promoCodes" });
    await page.getByRole("button", { name: "+ Add Promo Code" }).click();
    await page.getByLabel("Code *").fill("NEWYEAR");
    await page.getByLabel("Title *").fill("New year sale");
    await page.getByLabel("Description *").fill("Starts at midnight");
    await page.getByLabel("Start Date").fill("2099-01-01T00:00");
    await page.getByRole("button", { name: "Create Promo Code" }).click();
    await expectToast(page, "Promo code saved successfully!");
    const state = (code: string) => page.getByRole("row", { name: new RegExp(code) }).locator("[data-state]");
    await expect.poll(() => state("NEWYEAR").textContent()).toBe("Scheduled");
    expect(await state("OLDDEAL").textContent()).toBe("Expired");
    expect(await state("OFFDEAL").textContent()).toBe("Inactive");
    expect(await state(TEST_SITE.promos.hero.code).textContent()).toBe("Active");
    const stored = (await h.server.api("/api/admin/promo-codes", { token })).body.find((p: any) => p.code === "NEWYEAR");
    expect(stored.starts_at).toBe(new Date(2099, 0, 1, 0, 0).toISOString());
    expect((await h.server.api("/api/promo-codes")).body.some((p: any) => p.code === "NEWYEAR")).toBe(false);
    await saveScreenshot(page.locator(".data-table"), "admin-promos-desktop.png");
  });

  it("marks a plan sold out from its card and sets term prices in the plan dialog", async () => {
    const { lander } = TEST_SITE.plans;
    const page = await h.page({ hash: "#plans" });
    const card = page.getByRole("article", { name: lander.name });
    await card.getByRole("button", { name: `Mark ${lander.name} sold out` }).click();
    await expectToast(page, `${TEST_SITE.plans.lander.name} is marked sold out.`);
    await card.locator(".badge", { hasText: "Sold out" }).waitFor();
    const plan = () => h.server.api("/api/hosting-plans").then((r) => r.body.find((p: any) => p.name === TEST_SITE.plans.lander.name));
    expect((await plan()).sold_out).toBe(true);

    await card.getByRole("button", { name: `Edit Plan ${TEST_SITE.plans.lander.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Plan: ${TEST_SITE.plans.lander.name}` });
    expect(await dialog.getByLabel("Sold out").isChecked()).toBe(true);
    await dialog.getByLabel("Sold out").uncheck();
    // A year at 80 % of twelve months: a fifth off.
    const annual = Math.round(lander.price * 12 * 0.8 * 100) / 100;
    await dialog.getByLabel(/^Annually/).fill(String(annual));
    await dialog.getByLabel(/^Quarterly/).fill("");
    await dialog.getByText(`$${(annual / 12).toFixed(2)}/mo, save 20%`).waitFor();
    await saveScreenshot(dialog, "admin-plan-terms-desktop.png");
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await expectToast(page, "Plan updated successfully!");
    const saved = await plan();
    expect(saved.sold_out).toBe(false);
    expect(saved.pricing).toEqual({ annual });
  });
});
