import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const LOGGER = resolve(import.meta.dirname, "logger.ts");

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

  it("a lone line shows up within a fraction of a second while the process keeps running", async () => {
    const run = runWithLogger(`log.info("hello"); setTimeout(() => process.exit(0), 5000);`);
    const deadline = Date.now() + 3000;
    while (!run.stdout().includes('"msg":"hello"') && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
    expect(run.stdout()).toContain('"msg":"hello"');
    expect(await run.exited).toBe(0);
  });
});
