import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../../../test/axe";
import { layoutShift, LOOKS, noSidewaysScroll, saveScreenshot } from "../../../test/browser";
import { hydrated, orderTargetOf, startSite, type Site } from "./helpers";

/**
 * The locations page and the latency test in a browser: three locations whose test addresses are answered from
 * three loopback addresses (so three origins) with 20, 80 and 150 ms of added delay.
 */
interface TestEndpoint {
  /** Added delay of each answer. */
  delayMs: number;
  host: string;
  server: Server;
  /** The requests it answered, with their Cache-Control and Origin. */
  requests: { cacheControl: string; origin: string }[];
  url: string;
  origin: string;
}

/** A test address like the admin docs describe: a 204 any site's page may read, after `delayMs`. */
async function testEndpoint(host: string, delayMs: number): Promise<TestEndpoint> {
  const requests: TestEndpoint["requests"] = [];
  const server = createServer((request, response) => {
    requests.push({ cacheControl: String(request.headers["cache-control"] ?? ""), origin: String(request.headers.origin ?? "") });
    setTimeout(() => {
      response.writeHead(204, { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" });
      response.end();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { delayMs, host, server, requests, url: `${origin}/ping`, origin };
}

let site: Site;
let token: string;
let near: TestEndpoint;
let middle: TestEndpoint;
let far: TestEndpoint;
/** The plan offered in all three; the one sold out in the nearest. */
let everywhereId: number;
let soldOutNearId: number;

async function admin(path: string, method: string, body?: unknown) {
  const answer = await site.server.api(path, { method, token, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { id: number };
}

beforeAll(async () => {
  [near, middle, far] = await Promise.all([testEndpoint("127.0.0.2", 20), testEndpoint("127.0.0.3", 80), testEndpoint("127.0.0.4", 150)]);
  site = await startSite();
  token = await site.server.login();
  await admin("/api/admin/site-settings", "PUT", { order_url_template: "https://billing.example/order/{plan_id}?term={term}&location={location}" });
  // The administrator's order is not the ranking: far, near, middle.
  const locations = [
    { key: "nyc", name: "NYC1", city: "New York", country: "US", endpoint: far, order_value: "us-east" },
    { key: "fra", name: "FRA1", city: "Frankfurt", country: "DE", endpoint: near, order_value: "eu-central" },
    { key: "ams", name: "AMS1", city: "Amsterdam", country: "NL", endpoint: middle, order_value: "eu-west" },
  ];
  for (const [index, { endpoint, ...fields }] of locations.entries()) {
    await admin("/api/admin/locations", "POST", {
      ...fields,
      latency_url: endpoint.url,
      looking_glass_url: `https://lg.${fields.key}.example/`,
      test_ipv4: `192.0.2.${10 + index}`,
      test_ipv6: `2001:db8::${10 + index}`,
      display_order: index,
    });
  }
  // One plan offered in all three, one sold out in the nearest.
  const [everywhere, busy] = await Promise.all(
    [
      { name: "Edge Everywhere", price: 7, soldOutIn: "" },
      { name: "Edge Busy", price: 9, soldOutIn: "fra" },
    ].map(({ soldOutIn, ...plan }) =>
      admin("/api/admin/hosting-plans", "POST", {
        ...plan,
        type: "shared",
        category_key: "hosting",
        locations: ["nyc", "fra", "ams"].map((key) => ({ key, sold_out: key === soldOutIn })),
      }),
    ),
  );
  everywhereId = everywhere.id;
  soldOutNearId = busy.id;
});
afterAll(async () => {
  await site?.close();
  for (const endpoint of [near, middle, far]) endpoint?.server.close();
});

const orderHref = (page: Page, planId: number) => orderTargetOf(site, page.locator(`article[data-plan-id="${planId}"] a.plan-order`));
const resetCounts = () => [near, middle, far].forEach((endpoint) => (endpoint.requests.length = 0));

describe("the latency test", () => {
  it("lets exactly the three test origins through the page's Content-Security-Policy", async () => {
    const response = await fetch(`${site.server.url}/locations`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const connect = (/(?:^|;)\s*connect-src ([^;]*)/.exec(csp)?.[1] ?? "").trim().split(/\s+/);
    expect(connect.sort()).toEqual(["'self'", near.origin, middle.origin, far.origin].sort());
  });

  it("measures each location five times without the cache, ranks them 20, 80, 150 ms, marks the nearest and makes it the chosen location", async () => {
    resetCounts();
    const { page, context, errors } = await site.open("/locations");
    await hydrated(page);
    await page.getByRole("button", { name: "Test my latency" }).click();
    const result = page.locator(".latency-result");
    await expect.poll(() => result.textContent(), { timeout: 20_000 }).toMatch(/^Nearest to you: FRA1, \d+ ms\./);
    // The live region also says the whole ranking (for screen readers; one line is shown).
    expect(await result.textContent()).toMatch(/1\. FRA1: \d+ ms, 2\. AMS1: \d+ ms, 3\. NYC1: \d+ ms$/);
    const rank = (key: string) => page.locator(`[data-latency-rank="${key}"]`).textContent();
    expect([await rank("fra"), await rank("ams"), await rank("nyc")]).toEqual(["No. 1", "No. 2", "No. 3"]);
    const ms = async (key: string) => Number((await page.locator(`[data-latency-for="${key}"]`).textContent())?.replace(/\D/g, ""));
    const [fra, ams, nyc] = [await ms("fra"), await ms("ams"), await ms("nyc")];
    expect(fra).toBeGreaterThanOrEqual(20);
    expect(ams).toBeGreaterThanOrEqual(80);
    expect(nyc).toBeGreaterThanOrEqual(150);
    expect(fra).toBeLessThan(ams);
    expect(ams).toBeLessThan(nyc);
    // Five requests each from the site's page (the server's own checks of the addresses carry no Origin), none from the cache.
    for (const endpoint of [near, middle, far]) {
      const fromPage = endpoint.requests.filter((request) => request.origin === site.server.url);
      expect(fromPage, endpoint.host).toHaveLength(5);
      for (const request of fromPage) expect(request.cacheControl).toBe("no-cache");
    }
    await expect.poll(() => page.locator("[data-location-card][data-chosen]").getAttribute("data-location-card")).toBe("fra");
    expect(await page.locator("[data-location-card][data-nearest]").getAttribute("data-location-card")).toBe("fra");
    // Remembered like the currency: the server's HttpOnly cookie for `?location=`, which the order links of every page follow.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "location")?.value).toBe("fra");
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "location");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    await page.goto(`${site.server.url}/`);
    expect(await orderHref(page, everywhereId)).toBe(`https://billing.example/order/${everywhereId}?term=monthly&location=eu-central`);
    // Sold out at the chosen location: the card says so, and the order goes to the plan's first open location.
    expect(await page.locator(`article[data-plan-id="${soldOutNearId}"] .plan-location-note`).textContent()).toBe("Sold out in Frankfurt");
    expect(await orderHref(page, soldOutNearId)).toBe(`https://billing.example/order/${soldOutNearId}?term=monthly&location=us-east`);
    expect(errors).toEqual([]);
  });

  it("beside the plans: the nearest becomes the chosen location in the order links at once, and the choice field follows", async () => {
    const { page, errors } = await site.open("/#hosting");
    await hydrated(page);
    await page.locator("#hosting [data-location-select]").selectOption("nyc");
    await expect.poll(() => orderHref(page, everywhereId)).toBe(`https://billing.example/order/${everywhereId}?term=monthly&location=us-east`);
    expect(await page.locator(`article[data-plan-id="${soldOutNearId}"] .plan-location-note`).textContent()).toBe("");
    await page.locator("#hosting").getByRole("button", { name: "Test my latency" }).click();
    await expect
      .poll(() => orderHref(page, everywhereId), { timeout: 20_000 })
      .toBe(`https://billing.example/order/${everywhereId}?term=monthly&location=eu-central`);
    expect(await page.locator("#hosting [data-location-select]").inputValue()).toBe("fra");
    expect(await page.locator("#hosting .latency-result").textContent()).toMatch(/^Nearest to you: FRA1, \d+ ms\./);
    expect(await page.locator(`article[data-plan-id="${soldOutNearId}"] .plan-location-note`).textContent()).toBe("Sold out in Frankfurt");
    // The options are ranked too, each with its time.
    const options = await page.locator("#hosting [data-location-select] option:not([value=''])").allTextContents();
    expect(options.map((option) => option.replace(/ – .*/, ""))).toEqual(["FRA1 (Germany)", "AMS1 (Netherlands)", "NYC1 (United States)"]);
    expect(page.url()).toBe(`${site.server.url}/#hosting`);
    expect(errors).toEqual([]);
  });

  it("says 'could not be measured' for a location whose test address does not answer, and ranks it last", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.5", resolve));
    const deadUrl = `http://127.0.0.5:${(closed.address() as AddressInfo).port}/ping`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dead = await admin("/api/admin/locations", "POST", { key: "dead", name: "DEAD1", country: "SE", latency_url: deadUrl });
    try {
      const { page } = await site.open("/locations");
      await hydrated(page);
      await page.getByRole("button", { name: "Test my latency" }).click();
      await expect.poll(() => page.locator(".latency-result").textContent(), { timeout: 30_000 }).toMatch(/^Nearest to you: FRA1/);
      expect(await page.locator('[data-latency-for="dead"]').textContent()).toBe("could not be measured");
      expect(await page.locator('[data-latency-rank="dead"]').textContent()).toBe("");
      expect(await page.locator(".latency-result").textContent()).toMatch(/4\. DEAD1: could not be measured$/);
    } finally {
      await admin(`/api/admin/locations/${dead.id}`, "DELETE");
    }
  });
});

describe("without JavaScript", () => {
  it("lists every location with its country, flag, status, looking glass, test addresses and plans", async () => {
    const { page } = await site.open("/locations", { javaScriptEnabled: false });
    expect(await page.locator("[data-location-card]").evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.locationCard))).toEqual([
      "nyc",
      "fra",
      "ams",
    ]);
    const fra = page.locator('[data-location-card="fra"]');
    expect(await fra.getByRole("img", { name: "Flag of Germany" }).count()).toBe(1);
    expect(await fra.locator(".location-place").textContent()).toBe("Frankfurt, Germany");
    expect(await fra.locator(".location-status").textContent()).toBe("Status unknown");
    expect(await fra.getByRole("link", { name: "lg.fra.example/" }).getAttribute("href")).toBe("https://lg.fra.example/");
    expect(await fra.locator(".location-address").allTextContents()).toEqual(["192.0.2.11", "2001:db8::11"]);
    expect(await fra.locator(".location-plan").allTextContents()).toEqual(["Edge Everywhere", "Edge Busy (sold out)"]);
    expect(await fra.getByRole("link", { name: "Edge Everywhere" }).getAttribute("href")).toBe("/#hosting");
    expect(await page.getByRole("button", { name: "Test my latency" }).isDisabled()).toBe(true);
  });

  it("chooses a location by the plans' GET form: the server fills the order links for it", async () => {
    const { page } = await site.open("/#hosting", { javaScriptEnabled: false });
    await page.locator("#hosting [data-location-select]").selectOption("ams");
    await Promise.all([page.waitForURL(/location=ams/), page.locator("#hosting").getByRole("button", { name: "Choose" }).click()]);
    expect(page.url()).toBe(`${site.server.url}/?location=ams#hosting`);
    expect(await orderHref(page, everywhereId)).toBe(`https://billing.example/order/${everywhereId}?term=monthly&location=eu-west`);
    expect(await page.locator("#hosting [data-location-select]").inputValue()).toBe("ams");
  });
});

describe("the locations page's looks", () => {
  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`at ${size} width (${colorScheme}): accessible before and after the test, no layout shift while it runs, nothing wider than the screen`, async () => {
      const { page, errors } = await site.open("/locations", { viewport, colorScheme });
      await hydrated(page);
      await expectAccessible(page, `the locations page (${size}, ${colorScheme})`);
      await saveScreenshot(page, `locations-${size}-${colorScheme}.png`, { fullPage: true });
      await page.getByRole("button", { name: "Test my latency" }).click();
      await expect.poll(() => page.locator(".latency-result").textContent(), { timeout: 20_000 }).toMatch(/^Nearest to you/);
      await expect.poll(() => page.locator("[data-location-card][data-chosen]").count()).toBe(1);
      expect(await layoutShift(page)).toBe(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the locations page after the test (${size}, ${colorScheme})`);
      await saveScreenshot(page, `locations-tested-${size}-${colorScheme}.png`, { fullPage: true });

      const home = (await site.open("/#hosting", { viewport, colorScheme })).page;
      await hydrated(home);
      await home.locator("#hosting").getByRole("button", { name: "Test my latency" }).click();
      await expect.poll(() => home.locator("#hosting .latency-result").textContent(), { timeout: 20_000 }).toMatch(/^Nearest to you/);
      expect(await layoutShift(home)).toBe(0);
      expect(await noSidewaysScroll(home)).toBe(true);
      await expectAccessible(home, `the plans' location choice (${size}, ${colorScheme})`);
      await saveScreenshot(home.locator("#hosting"), `plans-location-choice-${size}-${colorScheme}.png`);
      expect(errors).toEqual([]);
    });
  }
});
