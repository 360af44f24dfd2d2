import { cpSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

const here = import.meta.dirname;
const at = (path: string) => resolve(here, path);

/**
 * Three builds (`npm run build:web`), so the public pages and the admin panel never share a chunk:
 * - `vite build`: the admin panel (web/admin/index.html → dist/client/admin, with the site's public files).
 * - `vite build --mode public`: the public pages' one script (web/index.html → dist/client/index.html, the
 *   template the server renders into, and entry-client.ts with the enhancement modules). No React, nothing to
 *   preload.
 * - `vite build --ssr`: the public pages' server renderer (dist/ssr/entry-server.js) and the two workers the server
 *   runs it in worker threads with (dist/ssr/render-worker.js, dist/ssr/markdown-worker.js). Each component's CSS is bundled into the renderer
 *   as text (`?inline`), so each page carries only the CSS of what it shows (web/src/public/styles/stylesheets.tsx).
 *   Files its components link to (the font files) go to dist/ssr/assets with content-hashed names and are copied to
 *   dist/client/assets, where the site serves them.
 */
/**
 * The public pages' script carries no UI framework, schema or markdown code: React renders those pages on the
 * server only, and so are the text catalogs and their ICU formatter (the modules get the texts they show from the
 * markup). The public build fails, naming the module, if any of it (or any .tsx component, or a catalog) gets bundled.
 */
const NOT_IN_PUBLIC_SCRIPT =
  /node_modules[\\/](react|react-dom|scheduler|zod|react-markdown|remark-[^\\/]+|micromark[^\\/]*|intl-messageformat|@formatjs[\\/][^\\/]+)[\\/]|\.tsx$|[\\/]i18n[\\/](catalogs?|message)[\\/.]/;

function publicScriptGuard(): Plugin {
  return {
    name: "public-script-guard",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const found = chunk.moduleIds.find((id) => NOT_IN_PUBLIC_SCRIPT.test(id));
        if (found) this.error(`${found} would reach the public pages' script (${chunk.fileName}): move what it needs into a plain .ts module`);
      }
    },
  };
}

/** The SSR build's linked files (fonts) are served from dist/client/assets, beside the public script. */
function shareSsrAssets(): Plugin {
  return {
    name: "share-ssr-assets",
    apply: (_config, env) => env.isSsrBuild === true,
    writeBundle(options) {
      const from = join(options.dir ?? at("dist/ssr"), "assets");
      if (existsSync(from)) cpSync(from, at("dist/client/assets"), { recursive: true });
    },
  };
}

const builds: Record<"admin" | "public" | "ssr", BuildEnvironmentOptions> = {
  admin: {
    outDir: at("dist/client"),
    emptyOutDir: true,
    rollupOptions: {
      input: { admin: at("web/admin/index.html") },
      // React and the other libraries in chunks of their own: cached across releases, loaded in parallel. The chart
      // library has its own, which only the Statistics tab (loaded when it is opened) asks for.
      output: {
        codeSplitting: {
          groups: [
            { name: "charts", test: /node_modules[\\/](chart\.js|@kurkle)[\\/]/, priority: 3 },
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: "vendor", test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  public: {
    outDir: at("dist/client"),
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    rollupOptions: { input: { main: at("web/index.html") } },
  },
  ssr: {
    outDir: at("dist/ssr"),
    emptyOutDir: true,
    ssr: true,
    ssrEmitAssets: true,
    cssCodeSplit: false,
    copyPublicDir: false,
    rollupOptions: {
      // The server loads the page renderer, and runs the markdown worker (MARKDOWN_WORKER_FILE) and the page render
      // workers (RENDER_WORKER_FILE) in worker threads.
      input: {
        "entry-server": at("web/src/public/entry-server.tsx"),
        "markdown-worker": at("web/src/public/markdown/worker.ts"),
        "render-worker": at("web/src/public/renderWorker.ts"),
      },
      output: {
        entryFileNames: "[name].js",
        // Code both entries share stays beside them, out of assets/ (which is copied to the public assets).
        chunkFileNames: "chunks/[name]-[hash].js",
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith(".css")) ? "[name][extname]" : "assets/[name]-[hash][extname]"),
      },
    },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: at("web"),
  publicDir: at("web/public"),
  plugins: mode === "public" && !isSsrBuild ? [publicScriptGuard()] : [react(), shareSsrAssets()],
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: builds[isSsrBuild ? "ssr" : mode === "public" ? "public" : "admin"],
}));
