import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SessionStore, StoredSession } from "./types";

/** Opens a session store on one backing place; calling it again opens another view of the same place. */
export interface SessionStoreHarness {
  open(): Promise<SessionStore>;
  cleanup(): Promise<void>;
}

export function sessionAt(id: string, minutesAgo = 0, lifetimeMinutes = 60): StoredSession {
  const start = Date.now() - minutesAgo * 60_000;
  return {
    id,
    created_at: new Date(start).toISOString(),
    last_seen_at: new Date(start).toISOString(),
    expires_at: new Date(start + lifetimeMinutes * 60_000).toISOString(),
    ip: "203.0.113.5",
    user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0",
  };
}

/** What both session stores must do (the JSON file and PostgreSQL). */
export function sessionStoreContract(name: string, makeHarness: () => Promise<SessionStoreHarness>, options: { skipBecause?: string } = {}): void {
  const title = `${name}: session store contract`;
  describe.skipIf(Boolean(options.skipBecause))(options.skipBecause ? `${title} (${options.skipBecause})` : title, () => {
    let harness: SessionStoreHarness;
    beforeEach(async () => {
      harness = await makeHarness();
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    it("creates, finds, touches and lists sessions, keeping them over a reopen", async () => {
      const store = await harness.open();
      const a = sessionAt("a", 5);
      await store.create(a);
      await store.create(sessionAt("b"));
      expect((await store.find("a"))?.ip).toBe("203.0.113.5");
      expect(await store.find("nope")).toBeNull();
      const seen = { last_seen_at: new Date().toISOString(), ip: "198.51.100.9", user_agent: "curl/8.5.0" };
      await store.touch("a", seen);
      await store.touch("missing", seen);
      expect(await store.find("a")).toMatchObject(seen);
      await store.close();

      const reopened = await harness.open();
      const listed = await reopened.list();
      expect(listed.map((session) => session.id).sort()).toEqual(["a", "b"]);
      expect(listed.find((session) => session.id === "a")).toEqual({ ...a, ...seen });
      expect(await reopened.find("a")).toEqual({ ...a, ...seen });
      await reopened.close();
    });

    it("ends one session, or all but one, and answers which ended", async () => {
      const store = await harness.open();
      for (const id of ["a", "b", "c", "d"]) await store.create(sessionAt(id));
      expect(await store.remove(["b", "zz"])).toEqual(["b"]);
      expect(await store.find("b")).toBeNull();
      expect((await store.removeAllExcept("c")).sort()).toEqual(["a", "d"]);
      expect((await store.list()).map((session) => session.id)).toEqual(["c"]);
      expect(await store.removeAllExcept(null)).toEqual(["c"]);
      expect(await store.list()).toEqual([]);
      await store.close();
    });

    it("drops expired sessions when a new one is created", async () => {
      const store = await harness.open();
      await store.create(sessionAt("old", 120, 60));
      await store.create(sessionAt("new"));
      expect((await store.list()).map((session) => session.id)).toEqual(["new"]);
      await store.close();
    });
  });
}
