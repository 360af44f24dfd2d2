// `npm run bench:scale`: what a big catalogue costs against the demo site, measured in the same run on the compiled
// server (dist/server, as production runs it). Builds, through the admin API, a site of 8 languages, 3 currencies,
// 20 categories, 409 plans with translations and prices in every currency, 50 pages of about 8 KB of markdown
// with translations and 50 FAQ items, each in a temporary data folder of its own, and prints for both sites: the
// home page's first render in each language × currency after a save (rounds of both sites taking turns), the terms
// page's and the own pages' first
// renders, the home page from the page cache, the server's memory after every variant was visited once and after
// the whole site was crawled twice, the time of one plan's save and until the home page shows it, and the data's
// size. `npm run bench:scale -- --profile` then also profiles the big site's first renders (`--cpu-prof`) and prints
// the functions that took the most time. Not a test: numbers depend on the machine (docs/performance.md keeps the
// latest).
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, type Language } from "../../common/i18n/languages";
import { localizedPath } from "../../common/i18n/pagePaths";
import { apiAt } from "../../server/test/testServer";
import { profileSummary } from "./cpuProfile";
import { ROOT, rssMb, SERVER_NODE, signIn, startServer, stop } from "./servers";

const CURRENCIES = ["USD", "EUR", "GBP"];
const BIG = { categories: 20, plans: 409, pages: 50, faq: 50 };
const CATEGORY_TYPES = ["shared", "vps", "gameserver", "custom"] as const;
const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);
/** Requests of the home page from the page cache, for its latency. */
const CACHE_HITS = 400;
/** `--profile`: also profile the big site's first renders (see profileFirstRenders). */
const PROFILE = process.argv.includes("--profile");
/** Longer than the render and markdown workers stay without work (a minute). */
const IDLE_WORKERS_END_MS = 65_000;
/** Saves of one plan, for their median. */
const SAVES = 11;

type Api = ReturnType<typeof apiAt>;

async function ok(api: Api, path: string, method: string, token: string, body?: unknown): Promise<unknown> {
  const answer = await api(path, { method, token, body });
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.body;
}

/** About `bytes` of markdown: headings, paragraphs, a list and a table, the words numbered so no two pages are alike. */
function markdownOf(bytes: number, seed: string): string {
  const parts: string[] = [];
  for (let n = 1; parts.join("\n\n").length < bytes; n++) {
    parts.push(`## ${seed} section ${n}`);
    parts.push(
      `Our **${seed}** service ${n} runs on redundant hardware in two data centres, with daily backups kept for ` +
        `30 days, DDoS protection and a support team that answers within the hour. [Read more](/faq).`,
    );
    parts.push(`- NVMe storage ${n}\n- Free SSL certificates\n- Unmetered traffic on port ${n}`);
    if (n % 3 === 0) parts.push(`| Plan | Price |\n|---|---|\n| Small ${n} | $${n}.99 |\n| Large ${n} | $${n * 2}.99 |`);
  }
  return parts.join("\n\n");
}

const translated = <T extends Record<string, string | string[]>>(make: (lang: string) => T) =>
  Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, make(lang)]));

/** Every language and currency on; each plan gets a price in every currency (only then is a currency offered). */
async function speakEverything(api: Api, token: string): Promise<void> {
  await ok(api, "/api/admin/site-settings", "PUT", token, { languages: [...SUPPORTED_LANGUAGES], currencies: CURRENCIES });
  const plans = (await ok(api, "/api/admin/hosting-plans", "GET", token)) as Array<{ id: number; price: number }>;
  for (const plan of plans) await ok(api, `/api/admin/hosting-plans/${plan.id}`, "PUT", token, { currency_prices: currencyPrices(plan.price) });
}

function currencyPrices(price: number) {
  return {
    EUR: { price: Math.round(price * 92) / 100, pricing: { annual: Math.round(price * 11) } },
    GBP: { price: Math.round(price * 79) / 100, pricing: {} },
  };
}

/** The big catalogue, added through the admin API as an administrator would. */
async function buildBigSite(api: Api, token: string): Promise<void> {
  for (let c = 1; c <= BIG.categories; c++) {
    await ok(api, "/api/admin/hosting-categories", "POST", token, {
      key: `category-${c}`,
      display_name: `Category ${c}`,
      description: `Plans of category ${c}, for every size of project.`,
      section_title: `Category ${c} hosting`,
      section_description: `Fast, reliable category ${c} hosting with support that answers.`,
      type: CATEGORY_TYPES[c % CATEGORY_TYPES.length],
      is_active: true,
      translations: translated((lang) => ({ display_name: `Kategorie ${c} (${lang})`, section_title: `Kategorie ${c} Hosting (${lang})` })),
    });
  }
  for (let p = 1; p <= BIG.plans; p++) {
    const price = 2 + (p % 40) + 0.99;
    await ok(api, "/api/admin/hosting-plans", "POST", token, {
      name: `Plan ${p}`,
      price,
      category_key: `category-${(p % BIG.categories) + 1}`,
      cpu: `${(p % 16) + 1} vCPU`,
      ram: `${(p % 32) + 1} GB`,
      disk_space: `${(p % 20) * 25 + 25} GB NVMe`,
      bandwidth: p % 5 === 0 ? "Unlimited" : `${(p % 10) + 1} TB`,
      websites: String((p % 50) + 1),
      features: ["Daily backups", "Free SSL", `Support tier ${p % 3}`, "DDoS protection"],
      pricing: { quarterly: Math.round(price * 290) / 100, annual: Math.round(price * 1100) / 100 },
      currency_prices: currencyPrices(price),
      translations: translated((lang) => ({ name: `Plan ${p} ${lang}`, features: [`Tägliche Backups ${lang}`, `SSL ${lang}`] })),
    });
  }
  for (let n = 1; n <= BIG.pages; n++) {
    const page = (await ok(api, "/api/admin/pages", "POST", token, {
      slug: `page-${n}`,
      title: `Page ${n}`,
      description: `What page ${n} is about.`,
      body: markdownOf(8_000, `page ${n}`),
      published: true,
      show_in_footer: n <= 5,
      translations: translated((lang) => ({ title: `Seite ${n} ${lang}`, body: markdownOf(8_000, `Seite ${n} ${lang}`) })),
    })) as { id: number; published: boolean };
    if (!page.published) await ok(api, `/api/admin/pages/${page.id}`, "PUT", token, { published: true });
  }
  await ok(
    api,
    "/api/admin/faq",
    "PUT",
    token,
    Array.from({ length: BIG.faq }, (_, i) => ({
      question: `Question ${i + 1}: can I move my site to you?`,
      answer: `Yes. Answer ${i + 1}: we move **every site** for free, within a day.`,
      translations: translated((lang) => ({ question: `Frage ${i + 1} ${lang}?`, answer: `Antwort ${i + 1} ${lang}.` })),
    })),
  );
}

/** A page's address in a language (`/de/`, `/pt-br/terms`). */
const at = (path: string, lang: Language) => localizedPath(path, lang, DEFAULT_LANGUAGE);

/** The encodings a browser takes (Chrome's, Firefox's): the page cache answers them with brotli. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** Milliseconds until the whole answer, compressed as a browser takes it, has arrived and is decoded. */
async function timed(url: string, currency: string): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie: `currency=${currency}`, "accept-encoding": BROWSER_ENCODINGS } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return { ms: performance.now() - started, text };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Waits until the server has no markdown left to render ahead (its `/readyz` details). */
async function markdownRenderedAhead(base: string): Promise<void> {
  for (;;) {
    const ready = (await (await fetch(`${base}/readyz`)).json()) as { details: { markdown: { ahead: number; waiting: number } } };
    if (ready.details.markdown.ahead === 0 && ready.details.markdown.waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A write that changes every page's data version: each page is rendered again on its next visit. */
async function touch(api: Api, token: string, planId: number, value: string): Promise<void> {
  await ok(api, `/api/admin/hosting-plans/${planId}`, "PUT", token, { cpu: value });
}

interface SiteFigures {
  termsFirstMs: number[];
  ownFirstMs: number[];
  everyPageVariantS: number;
  markdownAheadS: number;
  cachedMedianMs: number;
  cachedP99Ms: number;
  rssOnceMb: number;
  rssCrawledMb: number;
  rssPeakMb: number;
  rssIdleMb: number;
  saveMs: number;
  visibleMs: number;
  dataMb: number;
  cache: { entries: number; bytes: number; evictions: number };
}

async function dataSize(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile()) bytes += (await stat(join(dir, entry.name))).size;
  }
  return bytes / 1024 / 1024;
}

/** Every page of the site in every language and currency, once. */
async function crawl(base: string, slugs: string[], categories: string[]): Promise<void> {
  for (const lang of SUPPORTED_LANGUAGES) {
    for (const currency of CURRENCIES) {
      for (const path of ["/", "/terms", "/privacy", "/faq", ...slugs.map((slug) => `/${slug}`), ...categories.map((key) => `/compare/${key}`)]) {
        const response = await fetch(`${base}${at(path, lang)}`, {
          headers: { cookie: `currency=${currency}`, "accept-encoding": BROWSER_ENCODINGS },
        });
        await response.arrayBuffer();
      }
    }
  }
}

/** A site's server, built and with its markdown rendered ahead, and what the bench needs to work with it. */
interface RunningSite {
  base: string;
  server: ChildProcess;
  dataDir: string;
  api: Api;
  token: string;
  planId: number;
  markdownAheadS: number;
}

/** The home page's first render in each language × currency right after a save (one round). */
async function homeFirstRenders(site: RunningSite, round: number): Promise<number[]> {
  await touch(site.api, site.token, site.planId, `first renders of the home page, round ${round}`);
  const times: number[] = [];
  for (const lang of SUPPORTED_LANGUAGES) for (const currency of CURRENCIES) times.push((await timed(`${site.base}${at("/", lang)}`, currency)).ms);
  return times;
}

async function measureSite({ base, server, dataDir, api, token, planId, markdownAheadS }: RunningSite): Promise<SiteFigures> {
  const pages = (await ok(api, "/api/admin/pages", "GET", token)) as Array<{ slug: string }>;
  const categories = ((await ok(api, "/api/admin/hosting-categories", "GET", token)) as Array<{ key: string; is_active: boolean }>)
    .filter((category) => category.is_active)
    .map((category) => category.key);

  // The terms page and the own pages: each language's first render (in the default currency) after a save.
  await touch(api, token, planId, "first renders of the other pages");
  const started = performance.now();
  const termsFirstMs: number[] = [];
  const ownFirstMs: number[] = [];
  for (const lang of SUPPORTED_LANGUAGES) {
    termsFirstMs.push((await timed(`${base}${at("/terms", lang)}`, CURRENCIES[0])).ms);
    for (const page of pages) ownFirstMs.push((await timed(`${base}${at(`/${page.slug}`, lang)}`, CURRENCIES[0])).ms);
  }
  const everyPageVariantS = (performance.now() - started) / 1000;

  // The home page from the cache, one request after the other.
  const cached: number[] = [];
  for (let i = 0; i < CACHE_HITS; i++) cached.push((await timed(`${base}/`, CURRENCIES[0])).ms);

  // Memory after every home variant was visited once (and every page above), then after crawling the site twice.
  const rssOnceMb = rssMb(server.pid!);
  let rssPeakMb = rssOnceMb;
  const sampling = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid!))), 100);
  await crawl(
    base,
    pages.map((page) => page.slug),
    categories,
  );
  await crawl(
    base,
    pages.map((page) => page.slug),
    categories,
  );
  const rssCrawledMb = rssMb(server.pid!);
  clearInterval(sampling);
  rssPeakMb = Math.max(rssPeakMb, rssCrawledMb);

  // A plan's save, and the time until the home page shows it (the save, then the home page's first render).
  const saves: number[] = [];
  const visible: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const value = `save-${i}-${Date.now()}`;
    const saveStarted = performance.now();
    await touch(api, token, planId, value);
    saves.push(performance.now() - saveStarted);
    const page = await timed(`${base}/`, CURRENCIES[0]);
    if (!page.text.includes(value)) throw new Error("the home page does not show the saved plan");
    visible.push(performance.now() - saveStarted);
  }
  // The workers end after a minute without work: the memory of a server whose pages are all in the cache.
  await new Promise((resolve) => setTimeout(resolve, IDLE_WORKERS_END_MS));
  const rssIdleMb = rssMb(server.pid!);
  const ready = (await (await fetch(`${base}/readyz`)).json()) as { details: { page_cache: SiteFigures["cache"] } };
  return {
    termsFirstMs,
    ownFirstMs,
    everyPageVariantS,
    markdownAheadS,
    cachedMedianMs: median(cached),
    cachedP99Ms: percentile(cached, 0.99),
    rssOnceMb,
    rssCrawledMb,
    rssPeakMb,
    rssIdleMb,
    saveMs: median(saves),
    visibleMs: median(visible),
    dataMb: await dataSize(dataDir),
    cache: ready.details.page_cache,
  };
}

/**
 * `--profile`: the big site's server started again under `--cpu-prof`, a save, the home page's 24 first renders and
 * the own pages' first renders in every language, and where that time went (the top of the flame graph).
 */
async function profileFirstRenders(dataDir: string, port: number): Promise<void> {
  const profileDir = await mkdtemp(join(tmpdir(), "bench-scale-profile-"));
  const server = await startServer(dataDir, port, { LOG_REQUESTS: "false" }, { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] });
  const base = `http://127.0.0.1:${port}`;
  const api = apiAt(base);
  const token = await signIn(base);
  const plans = (await ok(api, "/api/admin/hosting-plans", "GET", token)) as Array<{ id: number }>;
  const pages = (await ok(api, "/api/admin/pages", "GET", token)) as Array<{ slug: string }>;
  await touch(api, token, plans[0].id, "profiled first renders");
  for (const lang of SUPPORTED_LANGUAGES) for (const currency of CURRENCIES) await timed(`${base}${at("/", lang)}`, currency);
  for (const lang of SUPPORTED_LANGUAGES) for (const page of pages.slice(0, 10)) await timed(`${base}${at(`/${page.slug}`, lang)}`, CURRENCIES[0]);
  await stop(server);
  const [file] = (await readdir(profileDir)).filter((name) => name.endsWith(".cpuprofile"));
  const summary = await profileSummary(join(profileDir, file));
  console.log(`\nCPU profile of the big site's server (${(summary.wholeMs / 1000).toFixed(1)} s, from its start): ${join(profileDir, file)}`);
  console.log("\nmost time with what they call (total ms, self ms):");
  for (const fn of summary.byTotal) console.log(`${fn.totalMs.toFixed(0).padStart(7)} ${fn.selfMs.toFixed(0).padStart(7)}  ${fn.name}`);
  console.log("\nmost time of their own (self ms):");
  for (const fn of summary.bySelf) console.log(`${fn.selfMs.toFixed(0).padStart(7)}  ${fn.name}`);
}

/**
 * A site's server on `port` in a temporary data folder: the demo site, or with `big` the big one built through the
 * API, once the server has rendered the site's markdown ahead (it does so in the background after each change: the
 * bench measures the site as a visitor finds it a few seconds after the build's last save).
 */
async function startSite(port: number, big: boolean): Promise<RunningSite> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-scale-${big ? "big" : "demo"}-`));
  const server = await startServer(dataDir, port);
  const base = `http://127.0.0.1:${port}`;
  const api = apiAt(base);
  const token = await signIn(base);
  await speakEverything(api, token);
  if (big) {
    const started = performance.now();
    await buildBigSite(api, token);
    console.log(`built the big site through the API in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const plans = (await ok(api, "/api/admin/hosting-plans", "GET", token)) as Array<{ id: number }>;
  const markdownStarted = performance.now();
  await markdownRenderedAhead(base);
  return { base, server, dataDir, api, token, planId: plans[0].id, markdownAheadS: (performance.now() - markdownStarted) / 1000 };
}

/** The site's figures; then its server stops and its data folder is removed, unless `keep` (the big site, profiled after the table). */
async function measureAndStop(site: RunningSite, keep = false): Promise<SiteFigures> {
  try {
    return await measureSite(site);
  } finally {
    await stop(site.server);
    if (!keep) await rm(site.dataDir, { recursive: true, force: true });
  }
}

/**
 * Rounds of the home page's 24 first renders (a save, then each language × currency), the demo site's and the big
 * site's taking turns, both servers running: this machine's speed drifts over minutes, and a round of one site now
 * and of the other later would measure the drift too.
 */
const HOME_ROUNDS = 3;

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
  const nodeVersion = spawnSync(SERVER_NODE, ["--version"], { encoding: "utf8" }).stdout.trim();
  console.log(`Servers run on Node ${nodeVersion} (BENCH_NODE picks another).\n`);
  const port = 3950 + Math.floor(Math.random() * 40);
  const demoSite = await startSite(port, false);
  const bigSite = await startSite(port + 1, true);
  const home = { demo: [] as number[], big: [] as number[] };
  const roundRatios: number[] = [];
  for (let round = 1; round <= HOME_ROUNDS; round++) {
    const demoRound = await homeFirstRenders(demoSite, round);
    const bigRound = await homeFirstRenders(bigSite, round);
    home.demo.push(...demoRound);
    home.big.push(...bigRound);
    roundRatios.push(median(bigRound) / median(demoRound));
  }
  const demo = await measureAndStop(demoSite);
  const big = { ...(await measureAndStop(bigSite, PROFILE)), dataDir: bigSite.dataDir };
  const rows: string[][] = [
    ["", "demo site", "big site", "big / demo"],
    [
      `home page, first render of a language × currency after a save (median of ${home.demo.length} in ${HOME_ROUNDS} rounds, max)`,
      `${ms(median(home.demo))} (max ${ms(Math.max(...home.demo))})`,
      `${ms(median(home.big))} (max ${ms(Math.max(...home.big))})`,
      `${(median(home.big) / median(home.demo)).toFixed(2)}x (rounds: ${roundRatios.map((ratio) => `${ratio.toFixed(2)}x`).join(", ")})`,
    ],
    ["terms page, first render (median of the languages)", ms(median(demo.termsFirstMs)), ms(median(big.termsFirstMs)), ""],
    [
      "own page of 8 KB markdown, first render (median), against the terms page",
      demo.ownFirstMs.length ? ms(median(demo.ownFirstMs)) : "none",
      ms(median(big.ownFirstMs)),
      `${(median(big.ownFirstMs) / median(big.termsFirstMs)).toFixed(2)}x terms`,
    ],
    [
      "terms and own pages in every language, first renders in all",
      `${demo.everyPageVariantS.toFixed(1)} s (${demo.termsFirstMs.length + demo.ownFirstMs.length})`,
      `${big.everyPageVariantS.toFixed(1)} s (${big.termsFirstMs.length + big.ownFirstMs.length})`,
      "",
    ],
    ["home page from the cache (median, p99)", `${ms(demo.cachedMedianMs)}, ${ms(demo.cachedP99Ms)}`, `${ms(big.cachedMedianMs)}, ${ms(big.cachedP99Ms)}`, ""],
    ["server memory (RSS) after every variant above once", `${demo.rssOnceMb.toFixed(0)} MB`, `${big.rssOnceMb.toFixed(0)} MB`, ""],
    ["server memory (RSS), highest during the two crawls", `${demo.rssPeakMb.toFixed(0)} MB`, `${big.rssPeakMb.toFixed(0)} MB`, ""],
    [
      "server memory (RSS) after crawling every page × language × currency twice",
      `${demo.rssCrawledMb.toFixed(0)} MB`,
      `${big.rssCrawledMb.toFixed(0)} MB`,
      "",
    ],
    ["server memory (RSS) a minute later, the idle workers ended", `${demo.rssIdleMb.toFixed(0)} MB`, `${big.rssIdleMb.toFixed(0)} MB`, ""],
    ["page cache then: entries, MB held, evictions", cacheCell(demo.cache), cacheCell(big.cache), ""],
    [
      "admin save of one plan (median), then visible on the home page",
      `${ms(demo.saveMs)}, ${ms(demo.visibleMs)}`,
      `${ms(big.saveMs)}, ${ms(big.visibleMs)}`,
      "",
    ],
    ["data size", `${demo.dataMb.toFixed(1)} MB`, `${big.dataMb.toFixed(1)} MB`, ""],
    ["site's markdown rendered ahead, waited for after the build", `${demo.markdownAheadS.toFixed(1)} s`, `${big.markdownAheadS.toFixed(1)} s`, ""],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
  console.log("\n| | demo site | big site | big / demo |\n|---|---|---|---|");
  for (const row of rows.slice(1)) console.log(`| ${row.join(" | ")} |`);
  if (PROFILE) {
    await profileFirstRenders(big.dataDir, port + 1);
    await rm(big.dataDir, { recursive: true, force: true });
  }
}

const cacheCell = (cache: SiteFigures["cache"]) => `${cache.entries}, ${(cache.bytes / 1024 / 1024).toFixed(1)} MB, ${cache.evictions}`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
