import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig: proxy and log settings", () => {
  it("defaults: no proxy trusted, one proxy hop, request logging on, level info", () => {
    const config = loadConfig({}, "/srv/site");
    expect(config).toMatchObject({ trustProxy: false, proxyHops: 1, logRequests: true, logLevel: "info" });
  });

  it("reads TRUST_PROXY, PROXY_HOPS, LOG_REQUESTS, LOG_LEVEL and LOG_FORMAT", () => {
    const config = loadConfig({ TRUST_PROXY: "true", PROXY_HOPS: "2", LOG_REQUESTS: "false", LOG_LEVEL: "WARN", LOG_FORMAT: "pretty" }, "/srv/site");
    expect(config).toMatchObject({ trustProxy: true, proxyHops: 2, logRequests: false, logLevel: "warn", logFormat: "pretty" });
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
  });

  it.each([
    [{ PROXY_HOPS: "0" }, /PROXY_HOPS must be a whole number of at least 1, got "0"/],
    [{ PROXY_HOPS: "1.5" }, /PROXY_HOPS must be a whole number of at least 1/],
    [{ PROXY_HOPS: "many" }, /PROXY_HOPS must be a non-negative number/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
    [{ LOG_FORMAT: "text" }, /LOG_FORMAT must be "json" or "pretty"/],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
