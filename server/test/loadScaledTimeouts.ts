import { vi } from "vitest";
import { scaledMs } from "./machine";

/**
 * Setup file of the unit and browser tests: each file's time limits are set from the machine's load when the file
 * starts, not only when the run started (a run that starts on a quiet machine may go on beside other work). The
 * quiet-machine limits come from the suite's config (`env`).
 */
const quietMs = (name: string, fallback: number) => Number(process.env[name]) || fallback;

vi.setConfig({
  testTimeout: scaledMs(quietMs("TEST_QUIET_TIMEOUT_MS", 30_000)),
  hookTimeout: scaledMs(quietMs("TEST_QUIET_HOOK_TIMEOUT_MS", 120_000)),
});
