import { defineConfig } from "vitest/config";

/** `npm run test:e2e`: browser tests in headless Chromium against the real server (after `npm run build:web`). */
export default defineConfig({
  test: {
    include: ["**/*.e2e.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
