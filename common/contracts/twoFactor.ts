import { z } from "zod";
import { oneTimeCode, optionalOneTimeCode } from "./auth";
import { defineResource } from "./endpoint";
import { DoneSchema } from "./shared";

/** How many recovery codes one set has. */
export const RECOVERY_CODE_COUNT = 10;

/** The message once two-factor sign-in is turned off: the API's answer and the admin panel's notice. */
export const TWO_FACTOR_OFF = "Two-factor sign-in is off.";

const requiredCode = oneTimeCode.refine((value) => value.length > 0, "is required");
const password = z.string({ error: "is required" }).min(1, "is required").max(1_000, "must be at most 1000 characters");

/** Body of POST /api/admin/2fa/recovery-codes. */
const OtpSchema = z.object({ otp: requiredCode });

/** Body of POST /api/admin/2fa/enable: the new key's current code, and the password (a token alone is not enough). */
const TwoFactorEnableSchema = z.object({ otp: requiredCode, password });

/** Body of POST /api/admin/2fa/disable: the password and a code from the app or a recovery code. */
const TwoFactorDisableSchema = z
  .object({
    password,
    otp: optionalOneTimeCode,
    recovery_code: optionalOneTimeCode,
  })
  .refine((value) => value.otp !== undefined || value.recovery_code !== undefined, {
    path: ["otp"],
    message: "is required (or a recovery_code)",
  });

const TwoFactorStatusSchema = z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

const TwoFactorSetupSchema = z.object({
  /** The new key in base32, to type into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code (an SVG document). */
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

const RecoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });

const CODES = "Codes: 6 digits from an authenticator app (RFC 6238 TOTP, SHA-1, 30 s steps, one step of drift either way), each accepted once.";
const LOCK_OUT =
  "Wrong passwords and codes count toward the sign-in lock-out of the address (429 with Retry-After); after 10 wrong app codes for the account within 15 minutes, from every address together, app codes answer 429 with Retry-After until those 15 minutes have passed (recovery codes still work).";

/** Two-factor sign-in for the administrator: an authenticator app's codes, and ten recovery codes. */
export const twoFactorApi = defineResource("two-factor", {
  status: {
    method: "GET",
    path: "/api/admin/2fa",
    access: "admin",
    summary: "Whether two-factor sign-in is on, and how many recovery codes are left",
    response: TwoFactorStatusSchema,
  },
  setup: {
    method: "POST",
    path: "/api/admin/2fa/setup",
    access: "admin",
    summary: "Make a new key to add to an authenticator app",
    description: "Nothing changes until the key is confirmed with `enable`; calling this again replaces the waiting key. 409 while two-factor sign-in is on.",
    response: TwoFactorSetupSchema,
    errors: [409],
  },
  enable: {
    method: "POST",
    path: "/api/admin/2fa/enable",
    access: "admin",
    summary: "Turn two-factor sign-in on with a code from the new key and the password",
    description: `Needs the password, so a stolen token cannot bind the account to another authenticator. Answers ten recovery codes, shown once (only their hashes are stored). A wrong password or code is a 400. ${LOCK_OUT} ${CODES}`,
    body: TwoFactorEnableSchema,
    response: RecoveryCodesResponseSchema,
    errors: [400, 409, 429],
  },
  disable: {
    method: "POST",
    path: "/api/admin/2fa/disable",
    access: "admin",
    summary: "Turn two-factor sign-in off",
    description: `Needs the password and a code from the app (or a recovery code). ${LOCK_OUT}`,
    body: TwoFactorDisableSchema,
    response: DoneSchema,
    errors: [400, 409, 429],
  },
  recoveryCodes: {
    method: "POST",
    path: "/api/admin/2fa/recovery-codes",
    access: "admin",
    summary: "Ten new recovery codes; the old ones stop working",
    description: `Needs a code from the app. ${LOCK_OUT}`,
    body: OtpSchema,
    response: RecoveryCodesResponseSchema,
    errors: [400, 409, 429],
  },
});
