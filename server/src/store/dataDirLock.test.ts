import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { silentLogger } from "../logging/logger";
import { eventually } from "../../test/eventually";
import { freePort, startServerProcess, type ServerProcess } from "../../test/serverProcess";
import { startTestServer, TEST_ADMIN } from "../../test/testServer";
import { demoSiteData } from "./demoData";
import { JsonStore } from "./jsonStore";
import { scaledMs } from "../../test/machine";

const ROOT = resolve(import.meta.dirname, "../../..");
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}

const env = (dataDir: string) => ({ DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN.password, CONTACT_RATE_LIMIT: "0" });

function killGroup(server: ServerProcess): void {
  process.kill(-server.child.pid!, "SIGKILL");
}

describe("data directory lock", () => {
  it("lets a server start at once after kill -9 of the previous one's process group, 10 times in a row", { timeout: scaledMs(180_000) }, async () => {
    const dataDir = await tempDir();
    const messages: string[] = [];
    let server = await startServerProcess(env(dataDir), { detached: true });
    for (let round = 0; round < 10; round++) {
      const message = `Round ${round}`;
      const posted = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Crash", email: "crash@example.com", subject: "Lock test", message }),
      });
      expect(posted.status).toBe(201);
      messages.push(message);
      expect((await readFile(join(dataDir, "server.lock"), "utf8")).trim()).toBe(String(server.child.pid));
      killGroup(server);
      // No wait for the old process to be reaped: the restart must not trip over it.
      server = await startServerProcess(env(dataDir), { detached: true });
      expect(server.output()).not.toMatch(/in use/);
    }
    const login = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(TEST_ADMIN) });
    const { access_token } = (await login.json()) as { access_token: string };
    const exported = await fetch(`${server.url}/api/admin/contact-submissions/export?format=json`, { headers: { authorization: `Bearer ${access_token}` } });
    const stored = ((await exported.json()) as { submissions: Array<{ message: string }> }).submissions.map((s) => s.message);
    expect(stored.sort()).toEqual([...messages].sort());
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("starts while the killed server is still a zombie (its parent has not reaped it)", { timeout: scaledMs(60_000) }, async () => {
    const dataDir = await tempDir();
    const port = await freePort();
    // sh starts the server in the background, then becomes `sleep`, which never reaps it.
    const parent = spawn("sh", ["-c", `${process.execPath} --import tsx server/src/index.ts & exec sleep 120`], {
      cwd: ROOT,
      env: { ...process.env, ...env(dataDir), PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "false" },
      stdio: "ignore",
    });
    try {
      const pid = await eventually(async () => {
        await fetch(`http://127.0.0.1:${port}/api/navigation`);
        return Number((await readFile(join(dataDir, "server.lock"), "utf8")).trim());
      }, 30_000);
      process.kill(pid, "SIGKILL");
      await eventually(async () => expect((await readFile(`/proc/${pid}/stat`, "utf8")).split(" ")[2]).toBe("Z"));
      const restarted = await startServerProcess(env(dataDir));
      expect((await fetch(`${restarted.url}/api/navigation`)).status).toBe(200);
      restarted.child.kill("SIGTERM");
      expect(await restarted.exited).toBe(0);
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("starts when server.lock names a live process that is not a server of this data directory", async () => {
    const dataDir = await tempDir();
    const sleeper = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      await writeFile(join(dataDir, "server.lock"), `${sleeper.pid}\n`);
      const server = await startTestServer({ dataDir });
      expect((await server.api("/api/navigation")).status).toBe(200);
      expect((await readFile(join(dataDir, "server.lock"), "utf8")).trim()).toBe(String(process.pid));
      await server.stop();
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("refuses a second live server on the same data directory with a message naming the first", { timeout: scaledMs(60_000) }, async () => {
    const dataDir = await tempDir();
    const first = await startServerProcess(env(dataDir));
    try {
      const second = await startServerProcess(env(dataDir)).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(second).toContain(`The data directory ${dataDir} is in use by another process (pid ${first.child.pid}). Stop it first.`);
      expect((await fetch(`${first.url}/api/navigation`)).status).toBe(200);
      // In the same process too (a script such as npm run restore while the server runs).
      await expect(JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() })).rejects.toThrow(
        `in use by another process (pid ${first.child.pid})`,
      );
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
    }
  });

  it("is free again once its holder closed the store", async () => {
    const dataDir = await tempDir();
    const store = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() });
    await expect(JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() })).rejects.toThrow(`(pid ${process.pid})`);
    await store.close();
    const again = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() });
    await again.close();
  });
});
