import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { ON_REQUEST_BACKUP_KEEP } from "../../store/backupName";

/** Backups made through the API have a budget of their own: they never push out the automatic ones. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const list = async (): Promise<Array<{ name: string; reason: string }>> => (await s.admin("/api/admin/backups")).body.backups;

describe("backup budgets", () => {
  it("20 manual backups and a restore leave the initial and daily backups in place; the oldest manual ones go first", async () => {
    const daily = await s.server.site.deps.store.backup("daily");
    const initial = (await list()).find((backup) => backup.reason === "initial");
    expect(initial).toBeDefined();

    const manual: string[] = [];
    for (let n = 0; n < 20; n++) {
      const created = await s.admin("/api/admin/backups", "POST");
      expect(created.status, created.text).toBe(200);
      manual.push(created.body.name);
    }
    const restored = await s.admin("/api/admin/backups/restore", "POST", (await s.admin("/api/admin/backups/download")).body);
    expect(restored.status, restored.text).toBe(200);

    const backups = await list();
    const names = backups.map((backup) => backup.name);
    expect(names).toContain(initial!.name);
    expect(names).toContain(daily);
    const onRequest = [...manual, restored.body.backup];
    expect(names.filter((name) => onRequest.includes(name))).toEqual(onRequest.slice(-ON_REQUEST_BACKUP_KEEP).reverse());
    expect(backups.filter((backup) => backup.reason === "manual").length).toBe(ON_REQUEST_BACKUP_KEEP - 1);
  });
});
