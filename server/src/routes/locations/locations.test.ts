import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCATION_LIMITS } from "../../../../common/contracts";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { eventually } from "../../../test/eventually";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../../../test/fakes/fakeUptimeKuma";

let s: AdminSession;
let kuma: FakeUptimeKuma;

beforeAll(async () => {
  s = await startAdminSession();
  // Three monitors (ids 1, 2, 3), all up, learned by the first poll of the status monitor.
  kuma = await startFakeUptimeKuma({ monitors: [1, 1, 1] });
  expect((await s.admin("/api/admin/site-settings", "PUT", { uptime_kuma_url: kuma.statusPageUrl })).status).toBe(200);
  await eventually(
    async () => expect((await s.admin("/api/admin/status-monitors")).body.map((monitor: { id: number }) => monitor.id)).toEqual([1, 2, 3]),
    10_000,
  );
});
afterAll(async () => {
  await s?.server.stop();
  await kuma?.close();
});

let unique = 0;
const newKey = (prefix = "dc") => `${prefix}-${++unique}`;
const create = (fields: Record<string, unknown> = {}) =>
  s.admin("/api/admin/locations", "POST", { key: newKey(), name: "Frankfurt", country: "DE", ...fields });
const expectFieldError = (response: { status: number; text: string; body: any }, status: number, field: string, code?: string) => {
  expect(response.status, response.text).toBe(status);
  expect(response.body.errors[0], response.text).toMatchObject({ field, ...(code ? { code } : {}) });
};

describe("the administrator's locations", () => {
  it("are created with defaults, listed in their order, changed field by field and deleted", async () => {
    const created = await create({ key: " FRA-1 ", name: "Frankfurt", city: "Frankfurt am Main", country: "de", translations: { de: { city: "Frankfurt" } } });
    expect(created.status, created.text).toBe(200);
    const { id, display_order, ...fields } = created.body;
    expect([typeof id, typeof display_order]).toEqual(["number", "number"]);
    // What was sent (key and country as stored), and nothing else set: no test, no monitors, the key as order value.
    expect(fields).toEqual({
      key: "fra-1",
      name: "Frankfurt",
      city: "Frankfurt am Main",
      country: "DE",
      ...Object.fromEntries(["latency_url", "looking_glass_url", "test_ipv4", "test_ipv6"].map((field) => [field, ""])),
      monitors: [],
      order_value: "",
      translations: { de: { city: "Frankfurt" } },
    });
    const second = await create({ key: "ams-1", name: "Amsterdam", country: "NL" });
    expect(second.body.display_order).toBeGreaterThan(created.body.display_order);
    const listed = (await s.admin("/api/admin/locations")).body.map((location: { key: string }) => location.key);
    expect(listed.indexOf("fra-1")).toBeLessThan(listed.indexOf("ams-1"));

    const changed = await s.admin(`/api/admin/locations/${created.body.id}`, "PUT", {
      latency_url: "https://fra.speed.example/ping",
      test_ipv4: "192.0.2.1",
      test_ipv6: "2001:db8::1",
      monitors: [1, 2],
      order_value: "eu-central-1",
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ key: "fra-1", name: "Frankfurt", monitors: [1, 2], order_value: "eu-central-1", test_ipv4: "192.0.2.1" });

    expect((await s.admin(`/api/admin/locations/${second.body.id}`, "DELETE")).body).toEqual({
      success: true,
      message: "Location deleted",
      id: second.body.id,
    });
    expect((await s.admin(`/api/admin/locations/${second.body.id}`, "DELETE")).status).toBe(404);
    expect((await s.admin(`/api/admin/locations/${second.body.id}`, "PUT", { name: "Gone" })).status).toBe(404);
    expect((await s.pub("/api/admin/locations")).status).toBe(401);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ key: undefined }, "key", "required"],
      [{ key: "Frank furt" }, "key", "invalid_format"],
      [{ key: "x".repeat(LOCATION_LIMITS.key + 1) }, "key", "too_long"],
      [{ name: "" }, "name", "required"],
      [{ country: "XX" }, "country", "invalid_format"],
      [{ country: "Germany" }, "country", "invalid_format"],
      [{ latency_url: "http://speed.example/ping" }, "latency_url", "invalid_url"],
      [{ latency_url: "ftp://speed.example/" }, "latency_url", "invalid_url"],
      [{ looking_glass_url: "javascript:alert(1)" }, "looking_glass_url", ""],
      [{ test_ipv4: "192.0.2.300" }, "test_ipv4", "invalid_format"],
      [{ test_ipv6: "192.0.2.1" }, "test_ipv6", "invalid_format"],
      [{ monitors: [1, 99] }, "monitors.1", "not_found"],
      [{ translations: { de: { name: "x".repeat(101) } } }, "translations.de.name", "too_long"],
    ];
    for (const [fields, field, code] of cases) {
      const response = await create(fields);
      expectFieldError(response, 400, field, code || undefined);
    }
    const made = await create();
    expectFieldError(await s.admin(`/api/admin/locations/${made.body.id}`, "PUT", { monitors: [7] }), 400, "monitors.0", "not_found");
    expectFieldError(await s.admin(`/api/admin/locations/${made.body.id}`, "PUT", { country: "ZZ" }), 400, "country");
    // A test address over plain http is taken on a loopback address only (a test machine).
    expect((await s.admin(`/api/admin/locations/${made.body.id}`, "PUT", { latency_url: "http://127.0.0.2:8080/ping" })).status).toBe(200);
  });

  it("answers 409 naming key for a key another location has, on create and on change", async () => {
    const first = await create({ key: "dup-1" });
    expectFieldError(await create({ key: "DUP-1" }), 409, "key", "already_exists");
    const second = await create({ key: "dup-2" });
    const clash = await s.admin(`/api/admin/locations/${second.body.id}`, "PUT", { key: "dup-1" });
    expectFieldError(clash, 409, "key", "already_exists");
    expect(clash.body.detail).toContain('"dup-1"');
    expect((await s.admin(`/api/admin/locations/${first.body.id}`, "PUT", { key: "dup-1", name: "Same key" })).status).toBe(200);
  });

  it("moves the plans along when a key changes, and refuses to delete a location plans are offered in, naming them", async () => {
    const location = (await create({ key: "old-key" })).body;
    const other = (await create({ key: "other-key" })).body;
    const plan = (
      await s.admin("/api/admin/hosting-plans", "POST", { name: "Moving Plan", locations: [{ key: "old-key" }, { key: "other-key", sold_out: true }] })
    ).body;
    const plan2 = (await s.admin("/api/admin/hosting-plans", "POST", { name: "Second Plan", locations: [{ key: "old-key", sold_out: true }] })).body;
    expect(plan.locations).toEqual([
      { key: "old-key", sold_out: false },
      { key: "other-key", sold_out: true },
    ]);
    expect((await s.admin(`/api/admin/locations/${location.id}`, "PUT", { key: "new-key" })).status).toBe(200);
    const plans = (await s.admin("/api/admin/hosting-plans")).body;
    expect(plans.find((entry: { id: number }) => entry.id === plan.id).locations).toEqual([
      { key: "new-key", sold_out: false },
      { key: "other-key", sold_out: true },
    ]);
    expect(plans.find((entry: { id: number }) => entry.id === plan2.id).locations).toEqual([{ key: "new-key", sold_out: true }]);

    const refused = await s.admin(`/api/admin/locations/${location.id}`, "DELETE");
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.code).toBe("conflict");
    expect(refused.body.detail).toContain('"Moving Plan"');
    expect(refused.body.detail).toContain('"Second Plan"');
    await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { locations: [{ key: "other-key" }] });
    await s.admin(`/api/admin/hosting-plans/${plan2.id}`, "DELETE");
    expect((await s.admin(`/api/admin/locations/${location.id}`, "DELETE")).status).toBe(200);
    const inUse = await s.admin(`/api/admin/locations/${other.id}`, "DELETE");
    expect(inUse.status).toBe(409);
    expect(inUse.body.detail).toContain('the plan "Moving Plan" is offered there');
    await s.admin(`/api/admin/hosting-plans/${plan.id}`, "DELETE");
  });

  it("saves a new order, refusing an unknown location with a 404", async () => {
    const a = (await create({ key: "order-a", name: "A" })).body;
    const b = (await create({ key: "order-b", name: "B" })).body;
    const saved = await s.admin("/api/admin/locations/reorder", "PUT", {
      locations: [
        { location_id: a.id, new_order: 900 },
        { location_id: b.id, new_order: 899 },
      ],
    });
    expect(saved.body).toEqual({ success: true, message: "Order of 2 locations saved", updated: 2 });
    const keys = (await s.admin("/api/admin/locations")).body.map((location: { key: string }) => location.key);
    expect(keys.indexOf("order-b")).toBeLessThan(keys.indexOf("order-a"));
    expect((await s.admin("/api/admin/locations/reorder", "PUT", { locations: [{ location_id: 987654, new_order: 1 }] })).status).toBe(404);
    expectFieldError(await s.admin("/api/admin/locations/reorder", "PUT", { locations: [] }), 400, "locations", "too_few");
  });
});

describe("GET /api/locations", () => {
  it("answers visitors without monitors or order values, texts in the asked language, cached with an ETag per language", async () => {
    await s.admin("/api/admin/site-settings", "PUT", { languages: ["en", "de"], default_language: "en" });
    const made = (
      await create({
        key: "pub-1",
        name: "Nuremberg",
        city: "Nuremberg",
        country: "DE",
        order_value: "nbg",
        monitors: [3],
        translations: { de: { name: "Nürnberg", city: "Nürnberg" } },
      })
    ).body;
    const english = await s.pub("/api/locations");
    expect(english.status).toBe(200);
    const shown = english.body.find((location: { key: string }) => location.key === "pub-1");
    expect(Object.keys(shown)).toEqual([
      "id",
      "key",
      "name",
      "city",
      "country",
      "latency_url",
      "looking_glass_url",
      "test_ipv4",
      "test_ipv6",
      "display_order",
      "status",
    ]);
    expect(shown).toMatchObject({ id: made.id, name: "Nuremberg", status: "up" });
    const german = await s.pub("/api/locations?lang=de");
    expect(german.body.find((location: { key: string }) => location.key === "pub-1")).toMatchObject({ name: "Nürnberg", city: "Nürnberg" });
    const etag = german.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect(english.headers.get("etag")).not.toBe(etag);
    expect((await s.pub("/api/locations?lang=de", "GET", undefined, { "if-none-match": etag })).status).toBe(304);
    // A change of a location makes the answer again.
    await s.admin(`/api/admin/locations/${made.id}`, "PUT", { city: "Nürnberg-Süd", translations: { de: { city: "Nürnberg-Süd" } } });
    const changed = await s.pub("/api/locations?lang=de", "GET", undefined, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.body.find((location: { key: string }) => location.key === "pub-1").city).toBe("Nürnberg-Süd");
  });

  it("shows each location's status: the worst state of its monitors, unknown without any; a monitor going down or in maintenance changes the answer", async () => {
    const both = (await create({ key: "status-both", monitors: [1, 2] })).body;
    const none = (await create({ key: "status-none" })).body;
    const statusOf = async (id: number, headers: Record<string, string> = {}) => {
      const answer = await s.pub("/api/locations", "GET", undefined, headers);
      return { answer, status: answer.status === 200 ? answer.body.find((location: { id: number }) => location.id === id)?.status : undefined };
    };
    const before = await statusOf(both.id);
    expect(before.status).toBe("up");
    expect((await statusOf(none.id)).status).toBe("unknown");
    const etag = before.answer.headers.get("etag")!;

    kuma.setMonitors([1, 0, 1]);
    s.server.site.deps.status.refresh();
    const after = await eventually(async () => {
      const current = await statusOf(both.id, { "if-none-match": etag });
      expect(current.answer.status).toBe(200);
      expect(current.status).toBe("down");
      return current;
    }, 10_000);
    expect(after.answer.headers.get("etag")).not.toBe(etag);
    kuma.setMonitors([1, 1, 1]);
    s.server.site.deps.status.refresh();
    await eventually(async () => expect((await statusOf(both.id)).status).toBe("up"), 10_000);

    // A published maintenance window in progress puts its monitor, and so the location, in maintenance.
    const window = await s.admin("/api/admin/maintenance", "POST", {
      title: "Switch swap",
      monitors: [2],
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(window.status, window.text).toBe(200);
    expect((await statusOf(both.id)).status).toBe("maintenance");
    await s.admin(`/api/admin/maintenance/${window.body.id}`, "DELETE");
    expect((await statusOf(both.id)).status).toBe("up");
  });
});

describe("plans in locations", () => {
  it("refuses an unknown or repeated location key with a 400 naming locations.N.key", async () => {
    await create({ key: "known-1" });
    const unknown = await s.admin("/api/admin/hosting-plans", "POST", { name: "Nowhere", locations: [{ key: "known-1" }, { key: "atlantis" }] });
    expectFieldError(unknown, 400, "locations.1.key", "not_found");
    expect(unknown.body.detail).toContain('"atlantis"');
    const plan = (await s.admin("/api/admin/hosting-plans", "POST", { name: "Somewhere" })).body;
    expect(plan.locations).toEqual([]);
    expectFieldError(await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { locations: [{ key: "atlantis" }] }), 400, "locations.0.key", "not_found");
    expectFieldError(
      await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { locations: [{ key: "known-1" }, { key: "known-1" }] }),
      400,
      "locations.1.key",
    );
    expectFieldError(
      await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { locations: [{ key: "Known 1" }] }),
      400,
      "locations.0.key",
      "invalid_format",
    );
    expectFieldError(
      await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { locations: [{ key: "known-1", sold_out: "maybe" }] }),
      400,
      "locations.0.sold_out",
    );
    const many = Array.from({ length: LOCATION_LIMITS.locations + 1 }, (_, index) => ({ key: `k-${index}` }));
    expectFieldError(await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { locations: many }), 400, "locations", "too_many");
    await s.admin(`/api/admin/hosting-plans/${plan.id}`, "DELETE");
  });

  it("shows visitors a plan sold out only when it is itself or in every location it lists", async () => {
    await create({ key: "so-a" });
    await create({ key: "so-b" });
    const plan = async (name: string, fields: Record<string, unknown>) => (await s.admin("/api/admin/hosting-plans", "POST", { name, ...fields })).body.id;
    const ids = {
      open: await plan("SO open", { locations: [{ key: "so-a", sold_out: true }, { key: "so-b" }] }),
      everywhere: await plan("SO everywhere", {
        locations: [
          { key: "so-a", sold_out: true },
          { key: "so-b", sold_out: true },
        ],
      }),
      itself: await plan("SO itself", { sold_out: true, locations: [{ key: "so-a" }] }),
      nowhere: await plan("SO no locations", {}),
    };
    const shown = (await s.pub("/api/hosting-plans")).body;
    const soldOut = (id: number) => shown.find((entry: { id: number }) => entry.id === id).sold_out;
    expect([soldOut(ids.open), soldOut(ids.everywhere), soldOut(ids.itself), soldOut(ids.nowhere)]).toEqual([false, true, true, false]);
    expect(shown.find((entry: { id: number }) => entry.id === ids.open).locations).toEqual([
      { key: "so-a", sold_out: true },
      { key: "so-b", sold_out: false },
    ]);
    // The administrator's record keeps the plan's own flag.
    expect((await s.admin("/api/admin/hosting-plans")).body.find((entry: { id: number }) => entry.id === ids.everywhere).sold_out).toBe(false);
    for (const id of Object.values(ids)) await s.admin(`/api/admin/hosting-plans/${id}`, "DELETE");
  });
});

describe("order addresses with {location}", () => {
  it("fill in the chosen location's order value while the plan is offered there, else its first open location's, else nothing", async () => {
    await s.admin("/api/admin/site-settings", "PUT", { order_url_template: "https://billing.example/order?plan={plan_id}&dc={location}&term={term}" });
    await create({ key: "ord-fra", order_value: "Frankfurt Main" });
    await create({ key: "ord-ams" });
    await create({ key: "ord-nyc", order_value: "us-east" });
    const plan = async (name: string, locations: unknown[]) => (await s.admin("/api/admin/hosting-plans", "POST", { name, locations })).body.id as number;
    const ids = {
      both: await plan("Ord both", [{ key: "ord-fra" }, { key: "ord-ams" }]),
      fraSoldOut: await plan("Ord fra sold out", [{ key: "ord-fra", sold_out: true }, { key: "ord-ams" }]),
      nyc: await plan("Ord nyc", [{ key: "ord-nyc" }]),
      none: await plan("Ord none", []),
      allSoldOut: await plan("Ord all sold out", [{ key: "ord-ams", sold_out: true }]),
    };
    const dcOf = async (query: string) => {
      const plans = (await s.pub(`/api/hosting-plans${query}`)).body;
      return Object.fromEntries(
        Object.entries(ids).map(([name, id]) => [
          name,
          new URL(plans.find((entry: { id: number }) => entry.id === id).order_urls.monthly).searchParams.get("dc"),
        ]),
      );
    };
    // No choice: each plan's first location that is not sold out (its order value, else its key).
    expect(await dcOf("")).toEqual({ both: "Frankfurt Main", fraSoldOut: "ord-ams", nyc: "us-east", none: "", allSoldOut: "" });
    // Amsterdam chosen: where the plan is offered there and not sold out; else as without a choice.
    expect(await dcOf("?location=ord-ams")).toEqual({ both: "ord-ams", fraSoldOut: "ord-ams", nyc: "us-east", none: "", allSoldOut: "" });
    expect(await dcOf("?location=ORD-FRA")).toEqual({ both: "Frankfurt Main", fraSoldOut: "ord-ams", nyc: "us-east", none: "", allSoldOut: "" });
    // An unknown location is ignored: the answer without a choice, from the same cache entry.
    expect(await dcOf("?location=atlantis")).toEqual(await dcOf(""));
    const plain = await s.pub("/api/hosting-plans");
    const unknown = await s.pub("/api/hosting-plans?location=atlantis");
    expect(unknown.headers.get("etag")).toBe(plain.headers.get("etag"));
    // The value is URL-encoded like every placeholder's.
    const both = (await s.pub("/api/hosting-plans")).body.find((entry: { id: number }) => entry.id === ids.both);
    expect(both.order_urls.monthly).toBe(`https://billing.example/order?plan=${ids.both}&dc=Frankfurt%20Main&term=monthly`);
    // A changed order value is in the next answer.
    const fra = (await s.admin("/api/admin/locations")).body.find((location: { key: string }) => location.key === "ord-fra");
    await s.admin(`/api/admin/locations/${fra.id}`, "PUT", { order_value: "" });
    expect((await dcOf("")).both).toBe("ord-fra");
    for (const id of Object.values(ids)) await s.admin(`/api/admin/hosting-plans/${id}`, "DELETE");
    await s.admin("/api/admin/site-settings", "PUT", { order_url_template: "" });
  });

  it("accept {location} in the order address template; an unknown placeholder is still refused", async () => {
    expect((await s.admin("/api/admin/site-settings", "PUT", { order_url_template: "https://billing.example/?dc={location}" })).status).toBe(200);
    expectFieldError(
      await s.admin("/api/admin/site-settings", "PUT", { order_url_template: "https://billing.example/?dc={region}" }),
      400,
      "order_url_template",
    );
    await s.admin("/api/admin/site-settings", "PUT", { order_url_template: "" });
  });
});

describe("the limit", () => {
  it(`refuses location ${LOCATION_LIMITS.locations + 1} with a 400 that says why`, async () => {
    const existing = s.server.site.deps.store.snapshot().locations.length;
    for (let n = existing; n < LOCATION_LIMITS.locations; n++) expect((await create({ key: `fill-${n}` })).status).toBe(200);
    const refused = await create({ key: "one-too-many" });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.detail).toContain(`at most ${LOCATION_LIMITS.locations} locations`);
    expect(s.server.site.deps.store.snapshot().locations).toHaveLength(LOCATION_LIMITS.locations);
  });
});
