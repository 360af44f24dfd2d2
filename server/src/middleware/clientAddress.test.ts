import { describe, expect, it } from "vitest";
import { startTestServer } from "../../test/testServer";

/** Fails one login with the given X-Forwarded-For and answers the address the activity log recorded. */
async function recordedAddress(env: Record<string, string>, forwardedFor: string): Promise<string> {
  const server = await startTestServer({ env });
  try {
    const token = await server.login();
    const failed = await server.api("/api/login", {
      method: "POST",
      body: { username: "nobody-here", password: "wrong-password" },
      headers: { "X-Forwarded-For": forwardedFor },
    });
    expect(failed.status).toBe(401);
    const activity = await server.api("/api/admin/activity?limit=10", { token });
    return activity.body.entries.find((entry: { action: string }) => entry.action === "login_failed").ip;
  } finally {
    await server.stop();
  }
}

describe("client address (TRUST_PROXY, PROXY_HOPS)", () => {
  const header = "203.0.113.9, 198.51.100.7";

  it("with one trusted proxy (the default), takes the address that proxy added, ignoring what the client wrote before it", async () => {
    expect(await recordedAddress({ TRUST_PROXY: "true" }, header)).toBe("198.51.100.7");
  });

  it("with PROXY_HOPS=2 (a CDN in front of nginx), takes the address the outer proxy saw", async () => {
    expect(await recordedAddress({ TRUST_PROXY: "true", PROXY_HOPS: "2" }, header)).toBe("203.0.113.9");
  });

  it("without TRUST_PROXY, ignores X-Forwarded-For and takes the connection's address", async () => {
    expect(await recordedAddress({ TRUST_PROXY: "false" }, header)).toBe("127.0.0.1");
  });
});
