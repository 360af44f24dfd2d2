import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { sharedSuiteOptions } from "./server/test/suiteOptions";

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
    ...sharedSuiteOptions({ testMs: QUIET_TEST_MS, hookMs: QUIET_HOOK_MS }),
    maxWorkers: Math.max(1, availableParallelism()),
  },
});
