// `npm run bench`: measures the real server against a plain node:http server answering the same URLs with the
// same bytes, in the same run, and prints ratios. Not a test: numbers depend on the machine.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const ROOT = resolve(import.meta.dirname, "..");
const PUBLIC_PATHS = ["/api/hosting-plans", "/api/hosting-categories", "/api/navigation", "/api/promo-codes", "/api/content/hero", "/api/system-status"];
/** A signed-in request: token signature, password version and session checked on every admin call. */
const ADMIN_PATH = "/api/verify-token";
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SUBMISSIONS = 100_000;

interface Measure {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function seedSubmissions(dataDir: string): Promise<void> {
  const lines: string[] = [];
  const start = Date.now() - SUBMISSIONS * 60_000;
  for (let id = 1; id <= SUBMISSIONS; id++) {
    const v = { id, timestamp: new Date(start + id * 60_000).toISOString(), name: `Visitor ${id}`, email: `visitor${id}@example.com`, subject: `Question about plan ${id % 9}`, message: `Hello, I would like to know more about your hosting plans. Reference ${id}.`, is_read: id % 3 === 0, mail_status: "sent", mail_attempts: 1, mail_error: null };
    lines.push(JSON.stringify({ op: "add", v }));
  }
  await writeFile(join(dataDir, "submissions.jsonl"), `${lines.join("\n")}\n`);
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "false", CONTACT_RATE_LIMIT: "0", ADMIN_PASSWORD: "bench-password-1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/api/navigation`);
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** The plain node:http baseline: argv[1] = {path: {headers, base64 body}}, argv[2] = port. */
const PLAIN_SERVER = `
const answers = new Map(Object.entries(JSON.parse(process.argv[1])).map(([path, a]) => [path, { headers: a.headers, body: Buffer.from(a.body, "base64") }]));
require("node:http").createServer((req, res) => {
  const answer = answers.get(req.url.split("?")[0]);
  if (!answer) { res.writeHead(404); res.end(); return; }
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.end(answer.body);
}).listen(Number(process.argv[2]), "127.0.0.1");
`;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-"));
  const port = 3900 + Math.floor(Math.random() * 50);
  await seedSubmissions(dataDir);
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
  const login = await fetch(`${real}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: "bench-password-1" }) });
  const adminHeaders = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const adminAnswer = await fetch(real + ADMIN_PATH, { headers: adminHeaders });
  bodies[ADMIN_PATH] = {
    headers: [...adminAnswer.headers].filter(([name]) => !["date", "connection", "keep-alive", "content-length"].includes(name)),
    body: Buffer.from(await adminAnswer.arrayBuffer()).toString("base64"),
  };
  const plainPort = port + 50;
  const plain = spawn(process.execPath, ["-e", PLAIN_SERVER, JSON.stringify(bodies), String(plainPort)], { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${plainPort}/api/navigation`);
  const baseline = `http://127.0.0.1:${plainPort}`;

  console.log(`Benchmark: ${CONNECTIONS} connections, ${SECONDS}s per run, ${SUBMISSIONS} stored submissions\n`);
  const rows: string[][] = [["URL", "plain req/s", "server req/s", "ratio", "server p99 ms", "target"]];
  let worstRatio = Infinity;
  let worstP99 = 0;
  for (const path of PUBLIC_PATHS) {
    const base = await load(baseline + path);
    const mine = await load(real + path);
    const ratio = mine.rps / base.rps;
    worstRatio = Math.min(worstRatio, ratio);
    worstP99 = Math.max(worstP99, mine.p99);
    rows.push([path, base.rps.toFixed(0), mine.rps.toFixed(0), `${ratio.toFixed(2)}x`, String(mine.p99), "≥0.5x, p99 ≤10"]);
  }

  const adminBase = await load(baseline + ADMIN_PATH, { headers: adminHeaders });
  const adminMine = await load(real + ADMIN_PATH, { headers: adminHeaders });
  const adminRatio = adminMine.rps / adminBase.rps;
  rows.push([`${ADMIN_PATH} (signed in)`, adminBase.rps.toFixed(0), adminMine.rps.toFixed(0), `${adminRatio.toFixed(2)}x`, String(adminMine.p99), "≥0.3x, p99 ≤10"]);

  let counter = 0;
  const contact = load(`${real}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ name: "Bench Visitor", email: "bench@example.com", subject: "Benchmark", message: `Load test message ${++counter} ${Math.random()}` }),
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
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
  console.log(`\nServer RSS after the runs: ${rss.toFixed(0)} MB (target ≤ 300 MB)`);
  const checks = [
    ["public GET ratio ≥ 0.5", worstRatio >= 0.5],
    ["public GET p99 ≤ 10 ms", worstP99 <= 10],
    ["signed-in GET ratio ≥ 0.3, p99 ≤ 10 ms, no errors", adminRatio >= 0.3 && adminMine.p99 <= 10 && adminMine.errors === 0],
    ["contact ≥ 200/s", writes.rps >= 200],
    ["contact p99 ≤ 50 ms", writes.p99 <= 50],
    ["GET p99 ≤ 20 ms during writes", reads.p99 <= 20],
    ["RSS ≤ 300 MB", rss <= 300],
    ["no errors", writes.errors + reads.errors === 0],
  ] as const;
  for (const [name, ok] of checks) console.log(`${ok ? "PASS" : "MISS"}  ${name}`);

  server.kill("SIGTERM");
  plain.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
