import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger } from "../../test/capturedLogger";
import { startTestServer, type TestServer } from "../../test/testServer";
import { appErrorLogger } from "./errorHandler";

/** Far more than the socket buffers hold, so the server is still sending when the client goes. */
const ASSET_BYTES = 32 * 1024 * 1024;

/**
 * Asks for `path` on a raw socket, reads the first part of the answer and goes away: with a reset (as a
 * browser tab that is closed) or an orderly close (as a download that is cancelled).
 */
function abortMidDownload(url: string, path: string, how: "reset" | "close"): Promise<void> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n`));
    let received = 0;
    socket.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received < 64 * 1024) return;
      if (how === "reset") socket.resetAndDestroy();
      else socket.destroy();
      resolve();
    });
    socket.on("error", reject);
  });
}

describe("a client that goes away mid-download", () => {
  const log = capturedLogger({ level: "debug" });
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), "client-gone-"));
    await mkdir(join(webDir, "assets"));
    // Random bytes: a compressed answer (the .js file, through gzip) stays as large as the file.
    const bytes = randomBytes(ASSET_BYTES);
    await writeFile(join(webDir, "assets", "big-Ab12Cd34.bin"), bytes);
    await writeFile(join(webDir, "assets", "big-Ab12Cd34.js"), bytes.toString("base64"));
    server = await startTestServer({ env: { WEB_DIST_DIR: webDir, SSR_DIST_DIR: join(webDir, "none") }, logger: log.logger });
  });
  afterAll(async () => {
    await server.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each([
    ["/assets/big-Ab12Cd34.bin", "reset"],
    ["/assets/big-Ab12Cd34.bin", "close"],
    ["/assets/big-Ab12Cd34.js", "reset"],
    ["/assets/big-Ab12Cd34.js", "close"],
  ] as const)("%s, connection %s: a debug line, never an error line", async (path, how) => {
    const before = log.lines.length;
    await abortMidDownload(server.url, path, how);
    const written = () => log.parsed().slice(before);
    await expect.poll(() => written().length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The server has noticed: still no error, and the one line says what happened, at debug level.
    await new Promise((done) => setTimeout(done, 200));
    expect(written().filter((line) => line.level !== "debug")).toEqual([]);
    expect(written()).toEqual([expect.objectContaining({ level: "debug", msg: `GET ${path}: the client went away before the answer was sent` })]);
    expect(JSON.stringify(written())).not.toContain("stack");
    // The server still answers.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("an answer that fails on the server's side while it is sent", () => {
  it("is still an error line with its stack", async () => {
    const log = capturedLogger({ level: "debug" });
    const app = new Koa();
    app.silent = true;
    app.on("error", appErrorLogger(log.logger));
    app.use((ctx) => {
      let sent = false;
      ctx.body = new Readable({
        read() {
          if (sent) this.destroy(Object.assign(new Error("disk read failed"), { code: "EIO" }));
          else this.push(Buffer.alloc(1024));
          sent = true;
        },
      });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((ready) => server.once("listening", ready));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/file`)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
      await expect.poll(() => log.parsed().length).toBeGreaterThan(0);
      expect(log.parsed()[0]).toMatchObject({ level: "error", msg: "unhandled app error", err: { message: "disk read failed", code: "EIO" } });
      expect(log.parsed()[0].err.stack).toContain("clientGone.test.ts");
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
