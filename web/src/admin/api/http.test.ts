import { describe, expect, it } from "vitest";
import { NO_RESPONSE_MESSAGE } from "../../../../common/constants";
import { fakeHttp, memoryTokenStore } from "../test/fakeFetch";
import { ApiError, buildUrl, createHttp, errorText } from "./http";

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

describe("the admin transport", () => {
  it("joins the injected base URL, sends the bearer token, no-cache headers and _t", async () => {
    const { http, calls } = fakeHttp([[200, []]], "https://host.example/");
    await http("/api/admin/hosting-plans", { noCache: true });
    expect(calls[0].url).toMatch(/^https:\/\/host\.example\/api\/admin\/hosting-plans\?_t=\d+$/);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok");
    expect(headers["Cache-Control"]).toBe("no-cache");
    expect(headers.Pragma).toBe("no-cache");
  });
  it("sends no token when asked not to, and answers the parsed JSON", async () => {
    const { http, calls } = fakeHttp([[200, { valid: true }]]);
    expect(await http("/api/content/terms", { auth: false })).toEqual({ valid: true });
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
  it("turns an error answer into an ApiError with the status and detail", async () => {
    const { http } = fakeHttp([[409, { detail: "already there" }]]);
    await expect(http("/api/x", { method: "POST", body: {} })).rejects.toMatchObject({ status: 409, detail: "already there" });
  });
  it("turns a network failure into the no-response error", async () => {
    const failing = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    await expect(createHttp("", memoryTokenStore(), failing)("/api/admin/hosting-categories")).rejects.toMatchObject({ status: null });
  });
  it("builds query strings without empty values", () => {
    expect(buildUrl("", "/x", { page: 2, search: "", end_date: undefined, limit: 10 })).toBe("/x?page=2&limit=10");
  });
});
