import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../logging/logger";
import { JsonSessionStore } from "../store/sessions/jsonSessionStore";
import type { SessionActivity } from "../store/sessions/types";
import { LAST_SEEN_WRITE_INTERVAL_MS, MAX_SESSIONS, SessionService } from "./sessions";

const opened: { dir: string; store: JsonSessionStore }[] = [];
afterEach(async () => {
  // Last-seen writes are not awaited by the service: closing waits for them before the folder goes.
  for (const { dir, store } of opened.splice(0)) {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
});

/** A service on a real session file, a hand-moved clock, and a record of every touch written. */
async function serviceWithClock(ttlSeconds = 3600) {
  const dir = await mkdtemp(join(tmpdir(), "session-service-"));
  const store = await JsonSessionStore.open(dir, silentLogger);
  opened.push({ dir, store });
  const touches: SessionActivity[] = [];
  const touch = store.touch.bind(store);
  store.touch = (id, activity) => {
    touches.push(activity);
    return touch(id, activity);
  };
  const clock = { now: Date.now() };
  return { service: new SessionService(store, ttlSeconds, silentLogger, () => clock.now), clock, touches };
}

const client = { ip: "203.0.113.7", user_agent: "Mozilla/5.0 Firefox/140.0" };

describe("SessionService", () => {
  it("writes last-seen at most once a minute however many requests come", async () => {
    const { service, clock, touches } = await serviceWithClock();
    const session = await service.start(client);
    for (let second = 0; second < 59; second++) {
      clock.now += 1000;
      service.seen((await service.active(session.id))!, client);
    }
    expect(touches).toHaveLength(0);
    clock.now += 1000;
    service.seen((await service.active(session.id))!, { ...client, ip: "198.51.100.1" });
    service.seen((await service.active(session.id))!, client);
    expect(touches).toEqual([{ last_seen_at: new Date(clock.now).toISOString(), ip: "198.51.100.1", user_agent: client.user_agent }]);
    clock.now += LAST_SEEN_WRITE_INTERVAL_MS;
    service.seen((await service.active(session.id))!, client);
    expect(touches).toHaveLength(2);
    const [listed] = await service.list(session.id);
    expect(listed).toEqual({ id: session.id, created_at: session.created_at, last_seen_at: new Date(clock.now).toISOString(), ...client, current: true });
  });

  it("ends a session when its token expires", async () => {
    const { service, clock } = await serviceWithClock(600);
    const session = await service.start(client);
    clock.now += 599_000;
    expect(await service.active(session.id)).not.toBeNull();
    clock.now += 1_000;
    expect(await service.active(session.id)).toBeNull();
    expect(await service.list(session.id)).toEqual([]);
  });

  it("lists the most recently used first and marks the current one", async () => {
    const { service, clock } = await serviceWithClock();
    const first = await service.start(client);
    clock.now += 5_000;
    const second = await service.start({ ip: "198.51.100.2", user_agent: "Electron/41" });
    clock.now += LAST_SEEN_WRITE_INTERVAL_MS;
    service.seen(first, client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await service.list(second.id)).map((view) => [view.id, view.current])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect(await service.endAllExcept(second.id)).toBe(1);
    expect(await service.end(first.id)).toBe(false);
    expect(await service.end(second.id)).toBe(true);
  });

  it(`keeps at most ${MAX_SESSIONS} sessions, ending the least recently used`, async () => {
    const { service, clock } = await serviceWithClock();
    const first = await service.start(client);
    const ids = [first.id];
    for (let n = 1; n < MAX_SESSIONS; n++) {
      clock.now += 1;
      ids.push((await service.start(client)).id);
    }
    clock.now += LAST_SEEN_WRITE_INTERVAL_MS;
    service.seen(first, client); // used lately: kept
    await new Promise((resolve) => setTimeout(resolve, 20));
    const newest = await service.start(client);
    expect(await service.active(first.id)).not.toBeNull();
    expect(await service.active(newest.id)).not.toBeNull();
    expect(await service.active(ids[1])).toBeNull();
    expect(await service.active(ids[2])).not.toBeNull();
    expect((await service.list(newest.id)).length).toBe(MAX_SESSIONS);
  });
});
