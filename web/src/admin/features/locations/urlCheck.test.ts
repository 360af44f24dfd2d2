import { describe, expect, it } from "vitest";
import { urlCheckVerdict } from "./urlCheck";

describe("what the Test URL button says", () => {
  it("a 204 that allows other sites to read it: all well", () => {
    expect(urlCheckVerdict({ ok: true, status: 204, ms: 35, cors: true, detail: "Answered 204" })).toEqual({
      tone: "ok",
      text: "Answered 204 in 35 ms; visitors' browsers may read it (CORS allows it).",
    });
  });

  it("an answer without Access-Control-Allow-Origin: a warning saying which header to add", () => {
    const verdict = urlCheckVerdict({ ok: true, status: 200, ms: 12, cors: false, detail: "" });
    expect(verdict.tone).toBe("warning");
    expect(verdict.text).toBe("Answered 200 in 12 ms, but other sites' pages may not read it (no CORS).");
    expect(verdict.hint).toContain("Access-Control-Allow-Origin: *");
  });

  it("a wrong status or no answer at all: an error with the server's reason and the rule", () => {
    expect(urlCheckVerdict({ ok: false, status: 404, ms: 8, cors: true, detail: "Not Found" })).toMatchObject({
      tone: "error",
      text: "Answered 404 in 8 ms: Not Found",
    });
    const silent = urlCheckVerdict({ ok: false, status: null, ms: null, cors: false, detail: "connection refused" });
    expect(silent).toMatchObject({ tone: "error", text: "No answer: connection refused" });
    expect(silent.hint).toContain("200 or 204");
  });
});
