import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api/errors";
import { sessionIdOf } from "./api";
import { fieldIssues } from "./fieldIssues";
import { recoveryCodesFile } from "./RecoveryCodesList";
import { appCode, secondFactor } from "./SecondFactorField";
import { groupedKey, setupErrors } from "./TwoFactorSetupForm";

describe("account helpers", () => {
  it("reads the app's code as typed, or refuses it", () => {
    expect(appCode(" 123 456 ")).toBe("123456");
    expect(appCode("12345")).toBeNull();
    expect(appCode("12345a")).toBeNull();
    expect(appCode("1234567")).toBeNull();
  });

  it("sends an app code or a recovery code", () => {
    expect(secondFactor("123 456", false)).toEqual({ otp: "123456" });
    expect(secondFactor(" abcde-fghij ", true)).toEqual({ recovery_code: "abcde-fghij" });
  });

  it("shows the key in groups of four", () => {
    expect(groupedKey("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(groupedKey("ABCDEF")).toBe("ABCD EF");
  });

  it("writes the recovery codes file with the account, the site and every code", () => {
    const text = recoveryCodesFile(["aaaaa-bbbbb", "ccccc-ddddd"], "admin", "hosting.example.com", new Date("2026-03-04T10:00:00Z"));
    expect(text).toBe(
      'Recovery codes for the admin account "admin" at hosting.example.com\n' +
        "Made 2026-03-04. Each code signs in once, instead of the authenticator app's code.\n" +
        "Keep them somewhere safe, away from your phone.\n\naaaaa-bbbbb\nccccc-ddddd\n",
    );
  });
});

describe("sessionIdOf", () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  it("reads the session id from a token's claims", () => {
    expect(sessionIdOf(`${encode({ alg: "HS256" })}.${encode({ sub: "admin", tv: 1, sid: "abc_-123" })}.signature`)).toBe("abc_-123");
  });
  it("answers null for a token without one, or no token at all", () => {
    expect(sessionIdOf(`${encode({ alg: "HS256" })}.${encode({ sub: "admin", tv: 1 })}.x`)).toBeNull();
    expect(sessionIdOf("not a token")).toBeNull();
    expect(sessionIdOf("a.%%%.c")).toBeNull();
  });
});

describe("errors of turning two-factor sign-in on", () => {
  const answer = (status: number, body: unknown) => new ApiError(status, body, `HTTP ${status}`);

  it("puts a wrong password and a wrong code at their fields", () => {
    expect(setupErrors(answer(400, { detail: "password: is not correct", errors: [{ field: "password", message: "is not correct" }] }))).toEqual({
      password: "Password is not correct.",
    });
    expect(setupErrors(answer(400, { detail: "Invalid two-factor code", errors: [{ field: "otp", message: "is not the current code" }] }))).toEqual({
      otp: "Invalid two-factor code",
    });
  });

  it("shows a lock-out or a refusal without a field above the fields", () => {
    const detail = "Too many login attempts. Please wait before trying again.";
    expect(setupErrors(answer(429, { detail }))).toEqual({ form: detail });
    expect(setupErrors(answer(400, { detail: "Start the setup first: there is no key waiting to be confirmed" }))).toEqual({
      form: "Start the setup first: there is no key waiting to be confirmed",
    });
  });

  it("reads only well-formed field lists of a 400", () => {
    expect(fieldIssues(answer(400, { detail: "x", errors: "not a list" }))).toEqual({});
    expect(fieldIssues(answer(400, { detail: "x", errors: [null, { field: 3 }, { field: "otp", message: "is required" }] }))).toEqual({ otp: "is required" });
    expect(fieldIssues(answer(409, { detail: "x", errors: [{ field: "otp", message: "is required" }] }))).toEqual({});
    expect(fieldIssues(new Error("not an answer"))).toEqual({});
  });
});
