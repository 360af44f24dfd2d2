import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { timeLimit } from "./machine";
import { TEST_ADMIN } from "./testServer";
import { startServerProcess } from "./serverProcess";
import { scaledMs } from "./machine";

const env = (dataDir: string) => ({ DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN.password, CONTACT_RATE_LIMIT: "0", LOGIN_RATE_LIMIT: "1000" });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(TEST_ADMIN) });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe("crash safety", () => {
  it("keeps every acknowledged write through repeated kill -9 during writes", { timeout: scaledMs(120_000) }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "crash-test-"));
    dirs.push(dataDir);
    const acknowledgedCodes: string[] = [];
    const acknowledgedMessages: string[] = [];

    for (let round = 0; round < 3; round++) {
      const server = await startServerProcess(env(dataDir));
      const token = await login(server.url);
      let stop = false;
      const writers = Array.from({ length: 6 }, (_, worker) =>
        (async () => {
          for (let n = 0; !stop; n++) {
            const code = `R${round}W${worker}N${n}`;
            try {
              const promo = await fetch(`${server.url}/api/admin/promo-codes`, {
                method: "POST",
                headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
                body: JSON.stringify({ code, title: "Crash test", description: "Written before a kill -9", display_location: "hero" }),
              });
              if (promo.status === 200) acknowledgedCodes.push(code);
              const contact = await fetch(`${server.url}/api/contact`, {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ name: "Crash", email: "crash@example.com", subject: "Crash test", message: code }),
              });
              if (contact.status === 201) acknowledgedMessages.push(code);
            } catch {
              return; // the server died mid-request: that write was never acknowledged
            }
          }
        })(),
      );
      // Killed once a few writes of this round were acknowledged (a busy machine takes longer to get there), at a
      // random moment after that, most likely in the middle of another write.
      const before = acknowledgedCodes.length;
      const limit = timeLimit(10_000);
      while (acknowledgedCodes.length - before < 4 && !limit.passed()) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, Math.random() * 600));
      server.child.kill("SIGKILL");
      stop = true;
      await Promise.all(writers);
      await server.exited;
    }

    expect(acknowledgedCodes.length).toBeGreaterThan(10);
    const server = await startServerProcess(env(dataDir));
    const token = await login(server.url);
    const promos = (await (await fetch(`${server.url}/api/admin/promo-codes`, { headers: { authorization: `Bearer ${token}` } })).json()) as { code: string }[];
    const storedCodes = new Set(promos.map((promo) => promo.code));
    expect(acknowledgedCodes.filter((code) => !storedCodes.has(code))).toEqual([]);
    const exported = (await (
      await fetch(`${server.url}/api/admin/contact-submissions/export?format=json`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { submissions: { message: string }[] };
    const storedMessages = new Set(exported.submissions.map((submission) => submission.message));
    expect(acknowledgedMessages.filter((message) => !storedMessages.has(message))).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
