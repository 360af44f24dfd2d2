import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

/**
 * The desktop renderer: desktop/src/renderer → desktop/dist/renderer, loaded by the app through app://admin.
 * Mode "e2e" (browser test only) swaps the admin panel for a small stand-in that logs in through the host it is
 * given, until the real panel's own tests cover it (desktop/src/renderer/testing/standInAdminPanel.tsx).
 */
export default defineConfig(({ mode }) => ({
  root: here("./src/renderer"),
  base: "./",
  plugins: [react()],
  publicDir: false,
  resolve: {
    alias: mode === "e2e" ? [{ find: /^.*\/web\/src\/admin\/mount(\.tsx)?$/, replacement: here("./src/renderer/testing/standInAdminPanel.tsx") }] : [],
  },
  build: {
    outDir: here(mode === "e2e" ? "./dist/renderer-e2e" : "./dist/renderer"),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    sourcemap: mode !== "production",
    target: "chrome130",
    chunkSizeWarningLimit: 2_000,
  },
}));
