import { resolve } from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/**
 * Builds only the admin entry into dist/client/admin (without emptying dist/client), for working on the panel
 * before or without the public site's build: `npx vite build --config web/src/admin/test/vite.admin.config.ts`.
 * The project's real build is `npm run build:web` (vite.config.ts).
 */
const root = resolve(import.meta.dirname, "../../..");
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: resolve(root, "../dist/client"),
    emptyOutDir: false,
    rollupOptions: { input: { admin: resolve(root, "admin/index.html") } },
  },
});
