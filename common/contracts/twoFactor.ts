import { z } from "zod";
import { oneTimeCode, optionalOneTimeCode } from "./auth";
import { defineResource } from "./endpoint";
import { DoneSchema } from "./shared";

/** How many recovery codes one set has. */
export const RECOVERY_CODE_COUNT = 10;

/** The message once two-factor sign-in is turned off: the API's answer and the admin panel's notice. */
export const TWO_FACTOR_OFF = "Two-factor sign-in is off.";

/** Body of POST /api/admin/2fa/enable and /api/admin/2fa/recovery-codes. */
export const OtpSchema = z.object({
  otp: oneTimeCode.refine((value) => value.length > 0, "is required"),
});

/** Body of POST /api/admin/2fa/disable: the password and a code from the app or a recovery code. */
export const TwoFactorDisableSchema = z
  .object({
    password: z.string({ error: "is required" }).min(1, "is required").max(1_000),
    otp: optionalOneTimeCode,
    recovery_code: optionalOneTimeCode,
  })
  .refine((value) => value.otp !== undefined || value.recovery_code !== undefined, {
    path: ["otp"],
    message: "is required (or a recovery_code)",
  });

export const TwoFactorStatusSchema = z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({
  /** The new key in base32, to type into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code (an SVG document). */
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const RecoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

const CODES = "Codes: 6 digits from an authenticator app (RFC 6238 TOTP, SHA-1, 30 s steps, one step of drift either way), each accepted once.";

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
    summary: "Turn two-factor sign-in on with a code from the new key",
    description: `Answers ten recovery codes, shown once (only their hashes are stored). A wrong code is a 400. ${CODES}`,
    body: OtpSchema,
    response: RecoveryCodesResponseSchema,
    errors: [400, 409],
  },
  disable: {
    method: "POST",
    path: "/api/admin/2fa/disable",
    access: "admin",
    summary: "Turn two-factor sign-in off",
    description: "Needs the password and a code from the app (or a recovery code). Wrong ones count toward the sign-in lock-out.",
    body: TwoFactorDisableSchema,
    response: DoneSchema,
    errors: [400, 409, 429],
  },
  recoveryCodes: {
    method: "POST",
    path: "/api/admin/2fa/recovery-codes",
    access: "admin",
    summary: "Ten new recovery codes; the old ones stop working",
    body: OtpSchema,
    response: RecoveryCodesResponseSchema,
    errors: [400, 409, 429],
  },
});
