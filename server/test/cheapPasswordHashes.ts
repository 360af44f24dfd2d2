import { vi } from "vitest";
import type * as PasswordModule from "../src/auth/password";

/**
 * Setup file of the unit and browser tests: passwords hashed in the test process use scrypt with N=2^12 instead
 * of the production 2^17 (about 5 ms instead of 0.4-2.5 s and 128 MB each; a test run signs in a few hundred
 * times). Everything else is the real code: the hash string carries its parameters and verification reads them
 * from it, as it does for hashes made with other parameters in production. `password.test.ts` checks the real
 * parameters; servers started as their own process (crash, CLI and image tests) hash with them too.
 */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 12, r: 8, p: 1 } as const;

vi.mock("../src/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return { ...real, hashPassword: (password: string, params = TEST_SCRYPT_PARAMS) => real.hashPassword(password, params) };
});
