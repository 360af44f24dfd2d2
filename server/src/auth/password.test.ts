import { describe, expect, it, vi } from "vitest";
import type * as PasswordModule from "./password";

// The tests' setup file makes hashing cheap; this file checks the module as it runs in production.
const password = await vi.importActual<typeof PasswordModule>("./password");

describe("password hashes", () => {
  it("hash with scrypt N=2^17, r=8, p=1 and carry the parameters in the hash", async () => {
    expect(password.SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await password.hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await password.verifyPassword("correct horse", hash)).toBe(true);
    expect(await password.verifyPassword("correct horsE", hash)).toBe(false);
  });

  it("verify a hash made with other parameters by the parameters it carries", async () => {
    const hash = await password.hashPassword("older", { N: 2 ** 14, r: 8, p: 1 });
    expect(hash.startsWith("scrypt$16384$8$1$")).toBe(true);
    expect(await password.verifyPassword("older", hash)).toBe(true);
    expect(await password.verifyPassword("newer", hash)).toBe(false);
  });

  it("refuse a stored value that is not an scrypt hash", async () => {
    expect(await password.verifyPassword("x", "plain-text")).toBe(false);
    expect(await password.verifyPassword("x", "bcrypt$1$2$3$4$5")).toBe(false);
  });
});
