import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBlesta, type FakeBlesta } from "../../../test/fakes/fakeBlesta";
import { BlestaClient, BlestaError } from "./client";
import { flattenParams, toNumber } from "./params";

let blesta: FakeBlesta;
beforeAll(async () => {
  blesta = await startFakeBlesta({
    user: "site",
    key: "k3y",
    packages: [
      { id: 1, name: "Starter", pricing: [{ term: 1, period: "month", price: 9.99, currency: "USD" }] },
      { id: 2, name: "Secret", hidden: true, pricing: [] },
    ],
  });
});
afterAll(() => blesta.close());

const connection = (overrides = {}) => ({ api_url: `${blesta.url}/`, username: "site", api_key: "k3y", timeout: 5, ...overrides });

async function failure(promise: Promise<unknown>): Promise<BlestaError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BlestaError);
  return error as BlestaError;
}

describe("flattenParams", () => {
  it("writes nested parameters in PHP bracket notation", () => {
    expect(flattenParams({ company_id: 1, filters: { hidden: 1 }, vars: { pricing: [{ term: 1, period: "month" }] }, on: true, skip: null })).toEqual([
      ["company_id", "1"],
      ["filters[hidden]", "1"],
      ["vars[pricing][0][term]", "1"],
      ["vars[pricing][0][period]", "month"],
      ["on", "1"],
    ]);
  });

  it("reads Blesta numbers leniently", () => {
    expect([toNumber("9.9900"), toNumber("12"), toNumber(7), toNumber(""), toNumber("1e3"), toNumber(null)]).toEqual([9.99, 12, 7, null, null, null]);
  });
});

describe("BlestaClient", () => {
  it("calls {api_url}/{model}/{method}.json, unwraps the envelope and sends both auth styles", async () => {
    const rows = (await new BlestaClient(connection()).get("packages", "getAll", { company_id: 1, status: "active" })) as Array<{ id: string }>;
    expect(rows.map((r) => r.id)).toEqual(["1"]);
    const request = blesta.requests.at(-1)!;
    expect(request).toMatchObject({ method: "GET", call: "packages/getAll", params: { company_id: "1", status: "active" } });
    expect(request.headerAuth).toEqual({ user: "site", key: "k3y" });
    expect(request.basicAuth).toEqual({ user: "site", key: "k3y" });
  });

  // The stored URL's trailing slashes are trimmed in one pass: /\/+$/ took about 25 s on a run of 100,000 slashes.
  it("trims 100,000 slashes from the end of the API URL in linear time", { timeout: 5_000 }, async () => {
    const client = new BlestaClient(connection({ api_url: `${blesta.url}${"/".repeat(100_000)}` }));
    const rows = (await client.get("packages", "getAll", { company_id: 1 })) as Array<{ id: string }>;
    expect(rows.map((r) => r.id)).toEqual(["1"]);
  });

  it("works with an older Blesta that only knows Basic auth", async () => {
    const old = await startFakeBlesta({ user: "site", key: "k3y", headerAuth: false });
    expect(await new BlestaClient(connection({ api_url: old.url })).get("packages", "getAll", { company_id: 1 })).toEqual([]);
    await old.close();
  });

  it("POSTs form-urlencoded bracket parameters", async () => {
    await new BlestaClient(connection()).post("packages", "getAll", { company_id: 1, filters: { hidden: 1 } });
    const request = blesta.requests.at(-1)!;
    expect(request.body).toBe("company_id=1&filters%5Bhidden%5D=1");
    expect(request.params["filters[hidden]"]).toBe("1");
  });

  it("returns false for a record that does not exist", async () => {
    expect(await new BlestaClient(connection()).get("packages", "get", { package_id: 999 })).toBe(false);
  });

  it("reports 401 with Blesta's message", async () => {
    const error = await failure(new BlestaClient(connection({ api_key: "wrong" })).get("packages", "getAll", { company_id: 1 }));
    expect(error).toMatchObject({ kind: "http", status: 401 });
    expect(error.message).toBe("Blesta rejected the API user or key (401, packages/getAll): The authorization details given appear to be invalid.");
  });

  it("reports an unknown method (404), a 500 with the PHP text, and maintenance (503)", async () => {
    const client = new BlestaClient(connection());
    expect((await failure(client.get("packages", "nope"))).message).toMatch(
      /^Blesta has no such API method \(check that the API URL ends in \/api\) \(404, packages\/nope\)/,
    );
    const missing = await failure(client.get("packages", "getAll"));
    expect(missing).toMatchObject({ status: 500 });
    expect(missing.message).toContain("An unexpected error occured.");
    expect(missing.message).toContain("Too few arguments to function Packages::getAll()");
    blesta.setFailMode("maintenance");
    expect((await failure(client.get("packages", "getAll", { company_id: 1 }))).message).toMatch(/^Blesta is in maintenance mode \(503/);
    blesta.setFailMode(null);
  });

  it("reports a URL that is not Blesta", async () => {
    const error = await failure(new BlestaClient(connection({ api_url: blesta.url.replace(/\/api$/, "/other") })).get("packages", "getAll"));
    expect(error).toMatchObject({ kind: "http", status: 404 });
  });

  it("reports a timeout cleanly", async () => {
    const slow = await startFakeBlesta({ user: "site", key: "k3y", delayMs: 3_000 });
    const started = Date.now();
    const error = await failure(new BlestaClient(connection({ api_url: slow.url, timeout: 0.3 })).get("packages", "getAll", { company_id: 1 }));
    expect(error).toMatchObject({ kind: "timeout", message: `Blesta did not answer within 0.3 s (${slow.url})` });
    expect(Date.now() - started).toBeLessThan(2_000);
    await slow.close();
  });

  it("reports a refused connection and a missing configuration", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const refused = await failure(new BlestaClient(connection({ api_url: `http://127.0.0.1:${port}/api` })).get("packages", "getAll"));
    expect(refused).toMatchObject({ kind: "network", message: `Cannot reach Blesta at http://127.0.0.1:${port}/api: connection refused` });
    expect(await failure(new BlestaClient(connection({ api_key: "" })).get("packages", "getAll"))).toMatchObject({ kind: "not_configured" });
  });
});
