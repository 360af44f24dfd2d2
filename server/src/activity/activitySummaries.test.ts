import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints, sessionsApi, twoFactorApi } from "../../../common/contracts";
import { eventually } from "../../test/eventually";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../test/testServer";
import { codeAt } from "../../test/totpCodes";
import { DESCRIBED_ENDPOINTS } from "./changeSummaries";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: "1000" } });
  token = await server.login();
});
afterAll(() => server?.stop());

interface Entry {
  id: number;
  action: string;
  target: string;
  detail: string;
  summary: string;
  success: boolean;
}

const admin = (path: string, method = "GET", body?: unknown) => server.api(path, { method, body, token });

/** The newest entry whose detail is this request (changes are logged just after the answer). */
async function entryFor(detail: string): Promise<Entry> {
  return eventually(async () => {
    const { entries } = (await admin(`/api/admin/activity?limit=100`)).body as { entries: Entry[] };
    const entry = entries.find((candidate) => candidate.detail === detail);
    if (!entry) throw new Error(`no activity entry with detail ${detail}`);
    return entry;
  });
}

describe("activity entries read as sentences naming the record", () => {
  it("plans: created, updated (a rename names the old name too), deleted, with the request kept in the detail", async () => {
    const created = (await admin("/api/admin/hosting-plans", "POST", { name: "VPS Sentence", price: 9 })).body;
    expect((await entryFor("POST /api/admin/hosting-plans")).summary).toBe('Plan "VPS Sentence" created');

    expect((await admin(`/api/admin/hosting-plans/${created.id}`, "PUT", { price: 10 })).status).toBe(200);
    const updated = await entryFor(`PUT /api/admin/hosting-plans/${created.id}`);
    expect(updated).toMatchObject({ action: "hosting-plans.update", target: `#${created.id}`, summary: 'Plan "VPS Sentence" updated', success: true });

    // The older path of the first admin panel words it the same way.
    expect((await admin(`/api/hosting-plans/${created.id}`, "PUT", { name: "VPS Renamed" })).status).toBe(200);
    expect((await entryFor(`PUT /api/hosting-plans/${created.id}`)).summary).toBe('Plan "VPS Renamed" (was "VPS Sentence") updated');

    expect((await admin(`/api/admin/hosting-plans/${created.id}`, "DELETE")).status).toBe(200);
    const deleted = await entryFor(`DELETE /api/admin/hosting-plans/${created.id}`);
    expect(deleted).toMatchObject({ action: "hosting-plans.delete", summary: 'Plan "VPS Renamed" deleted' });
  });

  it("promo codes and categories by their code and name, the name read when the change was made", async () => {
    const promo = (await admin("/api/admin/promo-codes", "POST", { code: "SENTENCE10", title: "Ten off", description: "A code" })).body;
    expect((await entryFor("POST /api/admin/promo-codes")).summary).toBe("Promo code SENTENCE10 created");
    expect((await admin(`/api/admin/promo-codes/${promo.id}`, "DELETE")).status).toBe(200);
    expect((await entryFor(`DELETE /api/admin/promo-codes/${promo.id}`)).summary).toBe("Promo code SENTENCE10 deleted");

    const category = (await admin("/api/admin/hosting-categories", "POST", { key: "sentence-vps", display_name: "Sentence VPS", type: "vps" })).body;
    expect((await entryFor("POST /api/admin/hosting-categories")).summary).toBe('Category "Sentence VPS" created');
    await admin(`/api/admin/hosting-categories/${category.id}`, "PUT", { display_name: "Sentence Servers" });
    const renamed = await entryFor(`PUT /api/admin/hosting-categories/${category.id}`);
    expect(renamed.summary).toBe('Category "Sentence Servers" (was "Sentence VPS") updated');
    await admin(`/api/admin/hosting-categories/${category.id}`, "DELETE");
    expect((await entryFor(`DELETE /api/admin/hosting-categories/${category.id}`)).summary).toBe('Category "Sentence Servers" deleted');
    // Written once: the earlier entry still says what the category was called then.
    const again = (await admin("/api/admin/activity?limit=100")).body.entries as Entry[];
    expect(again.find((entry) => entry.id === renamed.id)?.summary).toBe(renamed.summary);
  });

  it("locations: created, renamed with a new key, reordered, their test address checked, deleted", async () => {
    const created = (await admin("/api/admin/locations", "POST", { key: "sentence-fra", name: "Frankfurt", country: "DE" })).body;
    expect((await entryFor("POST /api/admin/locations")).summary).toBe('Location "Frankfurt" (sentence-fra) created');
    expect((await admin(`/api/admin/locations/${created.id}`, "PUT", { key: "sentence-fra2", name: "Frankfurt 2" })).status).toBe(200);
    expect((await entryFor(`PUT /api/admin/locations/${created.id}`)).summary).toBe(
      'Location "Frankfurt 2" (was "Frankfurt") (key sentence-fra2, was sentence-fra) updated',
    );
    expect((await admin("/api/admin/locations/reorder", "PUT", { locations: [{ location_id: created.id, new_order: 4 }] })).status).toBe(200);
    expect((await entryFor("PUT /api/admin/locations/reorder")).summary).toBe("Locations reordered (1 location)");
    expect((await admin("/api/admin/locations/check-url", "POST", { url: `${server.url}/healthz` })).status).toBe(200);
    expect((await entryFor("POST /api/admin/locations/check-url")).summary).toBe(`Latency test address ${server.url}/healthz checked: answered 200`);
    expect((await admin(`/api/admin/locations/${created.id}`, "DELETE")).status).toBe(200);
    expect((await entryFor(`DELETE /api/admin/locations/${created.id}`)).summary).toBe('Location "Frankfurt 2" deleted');
  });

  it("a contact message by its subject and sender, also once it is deleted", async () => {
    const sent = await server.api("/api/contact", {
      method: "POST",
      body: { name: "Ada Sentence", email: "ada@example.com", subject: "Moving my shop", message: "Hello there" },
    });
    const id = sent.body.id as number;
    await admin(`/api/admin/contact-submissions/${id}/read`, "PUT", {});
    expect((await entryFor(`PUT /api/admin/contact-submissions/${id}/read`)).summary).toBe('Message "Moving my shop" from Ada Sentence marked as read');
    await admin(`/api/admin/contact-submissions/${id}`, "DELETE");
    expect((await entryFor(`DELETE /api/admin/contact-submissions/${id}`)).summary).toBe('Message "Moving my shop" from Ada Sentence deleted');
  });

  it("sign-ins: with a recovery code, with an app code, and refused ones", async () => {
    const setup = (await admin("/api/admin/2fa/setup", "POST")).body;
    const enabled = await admin("/api/admin/2fa/enable", "POST", { otp: codeAt(setup.secret, Date.now()), password: TEST_ADMIN.password });
    expect(enabled.status).toBe(200);
    const [code, other] = enabled.body.recovery_codes as string[];
    try {
      const wrong = await server.api("/api/login", { method: "POST", body: { ...TEST_ADMIN, recovery_code: "AAAA-BBBB-CCCC" } });
      expect(wrong.status).toBe(401);
      const signedIn = await server.api("/api/login", { method: "POST", body: { ...TEST_ADMIN, recovery_code: code } });
      expect(signedIn.status).toBe(200);
      const { entries } = (await admin("/api/admin/activity?search=login&limit=10")).body as { entries: Entry[] };
      const login = entries.find((entry) => entry.action === "login");
      expect(login).toMatchObject({ summary: "Signed in with a recovery code", success: true });
      // The details keep what they always said, with the number of codes left.
      expect(login?.detail).toMatch(/^signed in with a recovery code \(\d+ left\)$/);
      expect(entries.find((entry) => entry.action === "login_failed")?.summary).toBe("Failed sign-in: wrong recovery code");
      const twoFactor = (await admin("/api/admin/activity?search=2fa.enable&limit=1")).body.entries[0] as Entry;
      expect(twoFactor.summary).toBe("Two-factor sign-in turned on");
    } finally {
      await admin("/api/admin/2fa/disable", "POST", { password: TEST_ADMIN.password, recovery_code: other });
    }
    const off = (await admin("/api/admin/activity?search=2fa.disable&limit=1")).body.entries[0] as Entry;
    expect(off.summary).toBe("Two-factor sign-in turned off");
  });

  it("entries stored before sentences existed get one made from their action and target", async () => {
    const store = server.site.deps.store;
    const at = new Date().toISOString();
    const base = { timestamp: at, actor: "older-admin", ip: "127.0.0.1", user_agent: "Older/1.0", success: true };
    await store.activity.add({ ...base, action: "hosting-plans.update", target: "#41", detail: "PUT /api/admin/hosting-plans/41" });
    await store.activity.add({ ...base, action: "promo-codes.delete", target: "#7", detail: "DELETE /api/admin/promo-codes/7" });
    await store.activity.add({ ...base, action: "login", target: "", detail: "signed in with a recovery code (4 left)" });
    await store.activity.add({ ...base, action: "content.hero.update", target: "", detail: "PUT /api/admin/content/hero" });
    const { entries } = (await admin("/api/admin/activity?search=older-admin&limit=10")).body as { entries: Entry[] };
    expect(entries.map((entry) => entry.summary).reverse()).toEqual([
      "Plan #41 updated",
      "Promo code #7 deleted",
      "Signed in with a recovery code",
      "Hero section updated",
    ]);
  });

  it("the search finds entries by their sentence", async () => {
    await admin("/api/admin/hosting-plans", "POST", { name: "Findable Plan", price: 1 });
    await entryFor("POST /api/admin/hosting-plans");
    const { entries } = (await admin(`/api/admin/activity?search=${encodeURIComponent('"Findable Plan" created')}`)).body as { entries: Entry[] };
    expect(entries.map((entry) => entry.summary)).toEqual(['Plan "Findable Plan" created']);
  });

  it("every admin change has its own sentence, or records its own entry (two-factor, sessions)", () => {
    const selfRecorded = new Set<object>([...Object.values(twoFactorApi), ...Object.values(sessionsApi)]);
    const changes = allEndpoints().filter((endpoint) => endpoint.access === "admin" && endpoint.method !== "GET" && !selfRecorded.has(endpoint));
    const missing = changes.filter((endpoint) => !DESCRIBED_ENDPOINTS.includes(endpoint)).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });
});
