import { afterAll, beforeAll, expect, it } from "vitest";
import { silentLogger } from "../../logging/logger";
import { describeWithPostgres, postgresAvailable, postgresSkipReason, startPostgres, type TestPostgres } from "../../../test/postgres";
import { demoSiteData } from "../demoData";
import { newSubmission, storeContract } from "../storeContract";
import { PgStore } from "./pgStore";

let postgres: TestPostgres;
beforeAll(async () => {
  if (postgresAvailable) postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

const open = (databaseUrl: string, options: { backupKeep?: number; backupIntervalMs?: number } = {}) =>
  PgStore.open({ databaseUrl, logger: silentLogger, seed: () => demoSiteData(), ...options });

storeContract(
  "PgStore",
  async () => {
    const databaseUrl = await postgres.freshDatabase();
    const opened: PgStore[] = [];
    return {
      async open(options = {}) {
        const store = await open(databaseUrl, options);
        opened.push(store);
        return store;
      },
      async cleanup() {
        await Promise.all(opened.map((store) => store.close()));
      },
    };
  },
  { skipBecause: postgresSkipReason },
);

async function eventually(check: () => void, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describeWithPostgres("PgStore: two instances on one database", () => {
  it("sees the other's writes, with the same versions, and loses none of their parallel writes", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const [a, b] = await Promise.all([open(databaseUrl), open(databaseUrl)]);
    expect((await a.backups.list()).filter((backup) => backup.reason === "initial").length).toBe(1);

    await a.update(["company"], (draft) => {
      draft.company.name = "Written on A";
    });
    await eventually(() => expect(b.snapshot().company.name).toBe("Written on A"));
    expect(b.versionOf(["company", "plans"])).toBe(a.versionOf(["company", "plans"]));

    const before = a.snapshot().promos.length;
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        (n % 2 ? a : b).update(["promos"], (draft) => {
          draft.promos.push({ ...draft.promos[0], id: (n % 2 ? a : b).nextId(draft, "promos"), code: `MULTI${n}` });
        }),
      ),
    );
    await eventually(() => {
      expect(a.snapshot().promos.length).toBe(before + 40);
      expect(b.snapshot().promos.length).toBe(before + 40);
    });
    expect(new Set(b.snapshot().promos.map((promo) => promo.id)).size).toBe(before + 40);

    const added = await a.submissions.add(newSubmission(1));
    await eventually(() => expect(b.submissions.get(added.id)?.name).toBe("Visitor 1"));
    await b.submissions.patch(added.id, { is_read: true });
    await eventually(() => expect(a.submissions.get(added.id)?.is_read).toBe(true));
    await b.submissions.remove(added.id);
    await eventually(() => expect(a.submissions.count()).toBe(0));
    await Promise.all([a.close(), b.close()]);
  });
});
