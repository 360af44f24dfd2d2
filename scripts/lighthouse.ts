/**
 * `npm run lighthouse [-- --runs=3]`: Google Lighthouse (mobile settings: emulated phone, simulated slow 4G and 4x
 * CPU slowdown) on /, /terms, /status (five monitors, incidents and maintenance), /locations (three locations), a compare page (/compare/hosting) and the 404 page of the real server, with Debian's Chromium (CHROME_PATH, else
 * /usr/bin/chromium). Builds the web app if needed, starts the server on a free port with a temporary DATA_DIR
 * (demo content), prints the four category scores per page and run (and a table of all runs for docs/performance.md), and
 * exits non-zero when a page's score is below 100. Full reports of the last run go to .lighthouse/.
 *
 * With several runs, each page is judged by the median of its runs' scores in each category, as Lighthouse's own
 * guidance on variability and Lighthouse CI's assertions do: on a small shared machine one run now and then loses a
 * point to a moment when other processes had the cores, which says nothing about the page. A page that misses in
 * most runs misses its median too. Every run is still printed.
 *
 * Before the measured runs, each page is loaded once in the freshly started browser and that run is thrown away. A
 * visitor's browser has been running for a while; a browser started a moment ago still builds its own caches (its
 * font service, its code) and Lighthouse's own process is not warmed up yet, and on a small machine that made the first
 * measured run of each batch the slowest. Lighthouse still clears the site's cache and storage before every run, so
 * each measured page load starts with nothing of the site.
 *
 * The 404 page answers 404 and asks not to be indexed, as it should: Lighthouse is told to audit it despite its
 * status, and the three audits that check the opposite are left out for it ("successful HTTP status code" and "not
 * blocked from indexing" in SEO, and in best practices "no errors in the console", where the browser reports the
 * 404 of the page itself).
 *
 * A run Lighthouse itself could not measure (its `runtimeError`, e.g. NO_FCP when the page was never painted in the
 * tab, or a protocol timeout: every score 0 and no metrics) says so and is made again, up to twice; only a page that
 * is measured and scores below its target fails. Runs that were made again are counted at the end.
 *
 * The lighthouse package (12.x, which supports Node 20) is imported dynamically; LIGHTHOUSE_NODE_MODULES may
 * point to a node_modules folder outside the project that has it.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../server/src/config";
import { silentLogger } from "../server/src/logging/logger";
import { buildServer, closeHttpServer } from "../server/src/server";
import { aBadDay, seedStatusMonitors, STATUS_SITE_MONITORS } from "../server/test/fixtures/statusSite";
import { seedLocations } from "../server/test/fixtures/locationsSite";
import { apiAt } from "../server/test/testServer";
import { SWITCHED_OFF_CHROME_FEATURES } from "../web/test/chromiumFeatures";

const root = resolve(import.meta.dirname, "..");
const PAGES = [
  { path: "/", name: "home" },
  { path: "/terms", name: "terms" },
  { path: "/status", name: "status" },
  { path: "/locations", name: "locations" },
  { path: "/compare/hosting", name: "compare" },
  { path: "/no-such-page", name: "404", notFound: true },
];
/** How many times a run Lighthouse could not measure is made again. */
const MEASURE_RETRIES = 2;
const TARGETS: Record<string, number> = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
const RUNS = Math.max(1, Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith("--runs=")) ?? "")?.[1] ?? 1));
/** Ours, after chrome-launcher's defaults (which already turn off first-run screens, background networking and sync). */
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];

interface LighthouseResult {
  lhr: {
    /** Set when Lighthouse could not measure the page at all (then every score of the run is 0 or missing). */
    runtimeError?: { code: string; message: string };
    runWarnings?: string[];
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { title: string; score: number | null; displayValue?: string; scoreDisplayMode: string }>;
  };
  report: string | string[];
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; ignoreDefaultFlags?: boolean }): Promise<{ port: number; kill(): Promise<void> | void }>;
  Launcher: { defaultFlags(): string[] };
}

/** chrome-launcher's default flags and ours, with one `--disable-features` list (Chrome reads only the last one). */
function chromeFlags(defaults: string[]): string[] {
  const prefix = "--disable-features=";
  const disabled = defaults.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(","));
  return [
    ...defaults.filter((flag) => !flag.startsWith(prefix)),
    `${prefix}${[...new Set([...disabled, ...SWITCHED_OFF_CHROME_FEATURES])].join(",")}`,
    ...CHROME_FLAGS,
  ];
}

/** Imports a package from the project, or from LIGHTHOUSE_NODE_MODULES when set. */
async function importPackage<T>(name: string): Promise<T> {
  const extra = process.env.LIGHTHOUSE_NODE_MODULES;
  const from = extra ? createRequire(join(resolve(extra), "noop.js")) : createRequire(join(root, "noop.js"));
  let entry: string;
  try {
    entry = from.resolve(name);
  } catch {
    throw new Error(`"${name}" is not installed: add lighthouse@12.8.2 to devDependencies (or set LIGHTHOUSE_NODE_MODULES).`);
  }
  return (await import(pathToFileURL(entry).href)) as T;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

function ensureBuilt(): void {
  const built = existsSync(join(root, "dist/client/index.html")) && existsSync(join(root, "dist/ssr/entry-server.js"));
  if (!built || process.env.LIGHTHOUSE_REBUILD === "1") {
    console.log("building the web app (npm run build:web)...");
    execSync("npm run build:web", { cwd: root, stdio: "inherit" });
  }
}

async function main(): Promise<number> {
  ensureBuilt();
  const lighthouse = (await importPackage<{ default: Lighthouse }>("lighthouse")).default;
  const launcher = await importPackage<ChromeLauncher>("chrome-launcher");

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), "hostsite-lighthouse-"));
  const password = `lh-${Date.now()}-password`;
  const config = loadConfig(
    { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, LOG_REQUESTS: "false", ADMIN_PASSWORD: password },
    root,
  );
  const site = await buildServer(config, silentLogger);
  const server = site.app.listen(port, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  // The status page with monitors and their 90 days, an open incident (its notice then on every page), a past one
  // and maintenance to come.
  await seedStatusMonitors(site.deps.store, STATUS_SITE_MONITORS);
  const login = await apiAt(base)<{ access_token: string }>("/api/login", { method: "POST", body: { username: config.adminUsername ?? "admin", password } });
  await aBadDay({ api: apiAt(base), token: login.body.access_token });
  // Three locations (the locations page; the plans' location choice on the home page), every plan offered there.
  await seedLocations({ api: apiAt(base), token: login.body.access_token });
  const chrome = await launcher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: chromeFlags(launcher.Launcher.defaultFlags()),
    ignoreDefaultFlags: true,
  });

  let remeasured = 0;
  /** Each page's scores per category, one per run. */
  const scoresOf = new Map<string, Record<string, number[]>>();
  const table: string[] = [];
  try {
    await mkdir(join(root, ".lighthouse"), { recursive: true });
    const runLighthouse = (path: string, notFound: boolean | undefined, categories: string[]) =>
      lighthouse(base + path, {
        port: chrome.port,
        output: "html",
        logLevel: "error",
        onlyCategories: categories,
        ...(notFound ? { ignoreStatusCode: true, skipAudits: ["http-status-code", "is-crawlable", "errors-in-console"] } : {}),
      });
    // The unmeasured loads also fill the server's page cache (and its best brotli), as in production.
    console.log("warming up: one unmeasured load of each page in the freshly started browser");
    for (const { path, notFound } of PAGES) {
      await runLighthouse(path, notFound, ["performance"]);
    }
    /** A measured run of a page: made again while Lighthouse reports that it could not measure it. */
    const measure = async (path: string, notFound: boolean | undefined): Promise<LighthouseResult> => {
      for (let attempt = 1; ; attempt++) {
        const result = await runLighthouse(path, notFound, Object.keys(TARGETS));
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const error = result.lhr.runtimeError;
        if (!error || attempt > MEASURE_RETRIES) return result;
        remeasured++;
        console.log(`${path}: Lighthouse could not measure it (${error.code}: ${error.message}); measuring again`);
        for (const warning of result.lhr.runWarnings ?? []) console.log(`    warning: ${warning}`);
      }
    };
    for (let run = 1; run <= RUNS; run++) {
      for (const { path, name, notFound } of PAGES) {
        const result = await measure(path, notFound);
        if (result.lhr.runtimeError) console.log(`${path}: not measured (${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message})`);
        await writeFile(join(root, ".lighthouse", `${name}.html`), String(result.report));
        const scores = Object.keys(TARGETS).map((id) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100));
        const audit = (id: string) => result.lhr.audits[id]?.displayValue ?? "?";
        table.push(
          `| ${run} | \`${path}\` | ${scores.join(" | ")} | ${audit("first-contentful-paint")} / ${audit("largest-contentful-paint")} | ${audit("total-blocking-time")} | ${audit("cumulative-layout-shift")} |`,
        );
        const line: string[] = [];
        const pageScores = scoresOf.get(path) ?? {};
        scoresOf.set(path, pageScores);
        for (const [id, target] of Object.entries(TARGETS)) {
          const category = result.lhr.categories[id];
          const score = Math.round((category?.score ?? 0) * 100);
          (pageScores[id] ??= []).push(score);
          line.push(`${id} ${score}${score < target ? ` (target ${target})` : ""}`);
          if (score < target) {
            for (const ref of category?.auditRefs ?? []) {
              const audit = result.lhr.audits[ref.id];
              if (
                audit &&
                audit.score !== null &&
                audit.score < 0.9 &&
                audit.scoreDisplayMode !== "informative" &&
                audit.scoreDisplayMode !== "notApplicable"
              ) {
                line.push(`\n    - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ""}`);
              }
            }
          }
        }
        const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]
          .map((id) => `${id.replace(/-/g, " ")} ${result.lhr.audits[id]?.displayValue ?? "?"}`)
          .join(", ");
        console.log(`${RUNS > 1 ? `run ${run} ` : ""}${path.padEnd(13)} ${line.join(", ")}\n        ${metrics}`);
      }
    }
  } finally {
    await chrome.kill();
    await closeHttpServer(server, 1_000);
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    [
      "",
      "| Run | Page | Performance | Accessibility | Best practices | SEO | FCP / LCP | TBT | CLS |",
      "|---|---|---|---|---|---|---|---|---|",
      ...table,
      "",
    ].join("\n"),
  );
  if (remeasured > 0) console.log(`Lighthouse could not measure ${remeasured} run(s) and measured them again (see above).`);
  let failed = false;
  console.log(RUNS > 1 ? `Each page's median of ${RUNS} runs:` : "Each page:");
  for (const [path, pageScores] of scoresOf) {
    const medians = Object.entries(TARGETS).map(([id, target]) => {
      const score = median(pageScores[id] ?? [0]);
      if (score < target) failed = true;
      return `${id} ${score}${score < target ? ` (target ${target})` : ""}`;
    });
    console.log(`  ${path.padEnd(16)} ${medians.join(", ")}`);
  }
  console.log(failed ? "Lighthouse: below target (reports in .lighthouse/)" : "Lighthouse: all targets met (reports in .lighthouse/)");
  return failed ? 1 : 0;
}

/** The middle score (of an even count, the lower of the two middle ones). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
