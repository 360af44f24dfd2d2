import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { startServerProcess } from "../../test/serverProcess";
import { scaledMs } from "../../test/machine";

const LOGGER = resolve(import.meta.dirname, "logger.ts");
const PAUSE_AFTER_LISTENING = resolve(import.meta.dirname, "../../test/fixtures/pauseAfterListening.ts");

/** Runs `body` in a fresh Node process with the real stdout logger; answers stdout as it arrives. */
function runWithLogger(body: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", `const log = (await import(${JSON.stringify(LOGGER)})).createLogger({ format: "json" });\n${body}`],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.on("exit", done));
  /** Every line written so far, parsed as JSON. */
  const lines = () =>
    stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
  return { stdout: () => stdout, stderr: () => stderr, lines, exited };
}

describe("stdout log output", () => {
  it("writes every line still waiting when the process exits at once", async () => {
    const run = runWithLogger(
      `for (let i = 0; i < 500; i++) log.info("line " + i); log.info("é€".repeat(15000)); log.error("last words", new Error("boom")); process.exit(3);`,
    );
    expect(await run.exited).toBe(3);
    const lines = run.lines();
    expect(lines).toHaveLength(502);
    expect(lines[500].msg).toBe("é€".repeat(15000));
    expect(lines[0]).toMatchObject({ level: "info", msg: "line 0" });
    expect(lines[501]).toMatchObject({ level: "error", msg: "last words", err: { message: "boom" } });
  });

  it("request lines, formatted when their batch goes out, keep their place among the other lines", async () => {
    const run = runWithLogger(
      `for (let i = 0; i < 1234; i++) {
         log.request({ request_id: "r" + i, method: "GET", path: "/p/" + i, query: "", status: 200, ms: 0.5, time: Date.now() });
         if (i % 100 === 0) log.warn("after " + i);
       }
       process.exit(0);`,
    );
    expect(await run.exited).toBe(0);
    const lines = run.lines();
    const expected: string[] = [];
    for (let i = 0; i < 1234; i++) {
      expected.push(`request /p/${i}`);
      if (i % 100 === 0) expected.push(`after ${i}`);
    }
    expect(lines.map((line) => (line.msg === "request" ? `request ${line.path}` : line.msg))).toEqual(expected);
    expect(lines[0]).toMatchObject({ level: "info", request_id: "r0", method: "GET", status: 200, ms: 0.5, msg: "request" });
  });

  it("a lone request line shows up within a fraction of a second while the process keeps running", { timeout: scaledMs(30_000) }, async () => {
    const run = runWithLogger(
      `log.info("ready"); log.request({ request_id: undefined, method: "GET", path: "/alone", query: "", status: 200, ms: 1, time: Date.now() }); setTimeout(() => process.exit(0), 5000);`,
    );
    await waitFor(() => run.stdout().includes('"msg":"ready"'), 15_000);
    await waitFor(() => run.stdout().includes('"path":"/alone"'), 1_000);
    expect(run.stdout()).toContain('"path":"/alone"');
    expect(await run.exited).toBe(0);
  });

  it(
    "writes every line but request lines at once: a process killed with SIGKILL right after has them in its output",
    { timeout: scaledMs(30_000) },
    async () => {
      const run = runWithLogger(
        `log.request({ request_id: undefined, method: "GET", path: "/before", query: "", status: 200, ms: 1, time: Date.now() });
       log.info("shutting down");
       log.warn("disk almost full");
       log.error("last words", new Error("boom"));
       process.kill(process.pid, "SIGKILL");`,
      );
      expect(await run.exited).toBe(null);
      expect(run.lines().map((line) => `${line.level} ${line.msg === "request" ? line.path : line.msg}`)).toEqual([
        "info /before",
        "info shutting down",
        "warn disk almost full",
        "error last words",
      ]);
    },
  );

  it("a warn line alone is in the output of a process killed with SIGKILL right after writing it", { timeout: scaledMs(30_000) }, async () => {
    const run = runWithLogger(`log.warn("about to be killed"); process.kill(process.pid, "SIGKILL");`);
    expect(await run.exited).toBe(null);
    expect(run.lines()).toEqual([expect.objectContaining({ level: "warn", msg: "about to be killed" })]);
  });
});

describe("the server's start-up lines", () => {
  it("the one-time admin password and the listening line are in stdout as soon as the server accepts connections", { timeout: scaledMs(60_000) }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "startup-lines-"));
    // The server stands still for a while once it listens (so no timer of its own can write what it kept), and
    // this test looks every few milliseconds, so it sees the port accept connections within that while.
    const server = await startServerProcess(
      { DATA_DIR: dataDir, ADMIN_PASSWORD: "", LOG_FORMAT: "json" },
      { pollMs: 2, until: "connection", preload: [PAUSE_AFTER_LISTENING] },
    );
    try {
      // Time for output already in the pipe to be read here.
      await new Promise((done) => setTimeout(done, 20));
      const atFirstConnection = server.output();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      for (const output of [atFirstConnection, server.output()]) {
        expect(output).toMatch(/"level":"warn".*Admin account created\.\\n {2}Username: admin\\n {2}Password: \S+/);
        expect(output).toMatch(/"level":"info".*"msg":"listening on http:\/\/127\.0\.0\.1:\d+ /);
      }
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 5));
}
