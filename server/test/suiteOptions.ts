import { scaledMs } from "./machine";

/**
 * What the unit and the browser suites share: time limits from the quiet machine's ones, grown with the machine's
 * load when the run starts and again as each file starts (loadScaledTimeouts.ts); the JSON store's check that a
 * change touches only the collections it names; a process per worker; and each
 * worker loading the server's modules once for all its files instead of once per file (the tests share no module
 * state: each starts its own server with its own data folder), which halves the time of both suites here.
 */
export function sharedSuiteOptions(quiet: { testMs: number; hookMs: number }) {
  return {
    testTimeout: scaledMs(quiet.testMs),
    hookTimeout: scaledMs(quiet.hookMs),
    // A change to the JSON store that touches a collection it does not name throws (server/src/store/jsonStore.ts).
    env: { TEST_QUIET_TIMEOUT_MS: String(quiet.testMs), TEST_QUIET_HOOK_TIMEOUT_MS: String(quiet.hookMs), TEST_FREEZE_UNNAMED_COLLECTIONS: "1" },
    pool: "forks" as const,
    setupFiles: ["server/test/cheapPasswordHashes.ts", "server/test/loadScaledTimeouts.ts"],
    isolate: false,
  };
}
