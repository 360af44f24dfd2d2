import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { scaledMs } from "./server/test/machine";

/**
 * `npm run test:e2e`: browser tests in headless Chromium against the real server (after `npm run build:web`). Each
 * file starts its own server (own port, own temporary data folder) and its own Chromium, so files run side by side,
 * one per core; the default limits grow with the machine's load when the run starts (server/test/machine.ts).
 */
export default defineConfig({
  test: {
    include: ["**/*.e2e.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    testTimeout: scaledMs(60_000),
    hookTimeout: scaledMs(180_000),
    pool: "forks",
    setupFiles: ["server/test/cheapPasswordHashes.ts"],
    // Each worker loads the server's modules once for all its files instead of once per file (the tests share no
    // module state: each starts its own server with its own data folder). Halves the time of both suites here.
    isolate: false,
    maxWorkers: Math.max(1, availableParallelism()),
  },
});
