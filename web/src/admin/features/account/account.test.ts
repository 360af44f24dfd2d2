import { describe, expect, it } from "vitest";
import { sessionIdOf } from "./api";
import { recoveryCodesFile } from "./RecoveryCodesList";
import { appCode, secondFactor } from "./SecondFactorField";
import { groupedKey } from "./TwoFactorSetupForm";

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
