import { afterAll, beforeAll, expect, it } from "vitest";
import { describeWithPostgres, postgresAvailable, startPostgres, type TestPostgres } from "../../test/postgres";
import { testImages } from "../../test/images";
import { silentLogger } from "../logging/logger";
import { demoSiteData } from "../store/demoData";
import { PgStore } from "../store/pg/pgStore";
import { prepareMedia, removeMedia, saveMedia } from "./mediaService";

let postgres: TestPostgres;
beforeAll(async () => {
  if (postgresAvailable) postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

describeWithPostgres("uploaded images in PostgreSQL", () => {
  it("are stored, reach a second instance, survive a restart, are in backups and can be removed", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const open = () => PgStore.open({ databaseUrl, logger: silentLogger, seed: () => demoSiteData() });
    const first = await open();
    const second = await open();
    try {
      const saved = await saveMedia(first, "logo", await prepareMedia("logo", "image/png", testImages.png()));
      const deadline = Date.now() + 5_000;
      while (second.snapshot().media.logo?.hash !== first.snapshot().media.logo?.hash && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(second.snapshot().media.logo).toMatchObject({ content_type: "image/png", width: 64, height: 64 });
      expect(Buffer.from(second.snapshot().media.logo!.data, "base64").equals(testImages.png())).toBe(true);
      expect(saved.url).toContain(second.snapshot().media.logo!.hash);

      const backup = await first.backup("manual");
      expect(JSON.parse(await first.backups.readSite(backup)).media.logo.hash).toBe(first.snapshot().media.logo!.hash);
    } finally {
      await second.close();
      await first.close();
    }
    const reopened = await open();
    try {
      expect(reopened.snapshot().media.logo?.content_type).toBe("image/png");
      expect(await removeMedia(reopened, "logo")).toBe(true);
      expect(reopened.snapshot().media.logo).toBeUndefined();
    } finally {
      await reopened.close();
    }
  });
});
