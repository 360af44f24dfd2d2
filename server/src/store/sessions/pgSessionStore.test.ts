import { afterAll, beforeAll, expect, it } from "vitest";
import { silentLogger } from "../../logging/logger";
import { describeWithPostgres, postgresAvailable, postgresSkipReason, startPostgres, type TestPostgres } from "../../../test/postgres";
import { demoSiteData } from "../demoData";
import { PgStore } from "../pg/pgStore";
import { PgSessionStore } from "./pgSessionStore";
import { sessionAt, sessionStoreContract } from "./sessionStoreContract";
import { eventually } from "../../../test/eventually";

let postgres: TestPostgres;
beforeAll(async () => {
  if (postgresAvailable) postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

async function openOn(databaseUrl: string): Promise<{ sessions: PgSessionStore; close(): Promise<void> }> {
  const store = await PgStore.open({ databaseUrl, logger: silentLogger, seed: () => demoSiteData() });
  const sessions = new PgSessionStore(store.pool, (handler) => store.subscribe(handler));
  return {
    sessions,
    async close() {
      await sessions.close();
      await store.close();
    },
  };
}

sessionStoreContract(
  "PgSessionStore",
  async () => {
    const databaseUrl = await postgres.freshDatabase();
    const opened: Array<{ close(): Promise<void> }> = [];
    return {
      async open() {
        const view = await openOn(databaseUrl);
        opened.push(view);
        return view.sessions;
      },
      async cleanup() {
        await Promise.all(opened.map((view) => view.close()));
      },
    };
  },
  { skipBecause: postgresSkipReason },
);

describeWithPostgres("PgSessionStore on two servers", () => {
  it("finds a session made by the other server, and forgets it once the other ends it", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const [a, b] = await Promise.all([openOn(databaseUrl), openOn(databaseUrl)]);
    await a.sessions.create(sessionAt("shared"));
    await a.sessions.create(sessionAt("kept"));
    expect((await b.sessions.find("shared"))?.id).toBe("shared"); // read from the table, then cached
    expect((await b.sessions.find("kept"))?.id).toBe("kept");

    expect(await a.sessions.remove(["shared"])).toEqual(["shared"]);
    await eventually(async () => expect(await b.sessions.find("shared")).toBeNull());
    expect((await b.sessions.find("kept"))?.id).toBe("kept");

    await b.sessions.removeAllExcept(null);
    await eventually(async () => expect(await a.sessions.find("kept")).toBeNull());
    await Promise.all([a.close(), b.close()]);
  });
});
