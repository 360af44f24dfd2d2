/**
 * Import boundaries between the parts of the project (`npm run lint` runs this with ESLint):
 * common/ imports nothing of the rest; the server never imports web/ or desktop/ code; the public site never
 * imports the admin panel and ships no zod (it takes only types from the contracts, and so does the typed API
 * client in common/api, which the web apps and the desktop main process share); the desktop main process
 * never imports web/ code; admin features don't import each other, and the panel's shared layers don't import
 * features; no module imports itself through others (no cycles). Type-only imports are checked like any other,
 * except where a rule says so.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-import-cycles",
      comment:
        "A cycle (type-only ones too) means two modules each need the other: move what both need into a module of its own, owned by the one that defines it.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "common-imports-nothing-else",
      comment: "common/ is shared by the server, the web apps and the desktop app: it may import only itself and packages.",
      severity: "error",
      from: { path: "^common/" },
      to: { path: "^(server|web|desktop|scripts|deploy)/" },
    },
    {
      name: "server-not-web-or-desktop",
      comment:
        "The production image holds the compiled server only: what it shares with web/ or desktop/ lives in common/. (Its browser tests may use the shared browser-test helpers.)",
      severity: "error",
      from: { path: "^server/", pathNot: "\\.e2e\\.test\\.ts$" },
      to: { path: "^(web|desktop)/" },
    },
    {
      name: "public-site-not-admin",
      comment: "The public site's bundle must not carry the admin panel.",
      severity: "error",
      from: { path: "^web/src/public/" },
      to: { path: "^web/src/admin/" },
    },
    {
      name: "public-bundle-without-zod",
      comment:
        "The public site (and the client it uses, web/src/lib and common/api) takes only types from the contracts: their schemas would add zod to the visitors' bundle. Rules both sides need live in zod-free common/ modules.",
      severity: "error",
      from: { path: "^(web/src/(public|lib)|common/api)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^common/contracts/(?!endpoint\\.ts$|legacyPaths\\.ts$)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "public-bundle-no-zod-package",
      severity: "error",
      from: { path: "^(web/src/(public|lib)|common/api)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "node_modules/zod/" },
    },
    {
      name: "desktop-main-not-web",
      comment:
        "The desktop main and preload processes run Node/Electron code only; the panel they show is the renderer's business. The typed API client they share with web/ is in common/api.",
      severity: "error",
      from: { path: "^desktop/src/(main|preload)/" },
      to: { path: "^web/" },
    },
    {
      name: "admin-features-independent",
      comment: "An admin feature (one tab) does not import another; what several need lives in the panel's shared api/, components/, hooks/ or lib/.",
      severity: "error",
      from: { path: "^web/src/admin/features/([^/]+)/" },
      to: { path: "^web/src/admin/features/", pathNot: "^web/src/admin/features/$1/" },
    },
    {
      name: "admin-shared-layers-not-features",
      comment: "Imports in the admin panel run one way: app → features → shared layers.",
      severity: "error",
      from: { path: "^web/src/admin/(api|components|hooks|lib)/" },
      to: { path: "^web/src/admin/(app|features)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
  },
};
