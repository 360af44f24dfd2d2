import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { slowestFirst } from "./server/test/slowestFirst";
import { sharedSuiteOptions } from "./server/test/suiteOptions";

/** A test's and a hook's time limits on a quiet machine. */
const QUIET_TEST_MS = 30_000;
const QUIET_HOOK_MS = 120_000;

/** The unit suite's longest files in CI (30 November: 25 to 60 s each, mostly waiting on processes), started first. */
export const SLOWEST_UNIT_FILES = [
  "server/src/store/dataDirLock.test.ts",
  "server/src/store/pg/outage.test.ts",
  "server/test/statisticsShutdown.test.ts",
  "server/test/crash.test.ts",
  "scripts/backupCli.test.ts",
];

/**
 * `npm run test:unit` (the first part of `npm test`): every test that needs no browser. Browser tests live in
 * *.e2e.test.ts (vitest.e2e.config.ts); tests that time a running server live in *.timing.test.ts and run alone
 * afterwards (vitest.timing.config.ts). The default limits grow with the machine's load when the run starts
 * and with its load as each file starts (server/test/machine.ts), so a busy machine gives the same answers as a quiet one.
 */
export default defineConfig({
  test: {
    include: ["common/**/*.test.ts", "server/**/*.test.ts", "deploy/**/*.test.ts", "web/**/*.test.{ts,tsx}", "desktop/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**", "**/*.e2e.test.ts", "**/*.timing.test.ts"],
    ...sharedSuiteOptions({ testMs: QUIET_TEST_MS, hookMs: QUIET_HOOK_MS }),
    // Most files wait more than they compute (servers starting, PostgreSQL, timers): one file more than there are
    // cores keeps the cores busy (vitest's default, one less, ran the files one by one on two cores: 14 min instead of 9).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: slowestFirst(SLOWEST_UNIT_FILES) },
  },
});
