import { defineConfig } from "vitest/config";

/**
 * The part of `npm test` that times a running server against bounds (an answer within 1 s, /healthz within 100 ms
 * while it works): these files run one at a time after the others, so no other test shares the CPU with the
 * server being timed. The bounds hold as written on a quiet machine; while other work loads it (more than one
 * runnable process per core), they grow with the load (server/test/machine.ts), so a busy machine gives the same
 * answer.
 */
export default defineConfig({
  test: {
    include: ["**/*.timing.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
