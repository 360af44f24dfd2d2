import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "../server/src/logging/logger";
import { nginxAvailable, NGINX_SKIP_MESSAGE, startNginx, viaNginx, type TestNginx } from "../server/test/nginx";
import { postgresAvailable, POSTGRES_SKIP_MESSAGE, startPostgres, type TestPostgres } from "../server/test/postgres";
import { startTestServer, TEST_ADMIN, type TestServer } from "../server/test/testServer";
import { DEPLOY_DIR, environmentOf, interpolate, readComposeFile, readEnvExample, siteServices, type ComposeFile } from "./composeFile";
import { scaledMs } from "../server/test/machine";

/**
 * The `replicas` profile of deploy/compose.yaml for real: its nginx service's command run on the shipped
 * deploy/nginx.conf, and the config it makes run by a real nginx in front of two servers (with the environment the
 * compose file gives them) on one PostgreSQL database. Only what a container provides is replaced: the host names
 * `site` and `site-2` by local ports, and the certificate and listen ports as the shipped-config test does.
 */
const run = promisify(execFile);
const SHIPPED = resolve(DEPLOY_DIR, "nginx.conf");
/** The visitor's address as nginx sees it: another loopback address than nginx's own towards the servers. */
const VISITOR = "127.0.0.2";

let compose: ComposeFile;
let envExample: Map<string, string>;
let workDir: string;
beforeAll(async () => {
  compose = await readComposeFile();
  envExample = await readEnvExample();
  workDir = await mkdtemp(join(tmpdir(), "hostsite-compose-"));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Runs the nginx service's command as its container would, on the shipped config, and answers the config it wrote. */
async function nginxConfigFromCompose(env: Map<string, string>): Promise<string> {
  const command = compose.services.nginx.command;
  expect(Array.isArray(command) && command.slice(0, 2)).toEqual(["/bin/sh", "-c"]);
  let script = interpolate((command as string[])[2], env);
  const written = join(workDir, `default-${Math.random().toString(36).slice(2)}.conf`);
  for (const [inContainer, here] of [
    ["/etc/hostsite/nginx.conf", SHIPPED],
    ["/etc/nginx/conf.d/default.conf", written],
    ["exec nginx -g 'daemon off;'", "true"],
  ]) {
    expect(script, inContainer).toContain(inContainer);
    script = script.replace(inContainer, here);
  }
  await run("/bin/sh", ["-c", script]);
  return readFile(written, "utf8");
}

describe("the nginx service of deploy/compose.yaml", () => {
  it("writes the shipped config with the chosen domain, both servers as the upstream and the access log on stdout", async () => {
    const made = await nginxConfigFromCompose(new Map([...envExample, ["SITE_DOMAIN", "shop.example.org"]]));
    const shipped = await readFile(SHIPPED, "utf8");
    expect(made).not.toContain("hosting.example.com");
    expect(made.match(/server_name shop\.example\.org;/g)).toHaveLength(2);
    expect(made).toContain("ssl_certificate     /etc/letsencrypt/live/shop.example.org/fullchain.pem;");
    expect(made).toContain("ssl_certificate_key /etc/letsencrypt/live/shop.example.org/privkey.pem;");
    expect(made).toContain("access_log /dev/stdout hostsite;");
    const upstream = siteServices(compose)
      .map(([name]) => `server ${name}:3000;`)
      .join(" ");
    expect(made).toContain(`    ${upstream}\n`);
    // Every other line is the shipped one.
    const changed = shipped.split("\n").filter((line, index) => made.split("\n")[index] !== line);
    expect(
      changed.every((line) => /hosting\.example\.com|server 127\.0\.0\.1:3000;|hostsite\.access\.log/.test(line)),
      changed.join("\n"),
    ).toBe(true);
  });
});

const TITLE = "the replicas profile: two servers on one PostgreSQL behind the nginx config compose makes";
const skipBecause = !nginxAvailable ? NGINX_SKIP_MESSAGE : !postgresAvailable ? POSTGRES_SKIP_MESSAGE : undefined;
describe.skipIf(Boolean(skipBecause))(skipBecause ? `${TITLE} (${skipBecause})` : TITLE, () => {
  let postgres: TestPostgres;
  const servers: TestServer[] = [];
  const answered: string[][] = [];
  let nginx: TestNginx;
  /** Servers from this index on were stopped by a test. */
  let stoppedFrom = Infinity;

  /** Counts the requests each server answers (its request log lines). */
  function countingLogger(paths: string[]): Logger {
    return { debug: () => {}, info: () => {}, warn: () => {}, error: () => {}, request: (line) => paths.push(line.path) };
  }

  beforeAll(async () => {
    postgres = await startPostgres();
    const databaseUrl = await postgres.freshDatabase();
    const env = new Map([...envExample, ["POSTGRES_PASSWORD", "not-used-here"]]);
    const upstream: Record<string, number> = {};
    for (const [name, service] of siteServices(compose)) {
      // The compose file's own environment, but the test's database and administrator.
      const { DATABASE_URL: _inContainer, ADMIN_USERNAME: _name, ADMIN_PASSWORD: _password, ...fromCompose } = environmentOf(service, env);
      const paths: string[] = [];
      const server = await startTestServer({ env: { ...fromCompose, DATABASE_URL: databaseUrl }, logger: countingLogger(paths) });
      servers.push(server);
      answered.push(paths);
      upstream[`${name}:3000`] = Number(new URL(server.url).port);
    }
    nginx = await startNginx(upstream, await nginxConfigFromCompose(envExample));
  }, scaledMs(120_000));
  afterAll(async () => {
    await nginx?.stop();
    for (const server of servers.slice(0, stoppedFrom)) await server.stop();
    await postgres?.stop();
  });

  const via = (path: string, options: Parameters<typeof viaNginx>[2] = {}) => viaNginx(nginx.httpsPort, path, { from: VISITOR, ...options });

  it("spreads requests over both servers, which answer the same data", async () => {
    expect(servers).toHaveLength(2);
    const bodies = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const answer = await via("/api/navigation");
      expect(answer.status).toBe(200);
      bodies.add(JSON.stringify(answer.body));
    }
    expect(bodies.size).toBe(1);
    for (const paths of answered) expect(paths.filter((path) => path === "/api/navigation").length).toBeGreaterThanOrEqual(3);
  });

  it("reports both servers ready through nginx and shares one login lock-out between them", async () => {
    expect((await via("/readyz")).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const body = { username: TEST_ADMIN.username, password: `wrong-${i}` };
      statuses.push((await via("/api/login", { method: "POST", body, headers: { "X-Forwarded-For": `203.0.113.${i}` } })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    for (const paths of answered) expect(paths.filter((path) => path === "/api/login").length).toBeGreaterThanOrEqual(3);
  });

  it("keeps answering when one server stops", async () => {
    stoppedFrom = 1;
    await servers[1].stop();
    for (let i = 0; i < 4; i++) expect((await via("/api/navigation")).status).toBe(200);
  });
});
