import { request } from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger } from "../../test/capturedLogger";
import { startTestServer, type TestServer } from "../../test/testServer";
import { isHashedAssetName } from "./serveWeb";

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>`;

/** Sends the path exactly as written (fetch would normalise dot segments and escapes). */
function raw(url: string, path: string, method = "GET", headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const target = new URL(url);
    const body = method === "GET" || method === "HEAD" ? undefined : "{}";
    if (body) headers = { ...headers, "content-length": String(body.length) };
    const req = request({ host: target.hostname, port: target.port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("static files and hostile paths", () => {
  const log = capturedLogger();
  let server: TestServer;
  let webDir: string;
  let token: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), "hostsite-web-"));
    await mkdir(join(webDir, "assets"));
    await mkdir(join(webDir, "admin"));
    await writeFile(join(webDir, "index.html"), TEMPLATE);
    await writeFile(join(webDir, "admin", "index.html"), "<!doctype html><title>Admin</title>");
    await writeFile(join(webDir, "assets", "main-C1-z3n9D.js"), "console.log('app')");
    await writeFile(join(webDir, "assets", "notes-readme.txt"), "not hashed");
    await writeFile(join(webDir, "assets", ".secret"), "dot file");
    await writeFile(join(webDir, "logo.png"), "png");
    server = await startTestServer({ logger: log.logger, env: { WEB_DIST_DIR: webDir, SSR_DIST_DIR: join(webDir, "no-ssr") } });
    token = await server.login();
  });
  afterAll(async () => {
    await server.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  it("caches only hashed asset files as immutable; other files briefly", async () => {
    const hashed = await raw(server.url, "/assets/main-C1-z3n9D.js");
    expect(hashed).toMatchObject({ status: 200, body: "console.log('app')" });
    expect(hashed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await raw(server.url, "/assets/notes-readme.txt");
    expect(plain).toMatchObject({ status: 200, body: "not hashed" });
    expect(plain.headers["cache-control"]).toBe("public, max-age=3600");
    const logo = await raw(server.url, "/logo.png");
    expect(logo.status).toBe(200);
    expect(logo.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it.each([
    "/assets/..%2findex.html",
    "/assets/..%2F..%2Fpackage.json",
    "/assets/../index.html",
    "/assets/%2e%2e/index.html",
    "/assets/..\\index.html",
    "/assets/.secret",
    "/assets/admin/index.html",
    "/assets/",
    "/assets/main-C1-z3n9D.js%00.png",
  ])("serves nothing outside dist/client/assets under /assets/: %s", async (path) => {
    const answer = await raw(server.url, path);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ detail: "Not found", code: "not_found" });
    expect(answer.headers["cache-control"]).not.toContain("immutable");
  });

  const MALFORMED = [
    "/%",
    "/%zz",
    "/%E0%A4%A",
    "/terms%",
    "/assets/%",
    "/assets/%E0%A4%A",
    "/admin/%",
    "/api/%",
    "/api/content/%E0%A4%A",
    "/api/hosting-plans/%",
    "/api/admin/hosting-plans/%",
    "/api/admin/contact-submissions/%ff",
    "/favicon.png%",
  ];

  it.each(MALFORMED)("answers a malformed escape with 400/404 (detail or the 404 page), never 500: %s", async (path) => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await raw(server.url, path, method, { authorization: `Bearer ${token}`, "content-type": "application/json" });
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(answer.body).not.toMatch(/URIError|^[ \t]+at /m);
      if (path.startsWith("/admin/") && method === "GET") {
        expect(answer.status).toBe(200); // the admin panel's page handles its own routes
        continue;
      }
      if (method === "HEAD") continue;
      if (answer.status === 405) {
        expect(JSON.parse(answer.body)).toEqual({ detail: "Method not allowed", code: "method_not_allowed" });
        continue;
      }
      expect([400, 404], `${method} ${path}`).toContain(answer.status);
      if (answer.headers["content-type"]?.includes("html")) expect(answer.body).toContain("<!doctype html>");
      else expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String), code: expect.any(String) });
    }
  });

  it("accepts malformed escapes in query strings without failing", async () => {
    for (const path of ["/?q=%", "/api/hosting-plans?x=%E0%A4%A", "/api/admin/contact-submissions?search=%"]) {
      const answer = await raw(server.url, path, "GET", { authorization: `Bearer ${token}` });
      expect(answer.status, path).toBeLessThan(500);
    }
  });

  it("logged no error for any of these requests", () => {
    expect(log.parsed().filter((line) => line.level === "error")).toEqual([]);
  });
});

describe("isHashedAssetName", () => {
  it("recognises Vite's content-hashed names only", () => {
    for (const name of ["main-C1-z3n9D.css", "MarkdownContent-Fs90_-2i.js", "admin-D_ymqF3r.js", "logo-a1b2c3d4.png"])
      expect(isHashedAssetName(name), name).toBe(true);
    for (const name of ["main.js", "my-fontfile.woff", "notes-readme.txt", "index-abc.js", "x-ABCDEFGHI.js"]) expect(isHashedAssetName(name), name).toBe(false);
  });
});
