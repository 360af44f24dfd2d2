// Starts a command line the way the image (or the systemd unit) would, checks the site it serves, takes a
// backup with the command-line tool against its data, and stops it with its stop signal.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { basename, dirname, join } from "node:path";

export interface SiteRun {
  label: string;
  /** The command line as written (CMD or ExecStart); a `node` binary is replaced by `nodeBinary`. */
  argv: string[];
  cwd: string;
  /** ENV of the image or Environment= of the unit; PORT and DATA_DIR are replaced by free/temporary ones. */
  env: Record<string, string>;
  stopSignal: NodeJS.Signals;
  nodeBinary: string;
}

type Say = (line: string) => void;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function get(url: string) {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type") ?? "", cache: response.headers.get("cache-control") ?? "", text };
}

async function waitForHealth(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering:\n${output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer on /healthz within 60 s:\n${output()}`);
}

/** The pages, the API, the health checks and one hashed asset answer as they should. */
async function checkSite(base: string, say: Say): Promise<void> {
  const live = await get(`${base}/healthz`);
  check(live.status === 200 && JSON.parse(live.text).status === "ok" && live.cache === "no-store", `/healthz answered ${live.status} ${live.text}`);
  const ready = await get(`${base}/readyz`);
  check(ready.status === 200 && JSON.parse(ready.text).status === "ok", `/readyz answered ${ready.status} ${ready.text}`);
  const home = await get(`${base}/`);
  check(home.status === 200 && home.type.startsWith("text/html"), `/ answered ${home.status} ${home.type}`);
  check(home.text.includes('<main id="main"'), "/ is not server-rendered (a plain page): the SSR bundle did not load");
  const script = /src="(\/assets\/[\w.-]+\.js)"/.exec(home.text)?.[1];
  check(script, "/ references no script under /assets/");
  const asset = await get(base + script);
  check(asset.status === 200 && asset.cache.includes("immutable"), `${script} answered ${asset.status} (${asset.cache})`);
  const admin = await get(`${base}/admin`);
  check(admin.status === 200 && admin.type.startsWith("text/html") && admin.text.includes("/assets/"), `/admin answered ${admin.status}`);
  const plans = await get(`${base}/api/hosting-plans`);
  const list = JSON.parse(plans.text) as unknown[];
  check(plans.status === 200 && Array.isArray(list) && list.length > 0, `/api/hosting-plans answered ${plans.status} ${plans.text.slice(0, 200)}`);
  say(`  ✔ /healthz, /readyz, / (server-rendered), ${script}, /admin, /api/hosting-plans (${list.length} plans)`);
}

/** Stores a contact message, then `npm run backup` must find it in the running server's data. */
async function checkBackup(base: string, run: SiteRun, env: Record<string, string>, workRoot: string, say: Say): Promise<void> {
  const marker = `verify-image ${Date.now()}`;
  const contact = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Image Check", email: "check@example.com", subject: marker, message: "Stored before the backup is taken." }),
  });
  check(contact.status === 201, `POST /api/contact answered ${contact.status}`);
  const file = join(await mkdtemp(join(workRoot, "backup-")), "backup.json");
  const backup = spawnSync("npm", ["run", "backup", "--", file], { cwd: run.cwd, env, encoding: "utf8" });
  check(backup.status === 0, `npm run backup failed (${backup.status}):\n${backup.stdout}\n${backup.stderr}`);
  const saved = JSON.parse(await readFile(file, "utf8")) as { format: string; site: { plans: unknown[] }; submissions: Array<{ subject: string }> };
  check(saved.format === "hostsite-backup" && saved.site.plans.length > 0, "the backup file is not a site backup");
  check(
    saved.submissions.some((submission) => submission.subject === marker),
    "the backup does not hold the message just stored",
  );
  say(`  ✔ npm run backup wrote ${saved.site.plans.length} plans and the message just stored`);
}

export async function verifySiteRun(run: SiteRun, workRoot: string, say: Say): Promise<void> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(workRoot, "data-"));
  const home = await mkdtemp(join(workRoot, "home-"));
  const env: Record<string, string> = {
    PATH: `${dirname(run.nodeBinary)}:${process.env.PATH ?? "/usr/bin:/bin"}`,
    HOME: home,
    ...run.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  const [program, ...args] = run.argv;
  const executable = basename(program) === "node" ? run.nodeBinary : program;
  say(`${run.label}: ${[program, ...args].join(" ")} (PORT=${port}, DATA_DIR=${dataDir}, node ${nodeVersion(run.nodeBinary)})`);
  const child = spawn(executable, args, { cwd: run.cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const output = () => `${stdout}${stderr}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child, output);
    await checkSite(base, say);
    await checkBackup(base, run, env, workRoot, say);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }

  child.kill(run.stopSignal);
  const code = await Promise.race([exited, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 20_000))]);
  if (code === "timeout") child.kill("SIGKILL");
  check(code === 0, `after ${run.stopSignal} the server exited with ${code}:\n${output()}`);
  const lines = stdout.split("\n").filter((line) => line !== "");
  const notJson = lines.filter((line) => !isJsonObject(line));
  check(notJson.length === 0, `log lines that are not JSON:\n${notJson.join("\n")}`);
  check(stderr.trim() === "", `unexpected output on stderr:\n${stderr}`);
  const messages = lines.map((line) => JSON.parse(line) as { msg?: string; level?: string });
  check(
    messages.some((line) => line.msg === "stopped cleanly"),
    "no 'stopped cleanly' in the log",
  );
  const warnings = messages.filter((line) => line.level === "warn" && !/Admin account created/.test(line.msg ?? ""));
  check(warnings.length === 0, `warnings in the log:\n${warnings.map((line) => line.msg).join("\n")}`);
  say(`  ✔ ${run.stopSignal} → exit 0; ${lines.length} JSON log lines, no warnings`);
}

function isJsonObject(line: string): boolean {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === "object" && parsed !== null;
  } catch {
    return false;
  }
}

function nodeVersion(binary: string): string {
  return spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout.trim();
}
