import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scaledMs } from "./machine";
import { startServerProcess } from "./serverProcess";
import { TEST_ADMIN } from "./testServer";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0";
const env = (dataDir: string) => ({ DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN.password });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("statistics at shutdown", () => {
  it("writes what was counted when the server stops (SIGTERM): nothing counted is lost", { timeout: scaledMs(120_000) }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "statistics-stop-"));
    dirs.push(dataDir);
    const first = await startServerProcess(env(dataDir));
    const plans = (await (await fetch(`${first.url}/api/hosting-plans`)).json()) as { id: number; name: string }[];
    const promo = ((await (await fetch(`${first.url}/api/promo-codes`)).json()) as { code: string }[])[0].code;
    for (let click = 0; click < 7; click++) {
      const answer = await fetch(`${first.url}/go/order?plan=${plans[0].id}&term=monthly&currency=USD&lang=en&promo=${promo}`, {
        redirect: "manual",
        headers: { "user-agent": BROWSER },
      });
      expect(answer.status).toBe(302);
    }
    expect((await fetch(`${first.url}/go/promo-copy?code=${promo}`, { method: "POST", headers: { "user-agent": BROWSER } })).status).toBe(204);
    // Well within the 10 s between writes: only the shutdown writes them.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = await startServerProcess(env(dataDir));
    const login = await fetch(`${second.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(TEST_ADMIN) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const statistics = await (await fetch(`${second.url}/api/admin/statistics`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(statistics.totals.order_clicks).toBe(7);
    expect(statistics.plans).toEqual([{ plan_id: plans[0].id, name: plans[0].name, order_clicks: 7, terms: { monthly: 7 } }]);
    expect(statistics.promos).toEqual([{ code: promo, copies: 1, order_clicks: 7 }]);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("loses at most the last 10 s of counts to a kill -9", { timeout: scaledMs(120_000) }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "statistics-kill-"));
    dirs.push(dataDir);
    const first = await startServerProcess(env(dataDir));
    const plans = (await (await fetch(`${first.url}/api/hosting-plans`)).json()) as { id: number }[];
    const click = async () => {
      const answer = await fetch(`${first.url}/go/order?plan=${plans[0].id}&term=monthly&currency=USD&lang=en`, {
        redirect: "manual",
        headers: { "user-agent": BROWSER },
      });
      expect(answer.status).toBe(302);
    };
    for (let n = 0; n < 5; n++) await click();
    // Past one whole write interval: the first five are on disk whatever the timer's phase.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    for (let n = 0; n < 3; n++) await click();
    first.child.kill("SIGKILL");
    await first.exited;

    const second = await startServerProcess(env(dataDir));
    const login = await fetch(`${second.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(TEST_ADMIN) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const statistics = await (await fetch(`${second.url}/api/admin/statistics`, { headers: { authorization: `Bearer ${token}` } })).json();
    // The five older than one interval survive; the last three may or may not have been written yet.
    expect(statistics.totals.order_clicks).toBeGreaterThanOrEqual(5);
    expect(statistics.totals.order_clicks).toBeLessThanOrEqual(8);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });
});
