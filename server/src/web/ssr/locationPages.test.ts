import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicPageData } from "../../../../common/publicPages";
import { recordStatusPoll } from "../../services/statusHistory";
import { fakeWebBuild, type FakeWebBuild } from "../../../test/fakeWebBuild";
import { startTestServer, type TestServer } from "../../../test/testServer";
import { orderTarget } from "../../../test/orderLinks";

/**
 * The public pages with locations: the visitor's chosen location (`?location=`, remembered in the `location`
 * cookie) in the page data and the order addresses, the locations page and the compare pages' data, and the CSP
 * that lets exactly the test addresses' origins through. The stand-in renderer prints the page data it is given.
 */
let web: FakeWebBuild;
let server: TestServer;
let token: string;

const admin = (path: string, method = "GET", body?: unknown) => server.api(path, { method, body, token });
const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: "manual" });
async function pageData(path: string, headers: Record<string, string> = {}): Promise<PublicPageData> {
  const html = await (await get(path, headers)).text();
  const json = /<pre>([\s\S]*)<\/pre>/.exec(html)?.[1];
  if (!json) throw new Error(`${path}: no page data in ${html.slice(0, 200)}`);
  return JSON.parse(json.replace(/&lt;/g, "<")) as PublicPageData;
}
/** The `dc` its monthly order link (the site's own, followed) leads to. */
const dcOf = async (data: PublicPageData, name: string) =>
  new URL((await orderTarget(server.url, data.plans.find((plan) => plan.name === name)!.order_urls.monthly!))!).searchParams.get("dc");

/** Two monitors as a poll reports them. */
const poll = (states: ["up" | "down", "up" | "down"]) =>
  recordStatusPoll(server.site.deps.store, {
    status: { status: "operational", code: "operational", text: "All Systems Operational", checked_at: new Date().toISOString() },
    monitors: [
      { id: 1, name: "Frankfurt edge", group: "Network", state: states[0], beats: [] },
      { id: 2, name: "Amsterdam edge", group: "Network", state: states[1], beats: [] },
    ],
  });

beforeAll(async () => {
  web = await fakeWebBuild();
  server = await startTestServer({ env: web.env });
  token = await server.login();
  await poll(["up", "up"]);
  await admin("/api/admin/site-settings", "PUT", {
    languages: ["en", "de"],
    order_url_template: "https://billing.example/order?plan={plan_id}&dc={location}",
  });
  const location = async (body: Record<string, unknown>) => {
    const response = await admin("/api/admin/locations", "POST", body);
    expect(response.status, response.text).toBe(200);
  };
  await location({ key: "fra", name: "Frankfurt", country: "DE", order_value: "eu-central", monitors: [1], latency_url: "https://fra.speed.example/ping" });
  await location({
    key: "ams",
    name: "Amsterdam",
    country: "NL",
    monitors: [2],
    latency_url: "https://speed.example:8443/ams.gif",
    translations: { de: { name: "Amsterdam (NL)" } },
  });
  await location({ key: "nbg", name: "Nuremberg", country: "DE", latency_url: "https://speed.example:8443/nbg.gif" });
  await location({ key: "lab", name: "Lab", country: "US", latency_url: "http://127.0.0.1:9/ping" });
  await location({ key: "quiet", name: "No test", country: "FI" });
  // A VPS plan offered in Frankfurt and Amsterdam, one only in Amsterdam.
  const vps = (await admin("/api/admin/hosting-plans")).body.filter((plan: { category_key: string }) => plan.category_key === "vps");
  expect(vps.length).toBeGreaterThanOrEqual(2);
  await admin(`/api/admin/hosting-plans/${vps[0].id}`, "PUT", { name: "Loc Both", locations: [{ key: "fra" }, { key: "ams" }] });
  await admin(`/api/admin/hosting-plans/${vps[1].id}`, "PUT", { name: "Loc Ams", locations: [{ key: "ams" }] });
});
afterAll(async () => {
  await server?.stop();
  await web?.remove();
});

describe("the visitor's chosen location", () => {
  it("comes from ?location= (remembered in a location cookie like the currency's), else the cookie, else none", async () => {
    const chosen = await get("/?location=AMS");
    const cookie = chosen.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^location=ams;/);
    expect(cookie).toMatch(/path=\//);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/max-age=31536000|expires=/i);
    expect(cookie).toMatch(/httponly/i);
    expect(chosen.headers.get("vary")).toMatch(/cookie/i);

    const picked = await pageData("/?location=ams");
    expect(picked.locale.location).toBe("ams");
    expect(await Promise.all([dcOf(picked, "Loc Both"), dcOf(picked, "Loc Ams")])).toEqual(["ams", "ams"]);

    const remembered = await pageData("/de/", { cookie: "location=ams" });
    expect(remembered.locale.location).toBe("ams");
    expect(await dcOf(remembered, "Loc Both")).toBe("ams");
    expect((await get("/", { cookie: "location=ams" })).headers.get("set-cookie")).toBeNull();

    // None chosen: each plan's first location that is not sold out, by its order value.
    const none = await pageData("/");
    expect(none.locale.location).toBeNull();
    expect(await Promise.all([dcOf(none, "Loc Both"), dcOf(none, "Loc Ams")])).toEqual(["eu-central", "ams"]);
    // The Frankfurt choice goes to Amsterdam for a plan not offered in Frankfurt.
    const fra = await pageData("/", { cookie: "location=fra" });
    expect(await Promise.all([dcOf(fra, "Loc Both"), dcOf(fra, "Loc Ams")])).toEqual(["eu-central", "ams"]);

    // An unknown location is ignored: not remembered, the remembered one (if the site has it) stays.
    const unknown = await get("/?location=atlantis", { cookie: "location=fra" });
    expect(unknown.headers.get("set-cookie")).toBeNull();
    expect((await pageData("/?location=atlantis", { cookie: "location=fra" })).locale.location).toBe("fra");
    expect((await pageData("/", { cookie: "location=atlantis" })).locale.location).toBeNull();
  });
});

describe("page data with locations", () => {
  it("home: the locations in the page's language with their status; a monitor going down shows on the next answer", async () => {
    const home = await pageData("/de/");
    expect(home.page).toBe("home");
    expect(home.locations!.map((location) => [location.key, location.name, location.status])).toEqual([
      ["fra", "Frankfurt", "up"],
      ["ams", "Amsterdam (NL)", "up"],
      ["nbg", "Nuremberg", "unknown"],
      ["lab", "Lab", "unknown"],
      ["quiet", "No test", "unknown"],
    ]);
    expect(home.locations![0]).not.toHaveProperty("order_value");
    expect(home.locations![0]).not.toHaveProperty("monitors");
    await poll(["down", "up"]);
    expect((await pageData("/de/")).locations!.find((location) => location.key === "fra")!.status).toBe("down");
    await poll(["up", "up"]);
    expect((await pageData("/de/")).locations!.find((location) => location.key === "fra")!.status).toBe("up");
  });

  it("the locations page at /locations and /{lang}/locations: the locations and the plans", async () => {
    const page = await pageData("/locations?location=fra");
    expect(page.page).toBe("locations");
    expect(page.locale.location).toBe("fra");
    expect(page.locations!.map((location) => location.key)).toEqual(["fra", "ams", "nbg", "lab", "quiet"]);
    expect(page.plans.find((plan) => plan.name === "Loc Both")!.locations).toEqual([
      { key: "fra", sold_out: false },
      { key: "ams", sold_out: false },
    ]);
    const german = await pageData("/de/locations");
    expect(german.locale.language).toBe("de");
    expect(german.locations!.find((location) => location.key === "ams")!.name).toBe("Amsterdam (NL)");
    expect((await get("/locations")).status).toBe(200);
  });

  it("a compare page at /compare/{category_key}: the category and its plans; an unknown or inactive category is the 404 page", async () => {
    const compare = await pageData("/compare/vps");
    expect(compare.page).toBe("compare");
    expect(compare.compareCategory?.key).toBe("vps");
    expect(compare.plans.length).toBeGreaterThan(0);
    expect(compare.plans.every((plan) => plan.category_key === "vps")).toBe(true);
    expect(compare.plans.map((plan) => plan.name)).toContain("Loc Both");
    expect(compare.locations!.length).toBe(5);
    expect((await pageData("/de/compare/vps")).locale.language).toBe("de");
    expect((await get("/compare/nothing-here")).status).toBe(404);
    const category = (await admin("/api/admin/hosting-categories")).body.find((entry: { key: string }) => entry.key === "gameservers");
    await admin(`/api/admin/hosting-categories/${category.id}`, "PUT", { is_active: false });
    expect((await get("/compare/gameservers")).status).toBe(404);
    await admin(`/api/admin/hosting-categories/${category.id}`, "PUT", { is_active: true });
    expect((await get("/compare/gameservers")).status).toBe(200);
  });

  it("pages without plans carry no locations", async () => {
    const terms = await pageData("/terms");
    expect(terms).not.toHaveProperty("locations");
    expect(terms.locale.location).toBeNull();
  });
});

describe("the Content-Security-Policy", () => {
  const connectSources = async (path: string) => {
    const policy = (await get(path)).headers.get("content-security-policy") ?? "";
    const directive = policy.split(";").find((part) => part.trim().startsWith("connect-src"));
    return directive?.trim().split(/\s+/).slice(1) ?? [];
  };

  it("lets exactly the origins of the locations' test addresses through connect-src, on pages and answers alike", async () => {
    const expected = ["'self'", "https://fra.speed.example", "https://speed.example:8443", "http://127.0.0.1:9"];
    expect(await connectSources("/")).toEqual(expected);
    expect(await connectSources("/locations")).toEqual(expected);
    expect(await connectSources("/api/locations")).toEqual(expected);
  });

  it("follows the locations: a changed or removed test address changes the header", async () => {
    const locations = (await admin("/api/admin/locations")).body as Array<{ id: number; key: string }>;
    const lab = locations.find((location) => location.key === "lab")!;
    await admin(`/api/admin/locations/${lab.id}`, "PUT", { latency_url: "https://lab.speed.example/ping" });
    expect(await connectSources("/")).toEqual(["'self'", "https://fra.speed.example", "https://speed.example:8443", "https://lab.speed.example"]);
    await admin(`/api/admin/locations/${lab.id}`, "DELETE");
    expect(await connectSources("/")).toEqual(["'self'", "https://fra.speed.example", "https://speed.example:8443"]);
  });
});
