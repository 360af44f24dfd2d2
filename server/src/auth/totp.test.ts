import { describe, expect, it } from "vitest";
import { Secret } from "otpauth";
import { matchTotp, newTotpSecret, otpauthUrl, recentSteps, totpCode, totpStep } from "./totp";

// RFC 6238 appendix B, SHA-1 rows: the key is the ASCII text "12345678901234567890", codes have 8 digits.
const RFC_KEY = Secret.fromLatin1("12345678901234567890").base32;
const RFC_VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  it.each(RFC_VECTORS)("matches RFC 6238's test vector for T = %i s", (seconds, expected) => {
    expect(totpCode(RFC_KEY, totpStep(seconds * 1000), 8)).toBe(expected);
    // The same code cut to 6 digits, as apps show it.
    expect(totpCode(RFC_KEY, totpStep(seconds * 1000))).toBe(expected.slice(2));
  });

  it("accepts the codes of one step either side of now and no further", () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, step), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), now)).toBe(step + 1);
    const farCodes = [totpCode(secret, step - 2), totpCode(secret, step + 2)].filter(
      (code) => ![step - 1, step, step + 1].some((near) => totpCode(secret, near) === code),
    );
    for (const code of farCodes) expect(matchTotp(secret, code, now)).toBeNull();
  });

  it("skips used steps, so a code works once", () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const code = totpCode(secret, totpStep(now));
    expect(matchTotp(secret, code, now, [totpStep(now)])).toBeNull();
  });

  it("refuses anything that is not six digits", () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const code = totpCode(secret, totpStep(now));
    for (const wrong of ["", "12345", `${code}0`, "abcdef", ` ${code}`]) expect(matchTotp(secret, wrong, now)).toBeNull();
  });

  it("makes 160-bit base32 keys and forgets steps that can no longer match", () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
    const now = Date.now();
    const step = totpStep(now);
    expect(recentSteps([step - 5, step - 2, step - 1, step], now)).toEqual([step - 1, step]);
  });

  it("writes the key URI with the issuer and user, escaped", () => {
    const url = otpauthUrl("Demo Hosting & Co", "admin", "JBSWY3DPEHPK3PXP");
    expect(url).toBe("otpauth://totp/Demo%20Hosting%20%26%20Co:admin?secret=JBSWY3DPEHPK3PXP&issuer=Demo%20Hosting%20%26%20Co");
    const parsed = new URL(url);
    expect(parsed.searchParams.get("issuer")).toBe("Demo Hosting & Co");
    expect(parsed.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
  });
});
