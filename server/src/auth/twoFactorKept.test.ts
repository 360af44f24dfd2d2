import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../logging/logger";
import { demoSiteData } from "../store/demoData";
import { JsonStore } from "../store/jsonStore";
import { copyJsonStoreToPostgres } from "../store/pg/migrateFromJson";
import { PgStore } from "../store/pg/pgStore";
import { itWithPostgres, postgresAvailable, startPostgres, type TestPostgres } from "../../test/postgres";
import { codeAt } from "../../test/totpCodes";
import { startTestServer, TEST_ADMIN } from "../../test/testServer";
import { enableTwoFactor, startTwoFactorSetup, twoFactorStatus } from "./twoFactor";

/** Two-factor sign-in is part of the admin account: moving or restoring the site's data must not turn it off. */
let postgres: TestPostgres;
beforeAll(async () => {
  if (postgresAvailable) postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

describe("two-factor sign-in is kept", () => {
  it("when a backup file is restored (the current account stays)", async () => {
    const server = await startTestServer();
    try {
      const token = await server.login();
      const setup = await server.api("/api/admin/2fa/setup", { method: "POST", token, body: {} });
      const enabled = await server.api("/api/admin/2fa/enable", {
        method: "POST",
        token,
        body: { otp: codeAt(setup.body.secret, Date.now()), password: TEST_ADMIN.password },
      });
      expect(enabled.status).toBe(200);
      const file = (await server.api("/api/admin/backups/download", { token })).body;
      expect(JSON.stringify(file)).not.toContain(setup.body.secret);
      expect((await server.api("/api/admin/backups/restore", { method: "POST", token, body: file })).status).toBe(200);
      expect((await server.api("/api/admin/2fa", { token })).body).toEqual({ enabled: true, recovery_codes_left: 10 });
      expect((await server.api("/api/login", { method: "POST", body: TEST_ADMIN })).body.two_factor_required).toBe(true);
    } finally {
      await server.stop();
    }
  });

  itWithPostgres("when the JSON store is copied into PostgreSQL (npm run migrate-store)", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "2fa-migrate-"));
    try {
      const json = await JsonStore.open({
        dataDir,
        logger: silentLogger,
        seed: () => ({
          ...demoSiteData(),
          admin: { username: "admin", password_hash: "scrypt$1$1$1$a$b", token_version: 3, updated_at: new Date().toISOString() },
        }),
      });
      const { secret } = await startTwoFactorSetup(json, "Example Hosting");
      await enableTwoFactor(json, codeAt(secret, Date.now()), Date.now());
      const before = structuredClone(json.snapshot().admin);
      await json.close();

      const databaseUrl = await postgres.freshDatabase();
      await copyJsonStoreToPostgres({ dataDir, databaseUrl, logger: silentLogger });
      const pg = await PgStore.open({ databaseUrl, logger: silentLogger, seed: () => demoSiteData() });
      expect(pg.snapshot().admin).toEqual(before);
      expect(twoFactorStatus(pg.snapshot().admin)).toEqual({ enabled: true, recovery_codes_left: 10 });
      await pg.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
