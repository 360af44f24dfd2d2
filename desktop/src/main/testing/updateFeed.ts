/**
 * A real HTTPS update feed on 127.0.0.1 for updater tests: a throw-away certificate authority made with
 * openssl, a server answering files from a map (latest.yml, installers) and a log of what was requested.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

export interface UpdateFeedServer {
  /** The feed's base URL, ending in "/". */
  url: string;
  /** The certificate clients must trust (it signs itself). */
  ca: string;
  /** Path → body served; anything else answers 404. */
  files: Map<string, Buffer | string>;
  /** Every path requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, valid one day. */
function testCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "update-feed-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "pipe" },
    );
    return { key: readFileSync(path.join(dir, "key.pem"), "utf8"), cert: readFileSync(path.join(dir, "cert.pem"), "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startUpdateFeed(certificate = testCertificate()): Promise<UpdateFeedServer> {
  const files = new Map<string, Buffer | string>();
  const requests: string[] = [];
  const server: Server = createServer(certificate, (req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? "/", "https://x").pathname.replace(/^\/feed\//, ""));
    requests.push(name);
    const body = files.get(name);
    if (body === undefined) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
    res.writeHead(200, { "Content-Type": name.endsWith(".yml") ? "text/yaml" : "application/octet-stream", "Content-Length": Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/feed/`,
    ca: certificate.cert,
    files,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
