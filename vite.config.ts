import { resolve } from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const here = import.meta.dirname;

/**
 * Client build (dist/client): the public site (web/index.html) and the admin panel (web/admin/index.html) as
 * separate entries, so the admin code never loads on public pages.
 * SSR build (`vite build --ssr`, dist/ssr): the public pages' server renderer.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: resolve(here, "web"),
  publicDir: resolve(here, "web/public"),
  plugins: [react()],
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: isSsrBuild
    ? { outDir: resolve(here, "dist/ssr"), emptyOutDir: true, ssr: true, rollupOptions: { input: resolve(here, "web/src/public/entry-server.tsx") } }
    : {
        outDir: resolve(here, "dist/client"),
        emptyOutDir: true,
        rollupOptions: { input: { main: resolve(here, "web/index.html"), admin: resolve(here, "web/admin/index.html") } },
      },
}));
