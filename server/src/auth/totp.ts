import { timingSafeEqual } from "node:crypto";
import { HOTP, Secret } from "otpauth";

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 6 digits, 30-second steps. */
const TOTP_DIGITS = 6;
const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step before and after the current one are accepted too (phone clocks drift). */
const TOTP_DRIFT_STEPS = 1;

/** A new random 160-bit key (RFC 4226's recommended length), in base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step a moment falls in (RFC 6238's T). */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of one time step for a base32 key. */
export function totpCode(secretBase32: string, step: number, digits = TOTP_DIGITS): string {
  return HOTP.generate({ secret: Secret.fromBase32(secretBase32), algorithm: "SHA1", digits, counter: step });
}

/**
 * The time step whose code `code` is, looking at the current step and one either side, skipping steps
 * already used (each code works once); null when it matches none.
 */
export function matchTotp(secretBase32: string, code: string, timeMs: number, usedSteps: readonly number[] = []): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const given = Buffer.from(code);
  const now = totpStep(timeMs);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (usedSteps.includes(step)) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secretBase32, step)), given)) return step;
  }
  return null;
}

/** The steps still worth remembering as used: older ones can no longer be matched anyway. */
export function recentSteps(usedSteps: readonly number[], timeMs: number): number[] {
  const oldest = totpStep(timeMs) - TOTP_DRIFT_STEPS;
  return usedSteps.filter((step) => step >= oldest);
}

/**
 * The key URI authenticator apps read from the QR code:
 * `otpauth://totp/<issuer>:<user>?secret=<base32>&issuer=<issuer>` (SHA-1, 6 digits and 30 s are the defaults).
 */
export function otpauthUrl(issuer: string, user: string, secretBase32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(user)}`;
  return `otpauth://totp/${label}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}`;
}
