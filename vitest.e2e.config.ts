import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { scaledMs } from "./server/test/machine";

/** A test's and a hook's time limits on a quiet machine. */
const QUIET_TEST_MS = 60_000;
const QUIET_HOOK_MS = 180_000;

/**
 * `npm run test:e2e`: browser tests in headless Chromium against the real server (after `npm run build:web`). Each
 * file starts its own server (own port, own temporary data folder) and its own Chromium, so files run side by side,
 * one per core; the default limits grow with the machine's load when the run starts and as each file starts (server/test/machine.ts).
 */
export default defineConfig({
  test: {
    include: ["**/*.e2e.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    testTimeout: scaledMs(QUIET_TEST_MS),
    hookTimeout: scaledMs(QUIET_HOOK_MS),
    // The same limits, measured again as each file starts (server/test/loadScaledTimeouts.ts).
    env: { TEST_QUIET_TIMEOUT_MS: String(QUIET_TEST_MS), TEST_QUIET_HOOK_TIMEOUT_MS: String(QUIET_HOOK_MS) },
    pool: "forks",
    setupFiles: ["server/test/cheapPasswordHashes.ts", "server/test/loadScaledTimeouts.ts"],
    // Each worker loads the server's modules once for all its files instead of once per file (the tests share no
    // module state: each starts its own server with its own data folder). Halves the time of both suites here.
    isolate: false,
    maxWorkers: Math.max(1, availableParallelism()),
  },
});
