import { createHash, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "../../../common/contracts";

/** Letters and digits that cannot be mistaken for each other when read off paper (no 0/o, 1/l/i). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

/**
 * A new set of recovery codes, shown once as "xxxxx-xxxxx" (about 49 bits each). Only their hashes are kept:
 * the codes are random, so a plain SHA-256 is enough (there is nothing to guess a dictionary from).
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** The stored form of a code as typed: dashes, spaces and case do not matter. */
export function hashRecoveryCode(code: string): string {
  const normalized = code.replace(/[\s-]+/g, "").toLowerCase();
  return createHash("sha256").update(`hostsite-recovery:${normalized}`).digest("hex");
}
