import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { slowestFirst } from "./server/test/slowestFirst";
import { sharedSuiteOptions } from "./server/test/suiteOptions";

/** A test's and a hook's time limits on a quiet machine. */
const QUIET_TEST_MS = 60_000;
const QUIET_HOOK_MS = 180_000;

/** The browser suite's longest files in CI (30 November: 40 to 180 s each, most of 2,600 s), started first. */
export const SLOWEST_E2E_FILES = [
  "web/src/public/e2e/budget.e2e.test.ts",
  "web/src/admin/a11y.e2e.test.ts",
  "web/src/public/e2e/siteLook.e2e.test.ts",
  "server/src/openapi/referencePage.e2e.test.ts",
  "web/src/public/e2e/ownPages.e2e.test.ts",
  "web/src/public/e2e/locations.e2e.test.ts",
  "web/src/public/e2e/locales.e2e.test.ts",
  "web/src/public/e2e/a11y.e2e.test.ts",
  "web/src/public/e2e/statusPage.e2e.test.ts",
  "web/src/public/e2e/visitorSide.e2e.test.ts",
  "web/src/admin/translations.e2e.test.ts",
  "web/src/public/e2e/compare.e2e.test.ts",
];

/**
 * `npm run test:e2e`: browser tests in headless Chromium against the real server (after `npm run build:web`). Each
 * file starts its own server (own port, own temporary data folder) and its own Chromium, so files run side by side,
 * one per core, the slowest first; the default limits grow with the machine's load when the run starts and as each file starts (server/test/machine.ts).
 */
export default defineConfig({
  test: {
    include: ["**/*.e2e.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    ...sharedSuiteOptions({ testMs: QUIET_TEST_MS, hookMs: QUIET_HOOK_MS }),
    maxWorkers: Math.max(1, availableParallelism()),
    sequence: { sequencer: slowestFirst(SLOWEST_E2E_FILES) },
  },
});
