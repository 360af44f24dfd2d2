import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MEDIA_KINDS } from "../../../../common/contracts";
import { silentLogger } from "../../logging/logger";
import { demoSiteData } from "../../store/demoData";
import { JsonStore } from "../../store/jsonStore";
import { copyJsonStoreToPostgres } from "../../store/pg/migrateFromJson";
import { PgStore } from "../../store/pg/pgStore";
import { StoredSiteDataSchema, StoredSubmissionSchema } from "../../store/storedSchemas";
import { ALL_COLLECTIONS, type Store } from "../../store/types";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { EVERY_MEDIA, everyFieldMedia, everyFieldSite, unsetFields, withEveryFieldTwoFactor } from "../../../test/fixtures/everyField";
import { postgresSkipReason, startPostgres, type TestPostgres } from "../../../test/postgres";

/**
 * A backup of a site that uses every field the store keeps restores to exactly that site: nothing is dropped on
 * the way out or in (on the JSON store and on PostgreSQL), and a store copied to PostgreSQL keeps every field too.
 */
let postgres: TestPostgres | undefined;
afterAll(() => postgres?.stop());
const databaseUrl = async () => {
  postgres ??= await startPostgres();
  return postgres.freshDatabase();
};

/** Installs the every-field site, with one image of each kind uploaded through the API and one contact message. */
async function installEveryField(s: AdminSession): Promise<void> {
  for (const kind of MEDIA_KINDS) {
    const { type, body } = EVERY_MEDIA[kind];
    const response = await fetch(`${s.server.url}/api/admin/media/${kind}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${s.token}`, "content-type": type },
      body: new Uint8Array(body()),
    });
    expect(response.status, await response.text()).toBe(200);
  }
  await installEveryFieldData(s.server.site.deps.store);
}

async function installEveryFieldData(store: Store): Promise<void> {
  const site = everyFieldSite();
  await store.update(
    ["meta", "admin", "plans", "categories", "promos", "navigation", "company", "content", "smtp", "billing", "site_settings", "pages", "faq"],
    (draft) => {
      Object.assign(draft, site);
      draft.admin = withEveryFieldTwoFactor(draft.admin);
    },
  );
  await store.submissions.replaceAll([
    {
      id: 7501,
      timestamp: new Date().toISOString(),
      name: "Every Field Visitor",
      email: "visitor@every-field.example",
      subject: "Every field",
      message: "A message with every field set.",
      is_read: true,
      mail_status: "failed",
      mail_attempts: 5,
      mail_error: "Connection refused",
    },
  ]);
}

/** Replaces every part of the site (the secrets stay: a backup file never carries them, a restore keeps them). */
async function replaceWithOtherSite(store: Store): Promise<void> {
  const { admin: _admin, ...other } = demoSiteData();
  await store.update(
    ALL_COLLECTIONS.filter((collection) => collection !== "admin"),
    (draft) => {
      Object.assign(draft, {
        ...other,
        smtp: { ...other.smtp, smtp_password: draft.smtp.smtp_password },
        billing: { ...other.billing, api_key: draft.billing.api_key },
        site_settings: { ...other.site_settings, uptime_kuma_api_key: draft.site_settings.uptime_kuma_api_key },
      });
    },
  );
  await store.submissions.replaceAll([]);
}

function restoreRoundTrip(name: string, start: () => Promise<AdminSession>, skipBecause?: string): void {
  describe.skipIf(Boolean(skipBecause))(skipBecause ? `${name} (${skipBecause})` : name, () => {
    it("a backup of a site using every field restores to the same site", async () => {
      const s = await start();
      try {
        const store = s.server.site.deps.store;
        await installEveryField(s);
        expect(unsetFields(StoredSiteDataSchema, store.snapshot())).toEqual([]);
        expect(store.submissions.all().flatMap((submission) => unsetFields(StoredSubmissionSchema, submission))).toEqual([]);
        const before = structuredClone(store.snapshot());
        const submissionsBefore = store.submissions.all();

        const file = await s.admin("/api/admin/backups/download");
        expect(file.status).toBe(200);
        await replaceWithOtherSite(store);
        expect(store.snapshot()).not.toEqual(before);

        const restored = await s.admin("/api/admin/backups/restore", "POST", file.body);
        expect(restored.status, restored.text).toBe(200);
        expect(store.snapshot()).toEqual(before);
        expect(store.submissions.all()).toEqual(submissionsBefore);
      } finally {
        await s.server.stop();
      }
    });
  });
}

restoreRoundTrip("restore on the JSON store", () => startAdminSession());
restoreRoundTrip("restore on PostgreSQL", async () => startAdminSession({ DATABASE_URL: await databaseUrl() }), postgresSkipReason);

describe.skipIf(Boolean(postgresSkipReason))(`copying a JSON store to PostgreSQL${postgresSkipReason ? ` (${postgresSkipReason})` : ""}`, () => {
  it("keeps every field, the admin account's two-factor state included", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "every-field-"));
    try {
      const json = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() });
      await installEveryFieldData(json);
      const media = await everyFieldMedia();
      await json.update(["media"], (draft) => {
        draft.media = media;
      });
      const before = structuredClone(json.snapshot());
      const submissionsBefore = json.submissions.all();
      await json.close();

      const url = await databaseUrl();
      await copyJsonStoreToPostgres({ dataDir, databaseUrl: url, logger: silentLogger });
      const pg = await PgStore.open({ databaseUrl: url, logger: silentLogger, seed: () => demoSiteData() });
      try {
        expect(unsetFields(StoredSiteDataSchema, pg.snapshot())).toEqual([]);
        expect(pg.snapshot()).toEqual(before);
        expect(pg.submissions.all()).toEqual(submissionsBefore);
      } finally {
        await pg.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
