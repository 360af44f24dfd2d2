import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/testServer";

/**
 * Data an older version stored although today's rules refuse it (a default currency that an older restore left
 * out of the enabled ones, a price above its currency's ceiling from an older Blesta sync): the server still starts
 * on it and serves it, the administrator can put it right through the API, and only its backups are refused until then.
 */
let dataDir: string;
let server: TestServer | undefined;
afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("a data folder holding what today's rules refuse", () => {
  it("starts and serves it; its backup is refused naming the field until the API puts it right", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hostsite-older-data-"));
    const first = await startTestServer({ dataDir });
    await first.stop();

    const path = join(dataDir, "site.json");
    const data = JSON.parse(await readFile(path, "utf8"));
    data.site_settings.currencies = ["USD"];
    data.site_settings.default_currency = "EUR";
    data.plans[0].price = 20_000_000_000;
    await writeFile(path, JSON.stringify(data));

    server = await startTestServer({ dataDir });
    expect((await server.api("/healthz")).status).toBe(200);
    const plans = (await server.api("/api/hosting-plans")).body as Array<{ id: number; price: number }>;
    expect(plans.find((plan) => plan.id === data.plans[0].id)?.price).toBe(20_000_000_000);

    const token = await server.login();
    const admin = (path: string, method = "GET", body?: unknown) => server!.api(path, { method, token, body });
    const refused = await admin("/api/admin/backups/restore", "POST", (await admin("/api/admin/backups/download")).body);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.detail).toBe('The backup file is damaged: site.site_settings.default_currency "EUR" is not one of the currencies (USD)');

    expect((await admin("/api/admin/site-settings", "PUT", { currencies: ["USD", "EUR"] })).status).toBe(200);
    const stillRefused = await admin("/api/admin/backups/restore", "POST", (await admin("/api/admin/backups/download")).body);
    expect(stillRefused.body.detail).toBe("The backup file is damaged: site.plans.0.price must be at most 10000000000 in EUR");

    expect((await admin(`/api/admin/hosting-plans/${data.plans[0].id}`, "PUT", { price: 9.99 })).status).toBe(200);
    const restored = await admin("/api/admin/backups/restore", "POST", (await admin("/api/admin/backups/download")).body);
    expect(restored.status, restored.text).toBe(200);
  });
});
