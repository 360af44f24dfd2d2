import { describe, expect, it } from "vitest";
import { DESKTOP_APP_ORIGIN } from "../../../common/origin";
import { checkServer, normalizeServerAddress, validateAndCheckServer, type FetchLike } from "./serverAddress";

describe("normalizeServerAddress", () => {
  it.each([
    ["https://hosting.example.com", "https://hosting.example.com"],
    ["  https://hosting.example.com/  ", "https://hosting.example.com"],
    ["https://Hosting.Example.com:8443/admin?x=1#y", "https://hosting.example.com:8443"],
    ["hosting.example.com", "https://hosting.example.com"],
    ["http://localhost:3000", "http://localhost:3000"],
    ["http://127.0.0.1:3000", "http://127.0.0.1:3000"],
    ["http://[::1]:3000", "http://[::1]:3000"],
    ["http://admin.localhost", "http://admin.localhost"],
  ])("accepts %s as %s", (input, origin) => {
    expect(normalizeServerAddress(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ["", /Enter the address/],
    ["   ", /Enter the address/],
    ["http://hosting.example.com", /https/],
    ["http://192.168.1.10:3000", /https/],
    ["http://localhost.evil.com", /https/],
    ["ftp://hosting.example.com", /https/],
    ["file:///etc/passwd", /https/],
    ["javascript://alert(1)", /https/],
    ["https://user:pw@hosting.example.com", /user name or password/],
    ["https://", /not a valid/],
    ["https://exa mple.com", /not a valid/],
    [`https://${"a".repeat(3000)}.com`, /too long/],
  ])("refuses %j", (input, message) => {
    const result = normalizeServerAddress(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it("refuses non-strings", () => {
    expect(normalizeServerAddress(42).ok).toBe(false);
    expect(normalizeServerAddress(null).ok).toBe(false);
  });
});

function fakeFetch(
  status: number,
  body: string,
  headers: Record<string, string> = {},
): FetchLike & { calls: Array<{ url: string; headers: Record<string, string> }> } {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fn = (async (url, init) => {
    calls.push({ url, headers: init.headers });
    return { status, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null }, text: async () => body };
  }) as FetchLike & { calls: typeof calls };
  fn.calls = calls;
  return fn;
}

describe("checkServer", () => {
  const cors = { "access-control-allow-origin": DESKTOP_APP_ORIGIN };

  it("accepts a Hostsite API that allows the desktop origin", async () => {
    const fetch = fakeFetch(401, JSON.stringify({ detail: "Not authenticated" }), cors);
    expect(await checkServer("https://h.example", fetch)).toEqual({ ok: true, origin: "https://h.example" });
    expect(fetch.calls[0].url).toBe("https://h.example/api/verify-token");
    expect(fetch.calls[0].headers.Origin).toBe(DESKTOP_APP_ORIGIN);
  });

  it("refuses a server that is not a Hostsite API", async () => {
    const html = await checkServer("https://h.example", fakeFetch(200, "<html>hello</html>", cors));
    expect(html).toMatchObject({ ok: false, error: expect.stringMatching(/does not look like a Hostsite server.*200/) });
    const notFound = await checkServer("https://h.example", fakeFetch(404, JSON.stringify({ detail: "Not found" }), cors));
    expect(notFound.ok).toBe(false);
  });

  it("says so when the server does not allow the desktop app in CORS", async () => {
    const result = await checkServer("https://h.example", fakeFetch(401, JSON.stringify({ detail: "x" })));
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/CORS/) });
  });

  it("reports unreachable servers and timeouts", async () => {
    const refused: FetchLike = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await checkServer("https://h.example", refused)).toEqual({ ok: false, error: "Could not reach https://h.example" });
    const hanging: FetchLike = (_url, init) => new Promise((_resolve, reject) => init.signal.addEventListener("abort", () => reject(init.signal.reason)));
    expect(await checkServer("https://h.example", hanging, 20)).toMatchObject({ ok: false, error: expect.stringMatching(/did not answer/) });
  });

  it("never calls the network for an invalid address", async () => {
    const fetch = fakeFetch(401, "{}", cors);
    expect((await validateAndCheckServer("http://example.com", fetch)).ok).toBe(false);
    expect(fetch.calls).toHaveLength(0);
  });
});
