import { timeLimit } from "./machine";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { connect } from "node:net";
import { freePort } from "./serverProcess";

const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
export const nginxAvailable = existsSync(NGINX_BIN);
export const NGINX_SKIP_MESSAGE = `nginx tests skipped: no nginx at ${NGINX_BIN} (apt-get install nginx, or set NGINX_BIN)`;

const SHIPPED_CONFIG = resolve(import.meta.dirname, "../../deploy/nginx.conf");

export interface TestNginx {
  httpsPort: number;
  httpPort: number;
  dir: string;
  stop(): Promise<void>;
}

/** Replaces `from` (which must occur exactly `times` times) in the shipped config. */
function adapt(config: string, from: string, to: string, times = 1): string {
  const found = config.split(from).length - 1;
  if (found !== times) throw new Error(`deploy/nginx.conf changed: expected ${times} × "${from}", found ${found}`);
  return config.split(from).join(to);
}

/**
 * Runs the shipped deploy/nginx.conf (or `config`, a version of it made for another set-up) in a real nginx,
 * changed only in ports, paths and certificates: it listens on free 127.0.0.1 ports, proxies to `upstream` (the
 * port of the one server, or the port of each `server <name>;` entry of the upstream), keeps its cache, logs and
 * temp files in a temporary folder, and uses a self-signed certificate made for the test.
 */
export async function startNginx(upstream: number | Record<string, number>, config?: string): Promise<TestNginx> {
  const dir = await mkdtemp(join(tmpdir(), "hostsite-nginx-"));
  for (const sub of ["cache", "logs", "temp"]) await mkdir(join(dir, sub));
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
      "/CN=hosting.example.com",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "pipe" },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];

  let site = config ?? (await readFile(SHIPPED_CONFIG, "utf8"));
  site = adapt(site, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  site = adapt(site, "listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`);
  if (typeof upstream === "number") site = adapt(site, "server 127.0.0.1:3000;", `server 127.0.0.1:${upstream};`);
  else for (const [name, port] of Object.entries(upstream)) site = adapt(site, `server ${name};`, `server 127.0.0.1:${port};`);
  site = adapt(site, "/var/cache/nginx/hostsite", join(dir, "cache"));
  // A set-up that logs to stdout (a container) keeps it: the test's nginx has its stdout on /dev/null.
  if (!site.includes("access_log /dev/stdout")) site = adapt(site, "/var/log/nginx/hostsite.access.log", join(dir, "logs", "access.log"));
  site = adapt(site, "/etc/letsencrypt/live/hosting.example.com/fullchain.pem", join(dir, "cert.pem"));
  site = adapt(site, "/etc/letsencrypt/live/hosting.example.com/privkey.pem", join(dir, "key.pem"));
  await writeFile(join(dir, "hostsite.conf"), site);

  const temp = (name: string) => `${name}_temp_path ${join(dir, "temp", name)};`;
  await writeFile(
    join(dir, "nginx.conf"),
    [
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "logs", "error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      `  access_log ${join(dir, "logs", "default-access.log")};`,
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${join(dir, "hostsite.conf")};`,
      "}",
    ].join("\n"),
  );

  const child: ChildProcess = spawn(NGINX_BIN, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "logs", "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGQUIT");
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const limit = timeLimit(10_000);
  while (!(await accepts(httpsPort))) {
    if (child.exitCode !== null || limit.passed()) {
      const log = await readFile(join(dir, "logs", "error.log"), "utf8").catch(() => "");
      await stop();
      throw new Error(`nginx did not start ${limit}: ${stderr}\n${log}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return { httpPort, httpsPort, dir, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), done(true)));
    socket.once("error", () => done(false));
  });
}

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/**
 * One HTTPS request through nginx (self-signed certificate accepted), sent from `from` (a loopback address
 * other than the one nginx uses towards the server, so the two can be told apart).
 */
export function viaNginx(
  port: number,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<ProxiedResponse> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: "hosting.example.com", ...options.headers };
  if (body !== undefined) Object.assign(headers, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) });
  return new Promise((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers,
        localAddress: options.from,
        rejectUnauthorized: false,
        servername: "hosting.example.com",
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          done({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      },
    );
    req.on("error", fail);
    req.end(body);
  });
}
