// `npm run bench`: measures the real server (the compiled dist/server, as production runs it) against a plain
// node:http server answering the same URLs with the same bytes, in the same run, and prints ratios; then the
// cost of request logging: the server with its default request log against one with LOG_REQUESTS=false
// (`npm run bench -- --request-log` runs only that comparison), and of counting visits: the home page with
// statistics on against off (`npm run bench -- --statistics`); `npm run bench -- --public` runs the public GETs only. The site has 50 status monitors with 90 days each:
// the status page is loaded from the page cache next to the home page, and made again after writes (cold renders).
// Not a test: numbers depend on the machine.
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureRequestLogging, type FeatureCost } from "./featureCost";
import { measureCounting } from "./statistics";
import { addStatusEvents, measureStatusPage, statusPageChecks, statusPageRows, writeStatusSite } from "./statusPage";
import { CONNECTIONS, load, PLAIN_SERVER, ROOT, rssMb, SECONDS, SERVER_NODE, signIn, startServer, stop, waitFor } from "./servers";

/** The home page, from the page cache (as a client without compression takes it: the bench's load sends no Accept-Encoding). */
const HOME_PATH = "/";
const PUBLIC_PATHS = [
  "/api/hosting-plans",
  "/api/hosting-categories",
  "/api/navigation",
  "/api/promo-codes",
  "/api/content/hero",
  "/api/system-status",
  HOME_PATH,
];
/** The answers the cached-answer lane sends straight from the cache: held to 0.7× of the plain server. */
const CACHED_ANSWER_TARGETS = new Set(["/api/hosting-plans", "/api/navigation"]);
/** A signed-in request: token signature, password version and session checked on every admin call. */
const ADMIN_PATH = "/api/verify-token";
const SUBMISSIONS = 100_000;

async function seedSubmissions(dataDir: string): Promise<void> {
  const lines: string[] = [];
  const start = Date.now() - SUBMISSIONS * 60_000;
  for (let id = 1; id <= SUBMISSIONS; id++) {
    const v = {
      id,
      timestamp: new Date(start + id * 60_000).toISOString(),
      name: `Visitor ${id}`,
      email: `visitor${id}@example.com`,
      subject: `Question about plan ${id % 9}`,
      message: `Hello, I would like to know more about your hosting plans. Reference ${id}.`,
      is_read: id % 3 === 0,
      mail_status: "sent",
      mail_attempts: 1,
      mail_error: null,
    };
    lines.push(JSON.stringify({ op: "add", v }));
  }
  await writeFile(join(dataDir, "submissions.jsonl"), `${lines.join("\n")}\n`);
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
  const nodeVersion = spawnSync(SERVER_NODE, ["--version"], { encoding: "utf8" }).stdout.trim();
  if (process.argv.includes("--request-log")) {
    console.log(`Servers run on Node ${nodeVersion} (BENCH_NODE picks another): the request-log comparison only.\n`);
    const logging = await measureRequestLogging(3900 + Math.floor(Math.random() * 50));
    console.log(
      `GET /api/hosting-plans: ${logging.onRps.toFixed(0)} req/s with the request log, ${logging.offRps.toFixed(0)} with LOG_REQUESTS=false: ` +
        `${logging.ratio.toFixed(2)}x`,
    );
    printLoggingDetail(logging);
    console.log(`${logging.ratio >= 0.9 && logging.errors === 0 ? "PASS" : "MISS"}  request log costs ≤ 10 % (ratio ≥ 0.9), no errors`);
    return;
  }
  if (process.argv.includes("--statistics")) {
    console.log(`Servers run on Node ${nodeVersion} (BENCH_NODE picks another): the statistics comparison only.\n`);
    const counting = await measureCounting(3900 + Math.floor(Math.random() * 50));
    printCountingDetail(counting);
    console.log(`${counting.ratio >= 0.97 && counting.errors === 0 ? "PASS" : "MISS"}  counting visits costs ≤ 3 % (ratio ≥ 0.97), no errors`);
    return;
  }
  if (process.argv.includes("--status-page")) {
    console.log(`Servers run on Node ${nodeVersion} (BENCH_NODE picks another): the status page only.\n`);
    await benchStatusPageOnly(3900 + Math.floor(Math.random() * 50));
    return;
  }
  console.log(`Servers run on Node ${nodeVersion} (BENCH_NODE picks another), ${SECONDS} s per measurement.\n`);
  const dataDir = await mkdtemp(join(tmpdir(), "bench-"));
  const port = 3900 + Math.floor(Math.random() * 50);
  await seedSubmissions(dataDir);
  await writeStatusSite(dataDir);
  const server = await startServer(dataDir, port);
  const real = `http://127.0.0.1:${port}`;

  // The baseline, in its own process like the server, answers the same URLs with the same bytes the real server
  // sent: the same headers (security headers, ETag, Cache-Control …) and the same body.
  const bodies: Record<string, { headers: [string, string][]; body: string }> = {};
  for (const path of PUBLIC_PATHS) {
    const response = await fetch(real + path);
    const headers = [...response.headers].filter(([name]) => !["date", "connection", "keep-alive", "content-length"].includes(name));
    bodies[path] = { headers, body: Buffer.from(await response.arrayBuffer()).toString("base64") };
  }
  const token = await signIn(real);
  const adminHeaders = { authorization: `Bearer ${token}` };
  await addStatusEvents(real, token);
  const adminAnswer = await fetch(real + ADMIN_PATH, { headers: adminHeaders });
  bodies[ADMIN_PATH] = {
    headers: [...adminAnswer.headers].filter(([name]) => !["date", "connection", "keep-alive", "content-length"].includes(name)),
    body: Buffer.from(await adminAnswer.arrayBuffer()).toString("base64"),
  };
  const plainPort = port + 50;
  const plain = spawn(SERVER_NODE, ["-e", PLAIN_SERVER, JSON.stringify(bodies), String(plainPort)], { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${plainPort}/api/navigation`);
  const baseline = `http://127.0.0.1:${plainPort}`;

  console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS}s per run, ${SUBMISSIONS} stored submissions\n`);
  const rows: string[][] = [["URL", "plain req/s", "server req/s", "ratio", "server p99 ms", "target"]];
  const { worstRatio, worstCachedRatio, homeRatio, worstP99 } = await measurePublicGets(real, baseline, rows);
  if (process.argv.includes("--public")) {
    await stop(server, plain);
    await rm(dataDir, { recursive: true, force: true });
    printRows(rows);
    return;
  }

  const status = await measureStatusPage(real, token);
  rows.push(...statusPageRows(status));

  const adminBase = await load(baseline + ADMIN_PATH, { headers: adminHeaders });
  const adminMine = await load(real + ADMIN_PATH, { headers: adminHeaders });
  const adminRatio = adminMine.rps / adminBase.rps;
  rows.push([
    `${ADMIN_PATH} (signed in)`,
    adminBase.rps.toFixed(0),
    adminMine.rps.toFixed(0),
    `${adminRatio.toFixed(2)}x`,
    String(adminMine.p99),
    "≥0.3x, p99 ≤10",
  ]);

  let counter = 0;
  const contact = load(`${real}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            name: "Bench Visitor",
            email: "bench@example.com",
            subject: "Benchmark",
            message: `Load test message ${++counter} ${Math.random()}`,
          }),
        }),
      },
    ],
    connections: 16,
  });
  const readsDuringWrites = load(`${real}/api/hosting-plans`, { connections: 16 });
  const [writes, reads] = await Promise.all([contact, readsDuringWrites]);
  const rss = rssMb(server.pid!);

  rows.push(["POST /api/contact (16 conn)", "", writes.rps.toFixed(0), "", String(writes.p99), "≥200/s, p99 ≤50"]);
  rows.push(["GET plans during writes (16 conn)", "", reads.rps.toFixed(0), "", String(reads.p99), "p99 ≤20"]);
  await stop(server, plain);
  await rm(dataDir, { recursive: true, force: true });

  const logging = await measureRequestLogging(port + 2);
  rows.push([
    "GET /api/hosting-plans, request log on vs LOG_REQUESTS=false",
    logging.offRps.toFixed(0),
    logging.onRps.toFixed(0),
    `${logging.ratio.toFixed(2)}x`,
    "",
    "≥0.9x",
  ]);
  const counting = await measureCounting(port + 4);
  rows.push([
    "GET / (2,000 visitors), statistics on vs off",
    counting.offRps.toFixed(0),
    counting.onRps.toFixed(0),
    `${counting.ratio.toFixed(2)}x`,
    "",
    "≥0.97x",
  ]);
  printRows(rows);
  console.log(`\nServer RSS after the runs: ${rss.toFixed(0)} MB (target ≤ 300 MB)`);
  printLoggingDetail(logging);
  printCountingDetail(counting);
  const checks = [
    ["public GET ratio ≥ 0.5", worstRatio >= 0.5],
    ["plans and navigation from the cache: ratio ≥ 0.7", worstCachedRatio >= 0.7],
    ["the home page from the page cache: ratio ≥ 0.95", homeRatio >= 0.95],
    ["public GET p99 ≤ 10 ms", worstP99 <= 10],
    ["signed-in GET ratio ≥ 0.3, p99 ≤ 10 ms, no errors", adminRatio >= 0.3 && adminMine.p99 <= 10 && adminMine.errors === 0],
    ["contact ≥ 200/s", writes.rps >= 200],
    ["contact p99 ≤ 50 ms", writes.p99 <= 50],
    ["GET p99 ≤ 20 ms during writes", reads.p99 <= 20],
    ["RSS ≤ 300 MB", rss <= 300],
    ["request log costs ≤ 10 % (ratio ≥ 0.9)", logging.ratio >= 0.9],
    ["counting visits costs ≤ 3 % (ratio ≥ 0.97)", counting.ratio >= 0.97],
    ...statusPageChecks(status),
    ["no errors", writes.errors + reads.errors + logging.errors + counting.errors + status.errors === 0],
  ] as const;
  for (const [name, ok] of checks) console.log(`${ok ? "PASS" : "MISS"}  ${name}`);
}

/** The public GETs against the plain server, alternately, each a row of `rows`; the worst ratio and p99. */
async function measurePublicGets(real: string, baseline: string, rows: string[][]) {
  let worstRatio = Infinity;
  let worstCachedRatio = Infinity;
  let homeRatio = 0;
  let worstP99 = 0;
  for (const path of PUBLIC_PATHS) {
    const base = await load(baseline + path);
    const mine = await load(real + path);
    const ratio = mine.rps / base.rps;
    if (path === HOME_PATH) {
      homeRatio = ratio;
      rows.push([`${path} (the home page)`, base.rps.toFixed(0), mine.rps.toFixed(0), `${ratio.toFixed(2)}x`, String(mine.p99), "≥0.95x"]);
      continue;
    }
    worstRatio = Math.min(worstRatio, ratio);
    if (CACHED_ANSWER_TARGETS.has(path)) worstCachedRatio = Math.min(worstCachedRatio, ratio);
    worstP99 = Math.max(worstP99, mine.p99);
    const target = CACHED_ANSWER_TARGETS.has(path) ? "≥0.7x, p99 ≤10" : "≥0.5x, p99 ≤10";
    rows.push([path, base.rps.toFixed(0), mine.rps.toFixed(0), `${ratio.toFixed(2)}x`, String(mine.p99), target]);
  }
  return { worstRatio, worstCachedRatio, homeRatio, worstP99 };
}

function printRows(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
}

/** `npm run bench -- --status-page`: the status page's part alone, on a server of its own. */
async function benchStatusPageOnly(port: number): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-"));
  await writeStatusSite(dataDir);
  const server = await startServer(dataDir, port);
  const base = `http://127.0.0.1:${port}`;
  const token = await signIn(base);
  await addStatusEvents(base, token);
  const status = await measureStatusPage(base, token);
  await stop(server);
  await rm(dataDir, { recursive: true, force: true });
  for (const row of statusPageRows(status)) console.log(row.filter(Boolean).join("  "));
  for (const [name, ok] of [...statusPageChecks(status), ["no errors", status.errors === 0] as const]) console.log(`${ok ? "PASS" : "MISS"}  ${name}`);
}

function printLoggingDetail(logging: FeatureCost): void {
  console.log(
    `Request log: ${logging.onCpu.toFixed(1)} µs of server CPU per request with it, ${logging.offCpu.toFixed(1)} µs without ` +
      `(CPU ratio ${(logging.offCpu / logging.onCpu).toFixed(2)}x). The plain column is LOG_REQUESTS=false; the ratio is the ` +
      `median of ${logging.rounds.length} alternating rounds (${logging.rounds.map((ratio) => ratio.toFixed(2)).join(", ")}), ` +
      `servers on ${logging.pinned ? "their own CPU" : "any CPU"}.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

function printCountingDetail(counting: FeatureCost): void {
  console.log(
    `Statistics: GET / ${counting.onRps.toFixed(0)} req/s counting, ${counting.offRps.toFixed(0)} with statistics off: ${counting.ratio.toFixed(3)}x ` +
      `(rounds ${counting.rounds.map((ratio) => ratio.toFixed(3)).join(" ")}); ${counting.onCpu.toFixed(1)} µs of server CPU per request counting, ` +
      `${counting.offCpu.toFixed(1)} µs without.`,
  );
}
