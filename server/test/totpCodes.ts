import { createHmac } from "node:crypto";

/**
 * TOTP codes for tests, written from RFC 4226/6238 with node:crypto alone, so the server's codes are checked
 * against an independent implementation (the way an authenticator app computes them).
 */
export function codeAt(secretBase32: string, timeMs: number, stepOffset = 0): string {
  const counter = Math.floor(timeMs / 30_000) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", base32Decode(secretBase32)).update(message).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  let end = text.length;
  while (end > 0 && text[end - 1] === "=") end--; // the padding
  for (const char of text.slice(0, end).toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * Waits until at least `seconds` of the current 30-second step are left, so a test that reasons about "this
 * step, the one before and the one after" does not cross a step boundary halfway.
 */
export async function earlyInStep(seconds = 12): Promise<void> {
  const left = () => 30_000 - (Date.now() % 30_000);
  if (left() < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left() + 50));
}

/** A six-digit code that is none of the codes accepted around `timeMs` (the n-th such code, for several). */
export function wrongCodeFor(secretBase32: string, timeMs: number, n = 0): string {
  const accepted = new Set([-2, -1, 0, 1, 2].map((offset) => codeAt(secretBase32, timeMs, offset)));
  let found = -1;
  for (let candidate = 100_000; ; candidate += 111_111 % 999_999) {
    const code = String(candidate % 1_000_000).padStart(6, "0");
    if (!accepted.has(code) && ++found === n) return code;
  }
}
