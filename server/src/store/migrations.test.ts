import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { silentLogger } from "../logging/logger";
import { demoSiteData } from "./demoData";
import { JsonStore } from "./jsonStore";
import { addMarketingFields, looksLikeSiteData, migrate } from "./migrations";
import { SCHEMA_VERSION } from "./types";

/** A version-1 store file as the first release wrote it: none of the fields added later. */
function versionOneData(): Record<string, unknown> {
  const data = structuredClone(demoSiteData()) as unknown as Record<string, any>;
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
    expect(after.company).toEqual(before.company);
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
