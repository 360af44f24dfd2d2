import { readFile } from "node:fs/promises";
import path from "node:path";
import { APP_HOST } from "../../../common/origin";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

/**
 * Maps an app://admin/... URL to a file inside rootDir, or null when the URL is not the app's or tries to leave
 * rootDir (../, encoded slashes or backslashes, NUL). "/" is index.html.
 */
export function resolveAppPath(rootDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes("\0") || pathname.includes("\\")) return null;
  const segments = pathname.split("/").filter((s) => s !== "");
  if (segments.some((s) => s === "." || s === "..")) return null;
  const relative = segments.length === 0 ? "index.html" : segments.join("/");
  const root = path.resolve(rootDir);
  const resolved = path.resolve(root, relative);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  return resolved;
}

export interface AppProtocolOptions {
  /** The built renderer (index.html and assets/). */
  rootDir: string;
  /** The current Content-Security-Policy (depends on the configured server). */
  csp: () => string;
  readFile?: (file: string) => Promise<Uint8Array>;
}

function plain(status: number, text: string, csp: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Security-Policy": csp, "X-Content-Type-Options": "nosniff" },
  });
}

/**
 * The handler given to protocol.handle("app", ...): serves the renderer's own files, read-only (GET/HEAD), each
 * with the CSP header. A path without a file extension that does not exist falls back to index.html.
 */
export function createAppProtocolHandler(options: AppProtocolOptions): (request: Request) => Promise<Response> {
  const read = options.readFile ?? ((file: string) => readFile(file));
  return async function handleAppRequest(request: Request): Promise<Response> {
    const csp = options.csp();
    if (request.method !== "GET" && request.method !== "HEAD") return plain(405, "Method Not Allowed", csp);
    const file = resolveAppPath(options.rootDir, request.url);
    if (file === null) return plain(404, "Not Found", csp);
    let body: Uint8Array;
    let served = file;
    try {
      body = await read(file);
    } catch {
      if (path.extname(file) !== "") return plain(404, "Not Found", csp);
      served = path.join(path.resolve(options.rootDir), "index.html");
      try {
        body = await read(served);
      } catch {
        return plain(404, "Not Found", csp);
      }
    }
    const headers = {
      "Content-Type": CONTENT_TYPES[path.extname(served).toLowerCase()] ?? "application/octet-stream",
      "Content-Security-Policy": csp,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-cache",
    };
    return new Response(request.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}
