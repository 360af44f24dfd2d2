import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { silentLogger } from "../logging/logger";
import { demoSiteData } from "./demoData";
import { JsonStore } from "./jsonStore";
import { DEFAULT_BRAND_COLOR, defaultFeatureCards } from "../../../common/siteLook";
import { emptyImprintFacts } from "../../../common/contracts";
import {
  addAutoIncidentsAndStatusPage,
  addImprint,
  addLocations,
  addMarketingFields,
  addOwnSiteFields,
  addSalesFields,
  addStatisticsSettings,
  CURRENT_MIGRATIONS,
  looksLikeSiteData,
  migrate,
} from "./migrations";
import { StoredSiteDataSchema } from "./storedSchemas";
import { SCHEMA_VERSION } from "./types";
import { NEW_SITE_SALES_SETTINGS } from "../../test/fixtures/salesSettings";

const SALES_SETTINGS = ["languages", "default_language", "currencies", "default_currency", "tax_display", "tax_rate", "tax_label", "order_url_template"];

const IMPRINT_FACTS = Object.keys(emptyImprintFacts());

/** A version-8 store file: no statistics settings. */
function versionEightData(): Record<string, any> {
  const data = structuredClone(demoSiteData()) as unknown as Record<string, any>;
  data.schema_version = 8;
  delete data.site_settings.statistics_enabled;
  delete data.site_settings.statistics_retention_days;
  return data;
}

/** A version-7 store file: no locations, and plans without theirs. */
function versionSevenData(): Record<string, any> {
  const data = versionEightData();
  data.schema_version = 7;
  delete data.locations;
  for (const plan of data.plans) delete plan.locations;
  return data;
}

/** A version-6 store file: no auto-incident setting. */
function versionSixData(): Record<string, any> {
  const data = versionSevenData();
  data.schema_version = 6;
  delete data.site_settings.auto_incident_minutes;
  return data;
}

/** A version-4 store file: no imprint facts in Company Info, no imprint among the legal pages. */
function versionFourData(): Record<string, any> {
  const data = structuredClone(demoSiteData()) as unknown as Record<string, any>;
  data.schema_version = 4;
  for (const field of IMPRINT_FACTS) delete data.company[field];
  delete data.content.imprint;
  return data;
}

/** A version-3 store file: no languages, currencies, tax or order settings, no plan prices in other currencies. */
function versionThreeData(): Record<string, any> {
  const data = versionFourData();
  data.schema_version = 3;
  for (const field of SALES_SETTINGS) delete data.site_settings[field];
  for (const plan of data.plans) {
    delete plan.currency_prices;
    delete plan.blesta_pricing_ids;
    delete plan.translations;
  }
  return data;
}

/** A version-2 store file: no home page lists or second button, no look settings, no pages, no FAQ. */
function versionTwoData(): Record<string, any> {
  const data = versionThreeData();
  data.schema_version = 2;
  delete data.content.hero.highlights;
  delete data.content.hero.secondary_button_text;
  delete data.content.hero.secondary_button_url;
  delete data.content.features.cards;
  delete data.content.about.stats;
  delete data.site_settings.show_status_badge;
  delete data.site_settings.brand_color;
  delete data.site_settings.font;
  delete data.pages;
  delete data.faq;
  return data;
}

/** A version-1 store file as the first release wrote it: none of the fields added later. */
function versionOneData(): Record<string, unknown> {
  const data = versionTwoData();
  data.schema_version = 1;
  delete data.media;
  for (const plan of data.plans) {
    delete plan.sold_out;
    delete plan.pricing;
  }
  for (const promo of data.promos) delete promo.starts_at;
  delete data.site_settings.maintenance_mode;
  delete data.site_settings.maintenance_message;
  return data;
}

/** A published page of the site's own, as the store keeps it. */
function storedPage(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id: 1,
    slug: "about-us",
    title: "About us",
    description: "",
    body: "",
    published: true,
    show_in_footer: true,
    updated_at: "2026-03-01T08:00:00.000Z",
    ...fields,
  };
}

/**
 * Writes `data` as the data folder's site.json and opens the store on it: it is migrated to the current version,
 * after a backup named by the version it had, and passes the store's schema.
 */
async function openMigrated(data: Record<string, any>): Promise<JsonStore> {
  await writeFile(join(dataDir, "site.json"), JSON.stringify(data));
  const store = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() });
  expect(store.snapshot().schema_version).toBe(SCHEMA_VERSION);
  expect(StoredSiteDataSchema.safeParse(store.snapshot()).success).toBe(true);
  expect((await store.backups.list()).some((backup) => backup.reason === `pre-migration-v${data.schema_version}`)).toBe(true);
  return store;
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "migrate-test-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("migration 1 → 2 (sold out, billing terms, scheduled promos, maintenance, media)", () => {
  it("gives every new field its default and keeps everything else", () => {
    const before = versionOneData();
    const after = migrate(before);
    expect(after.schema_version).toBe(SCHEMA_VERSION);
    expect(after.plans.every((plan) => plan.sold_out === false && JSON.stringify(plan.pricing) === "{}")).toBe(true);
    expect(after.promos.every((promo) => promo.starts_at === null)).toBe(true);
    expect(after.site_settings).toMatchObject({ maintenance_mode: false, maintenance_message: "" });
    expect(after.media).toEqual({});
    expect(after.plans.map((plan) => plan.name)).toEqual((before.plans as Array<{ name: string }>).map((plan) => plan.name));
    expect(after.company).toEqual({ ...(before.company as object), ...emptyImprintFacts() });
  });

  it("keeps values that are already there and survives missing lists", () => {
    const migrated = addMarketingFields({ plans: [{ id: 1, sold_out: true, pricing: { annual: 10 } }], site_settings: { maintenance_mode: true } });
    expect(migrated.plans).toEqual([{ id: 1, sold_out: true, pricing: { annual: 10 } }]);
    expect(migrated.promos).toEqual([]);
    expect(migrated.site_settings).toEqual({ maintenance_mode: true, maintenance_message: "" });
  });

  it("migrates a version-1 site.json on start, after a pre-migration backup", async () => {
    await writeFile(join(dataDir, "site.json"), JSON.stringify(versionOneData()));
    const store = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() });
    expect(store.snapshot().schema_version).toBe(SCHEMA_VERSION);
    expect(store.snapshot().plans[0]).toMatchObject({ sold_out: false, pricing: {} });
    expect(store.snapshot().site_settings.maintenance_mode).toBe(false);
    expect((await store.backups.list()).some((backup) => backup.reason === "pre-migration-v1")).toBe(true);
    await store.close();
    const onDisk = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(looksLikeSiteData(onDisk)).toBe(true);
    expect(onDisk.media).toEqual({});
  });
});

describe("migration 2 → 3 (the hosting company's own site: home page lists, look, pages, FAQ)", () => {
  it("gives an existing site exactly what the standard design showed, so it looks as before", () => {
    const before = versionTwoData();
    before.company.founded_year = 2011;
    const after = migrate(before);
    expect(after.schema_version).toBe(SCHEMA_VERSION);
    expect(after.content.hero).toMatchObject({
      highlights: ["99.9% uptime guarantee", "24/7 expert support", "5000+ happy customers"],
      secondary_button_text: "Talk to Our Team",
      secondary_button_url: "#contact",
      title: before.content.hero.title,
    });
    expect(after.content.features.cards).toEqual([
      { title: "Shared Hosting", description: expect.stringContaining("NVMe storage"), icon: "shared", href: "#hosting" },
      { title: "VPS Hosting", description: expect.stringContaining("full root access"), icon: "vps", href: "#vps" },
      { title: "Game Servers", description: expect.stringContaining("DDoS protection"), icon: "gameserver", href: "#gameservers" },
    ]);
    expect(after.content.about.stats).toEqual([
      { value: "99.9%", label: "Uptime guarantee" },
      { value: "24/7", label: "Expert support" },
      { value: "5000+", label: "Customers" },
      { value: "2011", label: "Founded" },
    ]);
    expect(after.site_settings).toMatchObject({ show_status_badge: true, brand_color: "#4f46e5", font: "system" });
    expect(after.pages).toEqual([]);
    expect(after.faq).toEqual([]);
    expect(after.content.terms).toEqual(before.content.terms);
    expect(after.company).toEqual({ ...before.company, ...emptyImprintFacts() });
  });

  it("without a founding year the last number is the starting price, as the design showed", () => {
    const before = versionTwoData();
    before.company.founded_year = null;
    expect(migrate(before).content.about.stats[3]).toEqual({ value: "$1/mo", label: "Plans from" });
  });

  it("keeps values that are already there and survives missing parts", () => {
    const migrated = addOwnSiteFields({
      content: { hero: { title: "Mine", highlights: ["Own"] }, features: { cards: [{ title: "Own card" }] } },
      site_settings: { brand_color: "#000000" },
      pages: [{ id: 1 }],
    }) as Record<string, any>;
    expect(migrated.content.hero).toEqual({ title: "Mine", highlights: ["Own"], secondary_button_text: "Talk to Our Team", secondary_button_url: "#contact" });
    expect(migrated.content.features.cards).toEqual([{ title: "Own card" }]);
    expect(migrated.content.about).toBeUndefined();
    expect(migrated.site_settings).toEqual({ brand_color: "#000000", show_status_badge: true, font: "system" });
    expect(migrated.pages).toEqual([{ id: 1 }]);
    expect(migrated.faq).toEqual([]);
    expect(defaultFeatureCards()).toHaveLength(3);
    expect(DEFAULT_BRAND_COLOR).toBe("#4f46e5");
  });

  it("migrates a version-2 site.json on start, after a pre-migration backup, and the API answers the new fields", async () => {
    await writeFile(join(dataDir, "site.json"), JSON.stringify(versionTwoData()));
    const store = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() });
    expect(store.snapshot().schema_version).toBe(SCHEMA_VERSION);
    expect(store.snapshot().content.hero.highlights).toHaveLength(3);
    expect((await store.backups.list()).some((backup) => backup.reason === "pre-migration-v2")).toBe(true);
    await store.close();
    const onDisk = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(onDisk.schema_version).toBe(SCHEMA_VERSION);
    expect(onDisk.content.features.cards).toHaveLength(3);
    expect(onDisk.faq).toEqual([]);
  });
});

describe("migration 3 → 4 (languages, currencies, tax, order addresses)", () => {
  it("gives an existing site one language, one currency, no tax note and no order template: it sells exactly as before", () => {
    const before = versionThreeData();
    const after = migrate(before);
    expect(after.schema_version).toBe(SCHEMA_VERSION);
    expect(after.site_settings).toMatchObject({ ...NEW_SITE_SALES_SETTINGS, order_url_template: "" });
    expect(after.plans.every((plan) => JSON.stringify(plan.currency_prices) === "{}" && JSON.stringify(plan.blesta_pricing_ids) === "{}")).toBe(true);
    expect(after.plans.map((plan) => [plan.name, plan.price, plan.pricing])).toEqual(
      (before.plans as Array<{ name: string; price: number; pricing: object }>).map((plan) => [plan.name, plan.price, plan.pricing]),
    );
    expect(after.plans.some((plan) => "translations" in plan)).toBe(false);
    expect(after.company).toEqual({ ...before.company, ...emptyImprintFacts() });
  });

  it("keeps values that are already there and survives missing parts", () => {
    const migrated = addSalesFields({
      plans: [{ id: 1, currency_prices: { EUR: { price: 1, pricing: {} } } }],
      site_settings: { languages: ["de"], default_language: "de" },
    });
    expect(migrated.plans).toEqual([{ id: 1, currency_prices: { EUR: { price: 1, pricing: {} } }, blesta_pricing_ids: {} }]);
    expect(migrated.site_settings).toMatchObject({ languages: ["de"], default_language: "de", currencies: ["USD"], default_currency: "USD" });
    expect(addSalesFields({}).plans).toEqual([]);
  });

  it("migrates a version-3 site.json on start, after a pre-migration backup, and the result passes the store's schema", async () => {
    await writeFile(join(dataDir, "site.json"), JSON.stringify(versionThreeData()));
    const store = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() });
    expect(store.snapshot().schema_version).toBe(SCHEMA_VERSION);
    expect(StoredSiteDataSchema.safeParse(store.snapshot()).success).toBe(true);
    expect((await store.backups.list()).some((backup) => backup.reason === "pre-migration-v3")).toBe(true);
    await store.close();
    const onDisk = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(onDisk.site_settings.currencies).toEqual(["USD"]);
  });
});

describe("migration 4 → 5 (the imprint)", () => {
  const page = (fields: Record<string, unknown>) =>
    storedPage({ slug: "imprint", title: "Impressum", description: "Who we are", body: "## Anbieter\n\nNordlicht GmbH", ...fields });

  it("gives the company no imprint facts and the site an imprint without a text of its own (made from Company Info); keeps everything else", () => {
    const before = versionFourData();
    const after = migrate(before);
    expect(after.schema_version).toBe(SCHEMA_VERSION);
    expect(after.company).toEqual({ ...before.company, ...emptyImprintFacts() });
    expect(after.content.imprint).toEqual({
      section: "imprint",
      title: "",
      subtitle: "",
      description: "",
      content: "",
      button_text: "",
      button_url: "",
      updated_at: null,
    });
    expect({ ...after.content, imprint: undefined }).toEqual({ ...before.content, imprint: undefined });
    expect(after.pages).toEqual(before.pages);
    expect(StoredSiteDataSchema.safeParse(after).success).toBe(true);
  });

  it("keeps values that are already there and survives missing parts", () => {
    const kept: Record<string, any> = addImprint({
      company: { legal_form: "GmbH", vat_id: "DE123456789" },
      content: { imprint: { section: "imprint", title: "Mine" } },
    });
    expect(kept.company).toEqual({ ...emptyImprintFacts(), legal_form: "GmbH", vat_id: "DE123456789" });
    expect(kept.content.imprint).toEqual({ section: "imprint", title: "Mine" });
    const bare = addImprint({});
    expect(bare.company).toEqual(emptyImprintFacts());
    expect((bare.content as { imprint: { section: string } }).imprint.section).toBe("imprint");
    expect(bare.pages).toEqual([]);
  });

  it("a published page of the site's own at /imprint becomes the imprint, with its translations: the same text at the same address", () => {
    const other = page({ id: 2, slug: "about-us", title: "About us" });
    const own = page({ translations: { en: { title: "Imprint", body: "## Provider\n\nNordlicht GmbH" }, fr: null } });
    const after: Record<string, any> = addImprint({ ...versionFourData(), pages: [own, other] });
    expect(after.pages).toEqual([other]);
    expect(after.content.imprint).toEqual({
      section: "imprint",
      title: "Impressum",
      subtitle: "",
      description: "## Anbieter\n\nNordlicht GmbH",
      content: "## Anbieter\n\nNordlicht GmbH",
      button_text: "",
      button_url: "",
      updated_at: "2026-03-01T08:00:00.000Z",
      translations: { en: { title: "Imprint", description: "## Provider\n\nNordlicht GmbH" } },
    });
    expect(StoredSiteDataSchema.safeParse({ ...after, schema_version: SCHEMA_VERSION }).success).toBe(true);
  });

  it("an unpublished page at /imprint is a draft and stays one, at a free address", () => {
    const draft = page({ published: false });
    const taken = page({ id: 2, slug: "imprint-draft", published: true });
    const after: Record<string, any> = addImprint({ ...versionFourData(), pages: [draft, taken] });
    expect(after.pages).toEqual([{ ...draft, slug: "imprint-draft-2" }, taken]);
    expect(after.content.imprint.description).toBe("");
    expect(addImprint({ ...versionFourData(), pages: [draft] }).pages).toEqual([{ ...draft, slug: "imprint-draft" }]);
  });

  it("migrates a version-4 site.json with an imprint page on start, after a pre-migration backup; the result passes the store's schema", async () => {
    const store = await openMigrated({ ...versionFourData(), pages: [page({})] });
    expect(store.snapshot().content.imprint.title).toBe("Impressum");
    expect(store.snapshot().pages).toEqual([]);
    await store.close();
    const onDisk = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(onDisk.company.vat_id).toBe("");
  });
});

describe("migration 6 → 7 (automatic incidents, the status page's address)", () => {
  const translations = { de: { title: "Netzstatus", body: "Alles gut." } };
  const page = (fields: Record<string, unknown>) => storedPage({ slug: "status", title: "Network status", body: "All fine.", translations, ...fields });

  it("gives site settings auto_incident_minutes 5 and keeps everything else", () => {
    const before = versionSixData();
    const after = migrate(before, { ...CURRENT_MIGRATIONS, target: 7 });
    expect(after.schema_version).toBe(7);
    expect(after.site_settings).toEqual({ ...before.site_settings, auto_incident_minutes: 5 });
    expect(after.pages).toEqual(before.pages);
    expect({ ...after, schema_version: 6, site_settings: before.site_settings }).toEqual(before);
    expect(StoredSiteDataSchema.safeParse(migrate(after)).success).toBe(true);
  });

  it("keeps a value already there and survives missing parts", () => {
    const kept: Record<string, any> = addAutoIncidentsAndStatusPage({ site_settings: { auto_incident_minutes: 0, site_title: "Mine" } });
    expect(kept.site_settings).toEqual({ auto_incident_minutes: 0, site_title: "Mine" });
    expect(kept.pages).toBeUndefined();
    expect(addAutoIncidentsAndStatusPage({}).site_settings).toEqual({ auto_incident_minutes: 5 });
  });

  it("a page of the site's own at /status moves to the first free address, with everything else it has", () => {
    const own = page({});
    const other = page({ id: 2, slug: "about-us", title: "About us", translations: undefined });
    const after: Record<string, any> = migrate({ ...versionSixData(), pages: [own, other] });
    expect(after.pages).toEqual([{ ...own, slug: "status-2" }, other]);
    const taken = page({ id: 3, slug: "status-2", title: "Taken" });
    const draft = page({ published: false });
    expect(addAutoIncidentsAndStatusPage({ ...versionSixData(), pages: [taken, draft] }).pages).toEqual([taken, { ...draft, slug: "status-3" }]);
    expect(StoredSiteDataSchema.safeParse(after).success).toBe(true);
  });

  it("migrates a version-6 site.json with a page at /status on start, after a pre-migration backup; the page answers at its new address", async () => {
    const store = await openMigrated({ ...versionSixData(), pages: [page({})] });
    expect(store.snapshot().site_settings.auto_incident_minutes).toBe(5);
    expect(store.snapshot().pages.map((stored) => [stored.slug, stored.title])).toEqual([["status-2", "Network status"]]);
    await store.close();
    const onDisk = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(onDisk.pages[0].slug).toBe("status-2");
  });
});

describe("migration 7 → 8 (locations)", () => {
  const page = (fields: Record<string, unknown>) => storedPage({ slug: "locations", title: "Our data centres", body: "Frankfurt.", ...fields });

  it("adds no locations and every plan's locations [], and keeps everything else", () => {
    const before = versionSevenData();
    expect(before.plans.length).toBeGreaterThan(0);
    const after = migrate(before, { ...CURRENT_MIGRATIONS, target: 8 });
    expect(after.schema_version).toBe(8);
    expect(after.locations).toEqual([]);
    expect(after.plans.map((plan) => plan.locations)).toEqual(before.plans.map(() => []));
    expect(after.plans.map(({ locations: _locations, ...plan }) => plan)).toEqual(before.plans);
    const { locations: _locations, plans: _afterPlans, ...afterRest } = after;
    const { plans: _beforePlans, ...beforeRest } = before;
    expect({ ...afterRest, schema_version: 7 }).toEqual(beforeRest);
    expect(StoredSiteDataSchema.safeParse(migrate(after)).success).toBe(true);
  });

  it("keeps values already there and survives missing parts", () => {
    const kept: Record<string, any> = addLocations({ locations: [{ key: "fra" }], plans: [{ id: 1, locations: [{ key: "fra", sold_out: true }] }, { id: 2 }] });
    expect(kept.locations).toEqual([{ key: "fra" }]);
    expect(kept.plans).toEqual([
      { id: 1, locations: [{ key: "fra", sold_out: true }] },
      { id: 2, locations: [] },
    ]);
    expect(kept.pages).toBeUndefined();
    expect(addLocations({})).toEqual({ locations: [], plans: [] });
  });

  it("a page of the site's own at /locations or /compare moves to the first free address, with everything else it has", () => {
    const own = page({ translations: { de: { title: "Rechenzentren" } } });
    const compare = page({ id: 2, slug: "compare", title: "Compare" });
    const taken = page({ id: 3, slug: "locations-2", title: "Taken" });
    const other = page({ id: 4, slug: "about-us", title: "About us" });
    const after: Record<string, any> = migrate({ ...versionSevenData(), pages: [own, compare, taken, other] });
    expect(after.pages).toEqual([{ ...own, slug: "locations-3" }, { ...compare, slug: "compare-2" }, taken, other]);
    expect(StoredSiteDataSchema.safeParse(after).success).toBe(true);
  });

  it("migrates a version-7 site.json on start, after a pre-migration backup; its page at /locations answers at its new address", async () => {
    const store = await openMigrated({ ...versionSevenData(), pages: [page({})] });
    expect(store.snapshot().locations).toEqual([]);
    expect(store.snapshot().plans.every((plan) => plan.locations.length === 0)).toBe(true);
    expect(store.snapshot().pages.map((stored) => stored.slug)).toEqual(["locations-2"]);
    await store.close();
    const onDisk = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(onDisk.schema_version).toBe(SCHEMA_VERSION);
    expect(onDisk.locations).toEqual([]);
  });
});

describe("migration 8 → 9 (statistics settings)", () => {
  it("turns statistics on, keeps them 730 days, and keeps everything else", () => {
    const before = versionEightData();
    const after = migrate(before);
    expect(after.schema_version).toBe(9);
    expect(after.site_settings).toEqual({ ...before.site_settings, statistics_enabled: true, statistics_retention_days: 730 });
    expect({ ...after, schema_version: 8, site_settings: before.site_settings }).toEqual(before);
    expect(StoredSiteDataSchema.safeParse(after).success).toBe(true);
  });

  it("keeps values already there and survives missing parts", () => {
    const kept: Record<string, any> = addStatisticsSettings({ site_settings: { statistics_enabled: false, statistics_retention_days: 90 } });
    expect(kept.site_settings).toEqual({ statistics_enabled: false, statistics_retention_days: 90 });
    expect(addStatisticsSettings({}).site_settings).toEqual({ statistics_enabled: true, statistics_retention_days: 730 });
  });

  it("migrates a version-8 site.json on start", async () => {
    const store = await openMigrated(versionEightData());
    expect(store.snapshot().site_settings.statistics_enabled).toBe(true);
    expect(store.snapshot().site_settings.statistics_retention_days).toBe(730);
    await store.close();
    const onDisk = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(onDisk.schema_version).toBe(9);
  });
});
