import { expect, it } from "vitest";
import { eventually } from "../../../test/eventually";
import { describeWithPostgres, usePostgresSites } from "../../../test/postgres";
import type { TestServer } from "../../../test/testServer";

/** Locations on the PostgreSQL store: kept over a restart, and seen by a second server sharing the database. */
const postgres = usePostgresSites();

const connectSrc = async (server: TestServer) =>
  ((await server.api("/api/locations")).headers.get("content-security-policy") ?? "")
    .split(";")
    .find((part) => part.trim().startsWith("connect-src"))
    ?.trim();

describeWithPostgres("locations on PostgreSQL", () => {
  it("are stored with the plans' locations, move them along on a new key, and a second server answers them, its CSP included", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const first = await postgres.start(databaseUrl);
    const second = await postgres.start(databaseUrl);

    const created = await first.admin("/api/admin/locations", "POST", {
      key: "fra",
      name: "Frankfurt",
      country: "DE",
      latency_url: "https://fra.speed.example/ping",
      order_value: "eu-central",
      translations: { de: { city: "Frankfurt am Main" } },
    });
    expect(created.status, created.text).toBe(200);
    const plan = (await first.admin("/api/admin/hosting-plans", "POST", { name: "PG Plan", locations: [{ key: "fra", sold_out: true }] })).body;
    expect(plan.locations).toEqual([{ key: "fra", sold_out: true }]);
    expect((await first.admin("/api/admin/locations", "POST", { key: "FRA", name: "Again", country: "DE" })).status).toBe(409);

    // The second server sees the change: its list, its public answer and its CSP.
    await eventually(async () => {
      expect((await second.admin("/api/admin/locations")).body.map((location: { key: string }) => location.key)).toEqual(["fra"]);
      expect(await connectSrc(second.server)).toBe("connect-src 'self' https://fra.speed.example");
    }, 10_000);
    expect((await second.server.api("/api/hosting-plans")).body.find((entry: { id: number }) => entry.id === plan.id).sold_out).toBe(true);

    // A new key moves the plan along; deleting while the plan is offered there is refused, naming it.
    expect((await second.admin(`/api/admin/locations/${created.body.id}`, "PUT", { key: "fra1" })).status).toBe(200);
    const refused = await first.admin(`/api/admin/locations/${created.body.id}`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('"PG Plan"');

    // Kept over a restart.
    await postgres.stop(first);
    const again = await postgres.start(databaseUrl);
    expect((await again.admin("/api/admin/locations")).body).toMatchObject([
      { key: "fra1", name: "Frankfurt", order_value: "eu-central", translations: { de: { city: "Frankfurt am Main" } } },
    ]);
    expect((await again.admin("/api/admin/hosting-plans")).body.find((entry: { id: number }) => entry.id === plan.id).locations).toEqual([
      { key: "fra1", sold_out: true },
    ]);
    expect(await connectSrc(again.server)).toBe("connect-src 'self' https://fra.speed.example");
  }, 120_000);
});
