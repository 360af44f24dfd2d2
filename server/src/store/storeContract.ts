import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ON_REQUEST_BACKUP_KEEP } from "./backupName";
import { SCHEMA_VERSION, type BackupInfo } from "./types";
import type { SiteData, Store } from "./types";

/** A store as the contract sees it: the Store interface plus a backups listing. */
type ContractStore = Store & { backups: { list(): Promise<BackupInfo[]> } };

/** One empty backing place (a data dir, a database); open() may be called again to reopen it. */
export interface StoreHarness {
  open(options?: { backupKeep?: number; backupIntervalMs?: number }): Promise<ContractStore>;
  cleanup(): Promise<void>;
}

export function newSubmission(n: number) {
  return {
    timestamp: new Date().toISOString(),
    name: `Visitor ${n}`,
    email: `v${n}@example.com`,
    subject: "Hi",
    message: `Message ${n}`,
    is_read: false,
    mail_status: "pending" as const,
    mail_attempts: 0,
    mail_error: null,
  };
}

function newActivity(action: string, timestamp = new Date().toISOString()) {
  return { timestamp, action, actor: "admin", ip: "127.0.0.1", user_agent: "test", target: "plan 1", detail: "PUT /api/admin/plans/1", success: true };
}

/** The behaviour every Store implementation must have (run against the JSON store and PostgreSQL). */
export function storeContract(name: string, makeHarness: () => Promise<StoreHarness>, options: { skipBecause?: string } = {}): void {
  const title = `${name}: store contract`;
  describe.skipIf(Boolean(options.skipBecause))(options.skipBecause ? `${title} (${options.skipBecause})` : title, () => {
    let harness: StoreHarness;
    beforeEach(async () => {
      harness = await makeHarness();
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    it("fills an empty store with demo content and keeps changes over a restart", async () => {
      const store = await harness.open();
      expect(store.snapshot().plans.length).toBeGreaterThanOrEqual(9);
      expect(store.snapshot().categories.map((c) => c.key)).toEqual(["hosting", "vps", "gameservers"]);
      await store.update(["company"], (draft) => {
        draft.company.name = "Changed Hosting";
      });
      expect(store.snapshot().company.name).toBe("Changed Hosting");
      const written = JSON.stringify(store.snapshot());
      await store.close();

      const reopened = await harness.open();
      expect(reopened.snapshot().company.name).toBe("Changed Hosting");
      // Exactly as written, field order included (answers and exports keep their shape).
      expect(JSON.stringify(reopened.snapshot())).toBe(written);
      expect((await reopened.backups.list()).some((backup) => backup.reason === "initial")).toBe(true);
      await reopened.close();
    });

    it("keeps pages and the FAQ over a restart, each with its own version", async () => {
      const store = await harness.open();
      const faqVersion = store.versionOf(["faq"]);
      const at = new Date().toISOString();
      const ids = await Promise.all(
        ["imprint", "data-centres"].map((slug) =>
          store.update(["pages"], (draft) => {
            const id = store.nextId(draft, "pages");
            draft.pages.push({
              id,
              slug,
              title: slug,
              description: "",
              body: `## ${slug}`,
              published: true,
              show_in_footer: slug === "imprint",
              updated_at: at,
            });
            return id;
          }),
        ),
      );
      expect(new Set(ids).size).toBe(2);
      expect(store.versionOf(["faq"])).toBe(faqVersion);
      await store.update(["faq"], (draft) => {
        draft.faq = [{ question: "Backups?", answer: "Every **night**." }];
      });
      expect(store.versionOf(["faq"])).not.toBe(faqVersion);
      const written = JSON.stringify({ pages: store.snapshot().pages, faq: store.snapshot().faq });
      await store.close();

      const reopened = await harness.open();
      expect(JSON.stringify({ pages: reopened.snapshot().pages, faq: reopened.snapshot().faq })).toBe(written);
      expect(
        reopened
          .snapshot()
          .pages.map((page) => page.slug)
          .sort(),
      ).toEqual(["data-centres", "imprint"]);
      await reopened.close();
    });

    it("keeps the locations and the plans' locations over a restart; the locations have their own version", async () => {
      const store = await harness.open();
      const plansVersion = store.versionOf(["plans"]);
      const locationsVersion = store.versionOf(["locations"]);
      const id = await store.update(["locations"], (draft) => {
        const next = store.nextId(draft, "locations");
        draft.locations.push({
          id: next,
          key: "fra",
          name: "Frankfurt",
          city: "Frankfurt am Main",
          country: "DE",
          latency_url: "https://fra.speed.example/ping",
          looking_glass_url: "https://lg.example/fra",
          test_ipv4: "192.0.2.1",
          test_ipv6: "2001:db8::1",
          monitors: [3, 4],
          order_value: "eu-central",
          display_order: 2,
          translations: { de: { city: "Frankfurt" } },
        });
        return next;
      });
      expect(store.versionOf(["locations"])).not.toBe(locationsVersion);
      expect(store.versionOf(["plans"])).toBe(plansVersion);
      await store.update(["plans"], (draft) => {
        draft.plans[0].locations = [{ key: "fra", sold_out: true }];
      });
      const written = JSON.stringify({ locations: store.snapshot().locations, plans: store.snapshot().plans });
      await store.close();

      const reopened = await harness.open();
      expect(JSON.stringify({ locations: reopened.snapshot().locations, plans: reopened.snapshot().plans })).toBe(written);
      expect(reopened.snapshot().locations.map((location) => [location.id, location.key])).toEqual([[id, "fra"]]);
      expect(reopened.snapshot().plans[0].locations).toEqual([{ key: "fra", sold_out: true }]);
      await reopened.close();
    });

    it("keeps translations, prices in other currencies and the sales settings over a restart, and brings a version-3 store up to date", async () => {
      const store = await harness.open();
      await store.update(["plans", "site_settings", "faq"], (draft) => {
        const plan = draft.plans[0];
        plan.translations = { de: { name: "Einstieg", features: ["SSL inklusive"] }, "pt-BR": { name: "Inicial" } };
        plan.currency_prices = { EUR: { price: 4.49, pricing: { annual: 45 } } };
        plan.blesta_pricing_ids = { EUR: { monthly: 7001, annual: 7003 } };
        Object.assign(draft.site_settings, {
          languages: ["en", "de"],
          currencies: ["USD", "EUR"],
          tax_display: "inclusive",
          tax_rate: 19,
          order_url_template: "https://billing.example/order?pricing_id={pricing_id}",
          translations: { de: { tax_label: "MwSt." } },
        });
        draft.faq = [{ question: "Backups?", answer: "Nightly.", translations: { de: { question: "Sicherungen?" } } }];
      });
      const written = JSON.stringify(store.snapshot());
      await store.close();

      const reopened = await harness.open();
      expect(JSON.stringify(reopened.snapshot())).toBe(written);
      // As a version-3 store was written: none of the sales fields.
      await reopened.update(["plans", "site_settings"], (draft) => {
        (draft as { schema_version: number }).schema_version = 3;
        for (const plan of draft.plans) {
          delete (plan as Partial<typeof plan>).currency_prices;
          delete (plan as Partial<typeof plan>).blesta_pricing_ids;
        }
        for (const field of ["languages", "default_language", "currencies", "default_currency", "tax_display", "tax_rate", "tax_label", "order_url_template"]) {
          delete (draft.site_settings as Record<string, unknown>)[field];
        }
      });
      await reopened.close();

      const migrated = await harness.open();
      const data = migrated.snapshot();
      expect(data.schema_version).toBe(SCHEMA_VERSION);
      expect(data.site_settings).toMatchObject({
        languages: ["en"],
        default_language: "en",
        currencies: ["USD"],
        default_currency: "USD",
        tax_display: "none",
      });
      expect(data.site_settings.translations).toEqual({ de: { tax_label: "MwSt." } });
      expect(data.plans[0]).toMatchObject({ currency_prices: {}, blesta_pricing_ids: {}, translations: { de: { name: "Einstieg" } } });
      expect((await migrated.backups.list()).some((backup) => backup.reason === "pre-migration-v3")).toBe(true);
      await migrated.close();
    });

    it("loses none of N parallel writes and hands out unique ids", async () => {
      const store = await harness.open();
      const before = store.snapshot().promos.length;
      await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          store.update(["promos"], (draft) => {
            draft.promos.push({ ...draft.promos[0], id: store.nextId(draft, "promos"), code: `CODE${n}` });
          }),
        ),
      );
      await store.close();
      const reopened = await harness.open();
      expect(reopened.snapshot().promos.length).toBe(before + 50);
      expect(new Set(reopened.snapshot().promos.map((promo) => promo.id)).size).toBe(before + 50);
      await reopened.close();
    });

    it("changes nothing when the mutation throws", async () => {
      const store = await harness.open();
      const before = JSON.stringify(store.snapshot());
      const version = store.versionOf(["plans"]);
      await expect(
        store.update(["plans"], (draft) => {
          draft.plans.length = 0;
          throw new Error("no");
        }),
      ).rejects.toThrow("no");
      expect(JSON.stringify(store.snapshot())).toBe(before);
      expect(store.versionOf(["plans"])).toBe(version);
      await store.close();
      const reopened = await harness.open();
      expect(JSON.stringify(reopened.snapshot())).toBe(before);
      await reopened.close();
    });

    it("answers update()'s result and changes the version of the named collections only", async () => {
      const store = await harness.open();
      const plans = store.versionOf(["plans"]);
      const company = store.versionOf(["company"]);
      const result = await store.update(["company"], (draft) => {
        draft.company.name = "Versioned";
        return draft.company.name.length;
      });
      expect(result).toBe("Versioned".length);
      expect(store.versionOf(["company"])).not.toBe(company);
      expect(store.versionOf(["plans"])).toBe(plans);
      expect(store.versionOf(["plans", "company"])).not.toBe(`${plans}.${company}`);
      await store.close();
    });

    it("keeps the newest `backupKeep` automatic backups and lists them newest first", async () => {
      const store = await harness.open({ backupKeep: 3 });
      const made: string[] = [];
      for (let n = 0; n < 5; n++) made.push(await store.backup("daily"));
      const backups = await store.backups.list();
      expect(backups.map((backup) => backup.name)).toEqual(made.slice(-3).reverse());
      expect(backups[0].name > backups[1].name).toBe(true);
      expect(backups[0].reason).toBe("daily");
      expect(backups[0].size_bytes).toBeGreaterThan(1000);
      expect(Number.isNaN(Date.parse(backups[0].created_at))).toBe(false);
      await store.close();
    });

    it("a manual backup does not put off the periodic one: that is due by the age of the newest automatic backup", async () => {
      const interval = 1_500;
      const first = await harness.open({ backupIntervalMs: interval });
      await first.close();
      await new Promise((resolve) => setTimeout(resolve, interval + 100));
      const second = await harness.open({ backupIntervalMs: 60 * 60 * 1000 });
      await second.backup("manual");
      await second.close();
      const third = await harness.open({ backupIntervalMs: interval });
      const reasons = (await third.backups.list()).map((backup) => backup.reason);
      // The periodic one was taken (the manual one a moment ago did not count), and only once.
      expect(reasons.filter((reason) => reason === "daily").length).toBe(1);
      expect(reasons).toContain("manual");
      await third.close();
    });

    it("newestAt answers when the newest backup was made, as the list has it", async () => {
      const store = await harness.open();
      const before = Date.now();
      const name = await store.backup("manual");
      const newest = (await store.backups.list())[0];
      expect(newest.name).toBe(name);
      expect(await store.backups.newestAt()).toBe(newest.created_at);
      expect(Date.parse(newest.created_at)).toBeGreaterThanOrEqual(before - 1_000);
      await store.close();
    });

    it("manual and pre-restore backups have their own budget: 20 of them never push out the automatic ones, the oldest go first", async () => {
      const store = await harness.open({ backupKeep: 3 });
      const automatic = [await store.backup("daily"), await store.backup("daily")];
      const initial = (await store.backups.list()).filter((backup) => backup.reason === "initial").map((backup) => backup.name);
      expect(initial.length).toBe(1);
      const onRequest: string[] = [];
      for (let n = 0; n < 19; n++) onRequest.push(await store.backup("manual"));
      onRequest.push(await store.restore(structuredClone(store.snapshot()) as SiteData, []));
      const names = (await store.backups.list()).map((backup) => backup.name);
      // The automatic ones are all there.
      for (const name of [...initial, ...automatic]) expect(names).toContain(name);
      // Of those asked for, the newest ON_REQUEST_BACKUP_KEEP are kept; the oldest went first.
      const keptOnRequest = names.filter((name) => onRequest.includes(name));
      expect(keptOnRequest).toEqual(onRequest.slice(-ON_REQUEST_BACKUP_KEEP).reverse());
      expect(keptOnRequest[0]).toMatch(/pre-restore$/);
      expect(names.length).toBe(initial.length + automatic.length + ON_REQUEST_BACKUP_KEEP);
      // A new automatic backup evicts the oldest automatic one only.
      const next = await store.backup("daily");
      const after = (await store.backups.list()).map((backup) => backup.name);
      expect(after).toEqual(expect.arrayContaining([next, ...automatic, ...keptOnRequest]));
      expect(after).not.toContain(initial[0]);
      await store.close();
    });

    it("restores data and submissions after taking a pre-restore backup", async () => {
      const store = await harness.open();
      const saved = structuredClone(store.snapshot()) as SiteData;
      const kept = await store.submissions.add(newSubmission(1));
      await store.update(["company"], (draft) => {
        draft.company.name = "Before Restore";
      });
      await store.submissions.add(newSubmission(2));
      const version = store.versionOf(["company"]);
      const name = await store.restore(saved, [kept]);
      expect(name).toMatch(/pre-restore/);
      expect((await store.backups.list()).map((backup) => backup.name)).toContain(name);
      expect(store.snapshot().company.name).toBe(saved.company.name);
      expect(store.versionOf(["company"])).not.toBe(version);
      expect(store.submissions.all().map((s) => s.id)).toEqual([kept.id]);
      const next = await store.submissions.add(newSubmission(3));
      expect(next.id).toBeGreaterThan(kept.id);
      await store.close();
    });

    it("adds, patches and removes submissions, keeping them over a restart", async () => {
      const store = await harness.open();
      const added = await Promise.all(Array.from({ length: 30 }, (_, n) => store.submissions.add(newSubmission(n))));
      expect(new Set(added.map((s) => s.id)).size).toBe(30);
      const [third, fourth] = [added[2].id, added[3].id];
      expect((await store.submissions.patch(third, { is_read: true }))?.is_read).toBe(true);
      expect(await store.submissions.patch(9_999, { is_read: true })).toBeUndefined();
      expect(await store.submissions.remove(fourth)).toBe(true);
      expect(await store.submissions.remove(fourth)).toBe(false);
      expect(store.submissions.count()).toBe(29);
      expect(store.submissions.count((s) => s.is_read)).toBe(1);
      expect(store.submissions.count((s) => !s.is_read)).toBe(28);
      await store.close();

      const reopened = await harness.open();
      expect(reopened.submissions.count()).toBe(29);
      expect(reopened.submissions.count((s) => !s.is_read)).toBe(28);
      expect(reopened.submissions.get(third)?.is_read).toBe(true);
      expect(JSON.stringify(reopened.submissions.get(third))).toBe(JSON.stringify({ ...added[2], is_read: true }));
      expect(reopened.submissions.get(fourth)).toBeUndefined();
      const next = await reopened.submissions.add(newSubmission(100));
      expect(next.id).toBeGreaterThan(Math.max(...added.map((s) => s.id)));
      await reopened.close();
    });

    it("adds a record once within a window: the same key again answers the stored one", async () => {
      const store = await harness.open();
      const key = (record: { subject: string; message: string }) => `${record.subject}|${record.message}`;
      const since = (ms: number) => new Date(Date.now() - ms).toISOString();
      const first = await store.submissions.addUnlessRecent(newSubmission(1), key, since(60_000));
      expect(first.added).toBe(true);
      const [again, parallel] = await Promise.all([
        store.submissions.addUnlessRecent(newSubmission(1), key, since(60_000)),
        store.submissions.addUnlessRecent(newSubmission(1), key, since(60_000)),
      ]);
      expect([again.added, parallel.added]).toEqual([false, false]);
      expect([again.record.id, parallel.record.id]).toEqual([first.record.id, first.record.id]);
      expect(again.record).toEqual(first.record);
      // Another key, or the same key outside the window, is stored.
      expect((await store.submissions.addUnlessRecent(newSubmission(2), key, since(60_000))).added).toBe(true);
      const old = await store.submissions.add({ ...newSubmission(3), timestamp: since(120_000) });
      expect((await store.submissions.addUnlessRecent(newSubmission(3), key, since(60_000))).record.id).not.toBe(old.id);
      expect(store.submissions.count()).toBe(4);
      await store.close();
    });

    it("queries newest first with search, paging and inclusive dates", async () => {
      const store = await harness.open();
      const a = await store.submissions.add({ ...newSubmission(1), timestamp: "2026-01-01T10:00:00.000Z", subject: "Billing question" });
      const b = await store.submissions.add({ ...newSubmission(2), timestamp: "2026-01-02T10:00:00.000Z" });
      const c = await store.submissions.add({ ...newSubmission(3), timestamp: "2026-01-03T23:59:00.000Z", message: "about BILLING" });
      expect(store.submissions.query({ page: 1, limit: 10 }).items.map((s) => s.id)).toEqual([c.id, b.id, a.id]);
      expect(store.submissions.query({ page: 2, limit: 2 })).toEqual({ items: [expect.objectContaining({ id: a.id })], total: 3 });
      expect(store.submissions.all({ search: "billing" }).map((s) => s.id)).toEqual([c.id, a.id]);
      expect(store.submissions.all({ start_date: "2026-01-02", end_date: "2026-01-03" }).map((s) => s.id)).toEqual([c.id, b.id]);
      expect(store.submissions.get(a.id)?.timestamp).toBe("2026-01-01T10:00:00.000Z");
      await store.close();
    });

    it("keeps an activity log and prunes old records", async () => {
      const store = await harness.open();
      await store.activity.add(newActivity("login", "2020-01-01T00:00:00.000Z"));
      await store.activity.add(newActivity("plan.update"));
      await store.submissions.add({ ...newSubmission(1), timestamp: "2020-01-01T00:00:00.000Z" });
      expect(store.activity.all({ search: "PLAN.UP" }).map((entry) => entry.action)).toEqual(["plan.update"]);
      expect(await store.activity.removeOlderThan(new Date("2021-01-01T00:00:00.000Z"))).toBe(1);
      expect(await store.submissions.removeOlderThan(new Date("2021-01-01T00:00:00.000Z"))).toBe(1);
      expect(store.activity.count()).toBe(1);
      expect(store.submissions.count()).toBe(0);
      await store.close();
      const reopened = await harness.open();
      expect(reopened.activity.all().map((entry) => entry.action)).toEqual(["plan.update"]);
      await reopened.close();
    });
  });
}
