import { describe, expect, it } from "vitest";
import { NO_RESPONSE_MESSAGE } from "../../../../common/constants";
import type { TokenStore } from "../../../../common/tokenStore";
import { createApiClient } from "./client";
import { ApiError, buildUrl, errorText } from "./http";

const store = (token: string | null = "tok"): TokenStore => ({ get: async () => token, set: async () => {}, clear: async () => {} });

function fakeFetch(answers: Array<[number, unknown]>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const [status, body] = answers.shift() ?? [200, {}];
    return new Response(body === undefined ? "" : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, impl };
}

describe("errorText (SPEC §8)", () => {
  it("prefers the server detail, then message, then HTTP status", () => {
    expect(errorText(new ApiError(400, { detail: "name: is required" }, "HTTP 400"))).toBe("name: is required");
    expect(errorText(new ApiError(500, { message: "boom" }, "HTTP 500"))).toBe("boom");
    expect(errorText(new ApiError(502, "<html>", "HTTP 502"))).toBe("HTTP 502");
  });
  it("says the backend is not answering when no response arrived", () => {
    expect(errorText(new ApiError(null, null, "x"))).toBe(NO_RESPONSE_MESSAGE);
    expect(errorText(new Error("client side"))).toBe("client side");
  });
});

describe("api client", () => {
  it("joins the injected base URL, sends the bearer token, no-cache headers and _t", async () => {
    const { calls, impl } = fakeFetch([[200, []]]);
    await createApiClient("https://host.example/", store(), impl).plans();
    expect(calls[0].url).toMatch(/^https:\/\/host\.example\/api\/admin\/hosting-plans\?_t=\d+$/);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok");
    expect(headers["Cache-Control"]).toBe("no-cache");
    expect(headers.Pragma).toBe("no-cache");
  });
  it("turns a network failure into the no-response error", async () => {
    const failing = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    await expect(createApiClient("", store(), failing).categories()).rejects.toMatchObject({ status: null });
  });
  it("content save retries with PUT on 405", async () => {
    const { calls, impl } = fakeFetch([[405, { detail: "no" }], [200, { ok: true }]]);
    await createApiClient("", store(), impl).saveSection("hero", { title: "T" });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(["POST /api/admin/content/hero", "PUT /api/admin/content/hero"]);
  });
  it("navigation save: PUT on 404, menu path on 405", async () => {
    const a = fakeFetch([[404, {}], [200, {}]]);
    await createApiClient("", store(), a.impl).saveNavigation([]);
    expect(a.calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(["POST /api/admin/navigation", "PUT /api/admin/navigation"]);
    const b = fakeFetch([[405, {}], [200, {}]]);
    await createApiClient("", store(), b.impl).saveNavigation([]);
    expect(b.calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(["POST /api/admin/navigation", "POST /api/navigation-menu"]);
  });
  it("site settings: load falls back on 404, save falls back on 404 and 405", async () => {
    const a = fakeFetch([[404, {}], [200, { site_title: "T" }]]);
    expect(await createApiClient("", store(), a.impl).siteSettings()).toEqual({ site_title: "T" });
    expect(a.calls[1].url).toMatch(/^\/api\/settings\?_t=/);
    const b = fakeFetch([[405, {}], [200, {}]]);
    await createApiClient("", store(), b.impl).saveSiteSettings({} as never);
    expect(b.calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(["PUT /api/admin/site-settings", "POST /api/admin/site-settings"]);
  });
  it("builds query strings without empty values", () => {
    expect(buildUrl("", "/x", { page: 2, search: "", end_date: undefined, limit: 10 })).toBe("/x?page=2&limit=10");
  });
});
