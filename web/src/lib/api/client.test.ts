import { describe, expect, it } from "vitest";
import { NO_RESPONSE_MESSAGE } from "../../../../common/constants";
import { fakeClient, memoryTokenStore } from "../../../test/fakeApiClient";
import { buildUrl, createApiClient } from "./client";
import { ApiError, errorText } from "./errors";

describe("errorText", () => {
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

describe("the typed API client", () => {
  it("joins the injected base URL, sends the bearer token, no-cache headers and _t", async () => {
    const { call, calls } = fakeClient([[200, []]], "https://host.example/");
    await call("GET /api/admin/hosting-plans", { noCache: true });
    expect(calls[0].url).toMatch(/^https:\/\/host\.example\/api\/admin\/hosting-plans\?_t=\d+$/);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok");
    expect(headers["Cache-Control"]).toBe("no-cache");
    expect(headers.Pragma).toBe("no-cache");
  });

  it("fills path parameters (URL-encoded) and sends the body as JSON", async () => {
    const { call, calls } = fakeClient([[200, { id: 7 }]]);
    await call("PUT /api/admin/hosting-plans/:id", { params: { id: 7 }, body: { name: "Pro" } });
    expect(calls[0].url).toBe("/api/admin/hosting-plans/7");
    expect(calls[0].init.method).toBe("PUT");
    expect(calls[0].init.body).toBe('{"name":"Pro"}');
    expect((calls[0].init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends no token when asked not to, or when it has no token store, and answers the parsed JSON", async () => {
    const withStore = fakeClient([[200, [{ id: 1 }]]]);
    expect(await withStore.call("GET /api/hosting-plans", { auth: false })).toEqual([{ id: 1 }]);
    expect((withStore.calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
    const publicSite = fakeClient([[200, []]], "", null);
    await publicSite.call("GET /api/hosting-plans");
    expect((publicSite.calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("turns an error answer into an ApiError with the status and detail", async () => {
    const { call } = fakeClient([[409, { detail: "already there" }]]);
    await expect(call("POST /api/admin/hosting-plans", { body: { name: "x" } })).rejects.toMatchObject({ status: 409, detail: "already there" });
  });

  it("turns a network failure into the no-response error", async () => {
    const failing = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    const { call } = createApiClient({ tokenStore: memoryTokenStore(), fetch: failing });
    await expect(call("GET /api/admin/hosting-plans")).rejects.toMatchObject({ status: null });
  });

  it("keeps what fetch threw as the no-response error's cause (a timeout tells itself apart)", async () => {
    const timedOut = new DOMException("The operation timed out.", "TimeoutError");
    const { call } = createApiClient({
      fetch: async () => {
        throw timedOut;
      },
    });
    const error = await call("GET /api/hosting-plans").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect((error as ApiError).cause).toBe(timedOut);
  });

  it("works over any fetch that gives status, headers and text (no Response needed)", async () => {
    const answer = (status: number, body: string) => async () => ({ status, headers: { get: () => null }, text: async () => body });
    expect(await createApiClient({ fetch: answer(200, '[{"id":1}]') }).call("GET /api/hosting-plans")).toEqual([{ id: 1 }]);
    await expect(createApiClient({ fetch: answer(299, "") }).call("GET /api/hosting-plans")).resolves.toBeNull();
    await expect(createApiClient({ fetch: answer(300, "") }).call("GET /api/hosting-plans")).rejects.toMatchObject({ status: 300 });
    await expect(createApiClient({ fetch: answer(404, '{"detail":"gone"}') }).call("GET /api/hosting-plans")).rejects.toMatchObject({
      status: 404,
      detail: "gone",
    });
  });

  it("tries a legacy path when the canonical one answers a listed status", async () => {
    const { call, sent } = fakeClient([
      [404, { detail: "no" }],
      [200, { id: 3 }],
    ]);
    expect(await call("PUT /api/admin/hosting-plans/:id", { params: { id: 3 }, body: {} })).toEqual({ id: 3 });
    expect(sent()).toEqual(["PUT /api/admin/hosting-plans/3", "PUT /api/hosting-plans/3"]);
  });

  it("does not try a legacy path for other failures", async () => {
    const { call, sent } = fakeClient([[400, { detail: "name: is required" }]]);
    await expect(call("PUT /api/admin/hosting-plans/:id", { params: { id: 3 }, body: {} })).rejects.toMatchObject({ status: 400 });
    expect(sent()).toEqual(["PUT /api/admin/hosting-plans/3"]);
  });

  it("builds query strings without empty values", () => {
    expect(buildUrl("", "/x", { page: 2, search: "", end_date: undefined, limit: 10 })).toBe("/x?page=2&limit=10");
  });

  // A base URL's trailing slashes are trimmed in one pass: /\/+$/ took about 25 s on a run of 100,000 slashes.
  it("trims the base URL's trailing slashes in linear time", { timeout: 5_000 }, () => {
    expect(buildUrl("https://api.example/", "/x")).toBe("https://api.example/x");
    expect(buildUrl(`https://api.example${"/".repeat(100_000)}`, "/x")).toBe("https://api.example/x");
    expect(buildUrl(`${"/".repeat(100_000)}a`, "/x")).toHaveLength(100_003);
  });
});
