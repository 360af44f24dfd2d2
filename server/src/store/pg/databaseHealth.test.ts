import { describe, expect, it } from "vitest";
import type { Logger } from "../../logging/logger";
import { DatabaseUnavailableError } from "../../errors";
import { DatabaseHealth } from "./databaseHealth";

function recorder(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    logger: { debug() {}, info: (m) => lines.push(`info ${m}`), warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`), request() {} },
  };
}

const shutdown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
const startingUp = Object.assign(new Error("the database system is starting up"), { code: "57P03" });
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe("DatabaseHealth", () => {
  it("logs an outage once when it starts and once when it ends, however often it flickers in between", async () => {
    const { logger, lines } = recorder();
    const health = new DatabaseHealth(logger, 30);
    expect(health.failed(new Error("syntax error at or near SELEC"))).toBe(false);
    expect(health.failed(shutdown)).toBe(true);
    expect(health.failed(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(health.failed(DatabaseUnavailableError())).toBe(true);
    expect(health.available).toBe(false);

    health.ok(Date.now() - 10_000); // a connection begun before the outage proves nothing
    await settle();
    expect(health.available).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 5));
    health.ok(Date.now()); // back…
    health.failed(startingUp); // …but not yet for good
    await settle();
    expect(health.available).toBe(false);
    health.ok(Date.now());
    await settle();
    expect(health.available).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^error database unavailable \(terminating connection due to administrator command\)/);
    expect(lines[1]).toMatch(/^info database available again \(unavailable for \d+\.\d s\)$/);
  });
});
