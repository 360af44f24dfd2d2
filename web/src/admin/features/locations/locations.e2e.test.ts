import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../../../server/test/eventually";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../../../../../server/test/fakes/fakeUptimeKuma";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { dragAnnouncements, expectToast, pickUpWithKeyboard, problemAt, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

/**
 * A latency test address on this machine: /ping answers 204 that any site may read, /plain 200 without
 * Access-Control-Allow-Origin, anything else 404.
 */
async function startProbe(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === "/ping") response.writeHead(204, { "access-control-allow-origin": "*", "cache-control": "no-store" });
    else if (request.url === "/plain") response.writeHead(200, { "content-type": "text/plain" });
    else response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface StoredLocation {
  id: number;
  key: string;
  name: string;
  country: string;
  latency_url: string;
  monitors: number[];
  order_value: string;
  display_order: number;
}

describe("the Locations tab", () => {
  const h = useAdminHarness();
  let probe: Awaited<ReturnType<typeof startProbe>>;
  let kuma: FakeUptimeKuma;
  let token: string;
  beforeAll(async () => {
    probe = await startProbe();
    kuma = await startFakeUptimeKuma({ monitors: [1, 0] });
    token = await h.server.login();
  });
  afterAll(async () => {
    await kuma?.close();
    await new Promise((resolve) => probe?.server.close(resolve));
  });

  const stored = async (): Promise<StoredLocation[]> => (await h.server.api("/api/admin/locations", { token })).body;
  const addLocation = async (body: Record<string, unknown>): Promise<StoredLocation> => {
    const created = await h.server.api("/api/admin/locations", { method: "POST", token, body });
    expect(created.status, created.text).toBe(200);
    return created.body;
  };
  const openLocations = async (options: Parameters<typeof h.page>[0] = {}): Promise<Page> => {
    const page = await h.page({ hash: "#locations", ...options });
    await tabReady(page, "locations");
    return page;
  };
  const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
  const verdict = (page: Page) => page.locator(".url-check");

  it("adds a location: country picked by searching, the test URL checked, status monitors chosen; problems at their fields, the server's too", async () => {
    const saved = await h.server.api("/api/admin/site-settings", { method: "PUT", token, body: { uptime_kuma_url: kuma.statusPageUrl } });
    expect(saved.status, saved.text).toBe(200);
    await eventually(async () => expect((await h.server.api("/api/admin/status-monitors", { token })).body).toHaveLength(2), 15_000);
    await addLocation({ key: "ams-taken", name: "Amsterdam", country: "NL" });

    const page = await openLocations();
    await page.getByRole("button", { name: "+ Add Location" }).click();
    const dialog = page.getByRole("dialog", { name: "New Location" });
    const country = dialog.getByRole("combobox", { name: "Country *" });

    // Nothing typed: the three required fields say so, nothing is sent.
    await dialog.getByRole("button", { name: "Create Location" }).click();
    expect(await problemAt(dialog.getByLabel("Key *"))).toBe("Key is required");
    expect(await problemAt(dialog.getByLabel("Name *"))).toBe("Name is required");
    expect(await problemAt(country)).toBe("Country is required");

    // The country: a few letters, the arrow keys and Enter.
    await country.fill("germ");
    await dialog.getByRole("option", { name: /^Germany / }).waitFor();
    expect(await country.getAttribute("aria-expanded")).toBe("true");
    await country.press("Enter");
    expect(await country.inputValue()).toBe("Germany");
    expect(await country.getAttribute("aria-expanded")).toBe("false");
    expect(await country.getAttribute("aria-invalid")).toBeNull();
    // Escape closes the list, not the dialog; a search that chose nothing gives the chosen country back.
    await country.fill("nether");
    await dialog.getByRole("option", { name: /^Netherlands / }).waitFor();
    await country.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    expect(await country.inputValue()).toBe("Germany");

    // An IPv4 address the same rule as the server's refuses before sending: the server answers the same words at the same field.
    const typed = { "Key *": "ams-taken", "Name *": "Frankfurt", City: "Frankfurt am Main", "Test IPv4": "300.1.1.1" };
    for (const [label, value] of Object.entries(typed)) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole("button", { name: "Create Location" }).click();
    expect(await problemAt(dialog.getByLabel("Test IPv4"))).toBe("Test IPv4 must be an IPv4 address");
    const refused = await h.server.api("/api/admin/locations", { method: "POST", token, body: { key: "x", name: "X", country: "DE", test_ipv4: "300.1.1.1" } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ field: "test_ipv4", message: "must be an IPv4 address" }));
    await dialog.getByLabel("Test IPv4").fill("192.0.2.10");

    // Test URL: an address that is not https (and not on this machine) is refused at the field before asking.
    const latency = dialog.getByLabel("Latency test URL");
    await latency.fill("http://example.com/ping");
    await dialog.getByRole("button", { name: "Test URL" }).click();
    expect(await problemAt(latency)).toBe("Latency test URL must be an https:// address (http:// only on a loopback address)");
    // What the server found: a 404, an answer other sites may not read, and a good one.
    await latency.fill(`${probe.url}/missing`);
    await dialog.getByRole("button", { name: "Test URL" }).click();
    await expect.poll(() => verdict(page).getAttribute("data-tone")).toBe("error");
    expect(await verdict(page).innerText()).toMatch(/^!?\s*Answered 404 in \d+ ms/);
    await latency.fill(`${probe.url}/plain`);
    // The verdict belongs to the address it was made for.
    expect(await verdict(page).count()).toBe(0);
    await dialog.getByRole("button", { name: "Test URL" }).click();
    await expect.poll(() => verdict(page).getAttribute("data-tone")).toBe("warning");
    expect(await verdict(page).innerText()).toContain("Access-Control-Allow-Origin: *");
    await latency.fill(`${probe.url}/ping`);
    await dialog.getByRole("button", { name: "Test URL" }).click();
    await expect.poll(() => verdict(page).getAttribute("data-tone")).toBe("ok");
    expect(await verdict(page).innerText()).toMatch(/Answered 204 in \d+ ms; visitors' browsers may read it/);

    // The order value shows the key while it is empty; the status comes from the chosen monitor.
    expect(await dialog.getByLabel("Order value").getAttribute("placeholder")).toBe("ams-taken");
    await dialog.getByRole("group", { name: "Status monitors" }).getByLabel("Service 2").check();

    // The key is taken: the server's 409 shows at the key.
    await dialog.getByRole("button", { name: "Create Location" }).click();
    expect(await problemAt(dialog.getByLabel("Key *"))).toContain("already exists");
    await expectToast(page, 'Error creating location: A location with the key "ams-taken" already exists');
    await dialog.getByLabel("Key *").fill("fra");
    await saveScreenshot(page, "admin-locations-dialog-filled.png");
    await dialog.getByRole("button", { name: "Create Location" }).click();
    await expectToast(page, "Location created successfully!");

    const frankfurt = card(page, "Frankfurt");
    await frankfurt.waitFor();
    expect(await frankfurt.innerText()).toMatch(/🇩🇪/);
    expect(await frankfurt.locator(".location-place").innerText()).toBe("Frankfurt am Main, Germany");
    expect(await frankfurt.innerText()).toContain("Test URL set");
    expect(await frankfurt.locator(".location-monitors").innerText()).toBe("Status monitors: Service 2");
    expect(await card(page, "Amsterdam").innerText()).toContain("No latency test");
    const created = (await stored()).find((location) => location.key === "fra");
    expect(created).toMatchObject({ name: "Frankfurt", country: "DE", latency_url: `${probe.url}/ping`, monitors: [2] });

    // Edited again: the dialog shows what was saved.
    await page.getByRole("button", { name: "Edit Frankfurt" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Location: Frankfurt" });
    expect(await edit.getByRole("combobox", { name: "Country *" }).inputValue()).toBe("Germany");
    expect(await edit.getByRole("group", { name: "Status monitors" }).getByLabel("Service 2").isChecked()).toBe(true);
    await edit.getByLabel("Order value").fill("frankfurt-1");
    await edit.getByRole("button", { name: "Update Location" }).click();
    await expectToast(page, "Location updated successfully!");
    await expect.poll(async () => (await stored()).find((location) => location.key === "fra")?.order_value).toBe("frankfurt-1");
    await page.context().close();
  });

  it("drags a location into another place with the keyboard: read out by name and position, saved at once", async () => {
    for (const [key, name, country] of [
      ["drag-a", "Drag Alpha", "FR"],
      ["drag-b", "Drag Bravo", "US"],
    ]) {
      await addLocation({ key, name, country });
    }
    const page = await openLocations();
    const names = () => page.locator(".location-title").evaluateAll((titles) => titles.map((title) => title.firstChild?.textContent?.trim() ?? ""));
    const before = await names();
    const from = before.indexOf("Drag Bravo");
    expect(from).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Reorder Drag Bravo" }).focus();
    await pickUpWithKeyboard(page, `Picked up Drag Bravo, position ${from + 1} of ${before.length} in Locations.`);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => dragAnnouncements(page)).toContain(`Drag Bravo moved to position ${from} of ${before.length} in Locations.`);
    await page.keyboard.press("Space");
    const after = [...before];
    after.splice(from - 1, 2, "Drag Bravo", before[from - 1]);
    await expect.poll(names).toEqual(after);
    await expect.poll(async () => (await stored()).sort((a, b) => a.display_order - b.display_order).map((location) => location.name)).toEqual(after);
    // Loaded again, the list keeps the new order.
    await page.reload();
    await tabReady(page, "locations");
    expect(await names()).toEqual(after);
    await page.context().close();
  });

  it("refuses to delete a location plans are offered in, naming them; offered nowhere, it goes", async () => {
    const location = await addLocation({ key: "del-1", name: "Delete Me", country: "SE" });
    const category = await h.server.api("/api/admin/hosting-categories", {
      method: "POST",
      token,
      body: { key: "loc-del", display_name: "Loc Del", type: "vps" },
    });
    expect(category.status).toBe(200);
    const plan = await h.server.api("/api/admin/hosting-plans", {
      method: "POST",
      token,
      body: { name: "Nordic VPS", category_key: "loc-del", locations: [{ key: "del-1", sold_out: false }] },
    });
    expect(plan.status, plan.text).toBe(200);

    const page = await openLocations();
    await page.getByRole("button", { name: "Delete Delete Me" }).click();
    await page.getByRole("alertdialog", { name: "Delete location" }).getByRole("button", { name: "Delete" }).click();
    const refusal = page.getByRole("alertdialog", { name: "Delete Me is still in use" });
    await refusal.waitFor();
    expect(await refusal.locator(".location-in-use").innerText()).toContain("Nordic VPS");
    await expectAccessible(page, "the refusal to delete a location in use");
    await saveScreenshot(page, "admin-locations-in-use.png");
    await refusal.getByRole("button", { name: "OK" }).click();
    expect((await stored()).some((entry) => entry.id === location.id)).toBe(true);

    const freed = await h.server.api(`/api/admin/hosting-plans/${plan.body.id}`, { method: "PUT", token, body: { locations: [] } });
    expect(freed.status, freed.text).toBe(200);
    await page.getByRole("button", { name: "Delete Delete Me" }).click();
    await page.getByRole("alertdialog", { name: "Delete location" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Location deleted successfully!");
    await expect.poll(() => card(page, "Delete Me").count()).toBe(0);
    expect((await stored()).some((entry) => entry.id === location.id)).toBe(false);
    await page.context().close();
  });

  it("the Overview warns while a location's test URL does not answer, naming it and linking to this tab", async () => {
    // Nothing listens on port 1 of this machine: the address is refused.
    const broken = await addLocation({ key: "broken", name: "Broken DC", country: "FR", latency_url: "http://127.0.0.1:1/ping" });
    const page = await h.page({ hash: "#overview" });
    await tabReady(page, "overview");
    const warning = page.locator(".overview-warning");
    await eventually(async () => {
      await page.getByRole("button", { name: "Refresh Data" }).click();
      expect(await warning.innerText({ timeout: 2_000 })).toContain('"Broken DC"');
    }, 30_000);
    expect(await page.locator('.setup-item[data-key="location_tests"]').getAttribute("data-done")).toBe("false");
    await expectAccessible(page, "the Overview with a location test warning");
    await saveScreenshot(page, "admin-locations-overview-warning.png");
    await warning.getByRole("link", { name: "Locations" }).click();
    await tabReady(page, "locations");
    expect(new URL(page.url()).hash).toBe("#locations");

    expect((await h.server.api(`/api/admin/locations/${broken.id}`, { method: "DELETE", token })).status).toBe(200);
    await page.context().close();
  });

  for (const look of LOOKS) {
    it(`at ${look.viewport.width} px (${look.colorScheme}): the list, the dialog and its country list are axe clean and never scroll sideways`, async () => {
      const page = await openLocations({ viewport: look.viewport, colorScheme: look.colorScheme });
      await card(page, "Frankfurt").waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the Locations tab (${look.size}, ${look.colorScheme})`);
      await saveScreenshot(page, `admin-locations-${look.colorScheme}-${look.size}.png`, { fullPage: true });

      await page.getByRole("button", { name: "Edit Frankfurt" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Location: Frankfurt" });
      await dialog.getByRole("button", { name: "Test URL" }).click();
      await expect.poll(() => verdict(page).getAttribute("data-tone")).toBe("ok");
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the location dialog (${look.size}, ${look.colorScheme})`);
      await saveScreenshot(page, `admin-locations-dialog-${look.colorScheme}-${look.size}.png`);
      const country = dialog.getByRole("combobox", { name: "Country *" });
      await country.fill("united");
      await dialog.getByRole("option", { name: /^United Kingdom / }).waitFor();
      await expectAccessible(page, `the country list (${look.size}, ${look.colorScheme})`);
      await saveScreenshot(page, `admin-locations-country-${look.colorScheme}-${look.size}.png`);
      await page.context().close();
    });
  }
});
