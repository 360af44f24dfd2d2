import { z } from "zod";

/**
 * A one-time code as typed: digits (a number is accepted too), spaces and dashes dropped. Empty means "not
 * given". Whether it is right is the server's check, so any short text passes here.
 */
const code = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
  .transform((value) => (typeof value === "number" ? String(value).padStart(6, "0") : value.replace(/[\s-]+/g, "")))
  .pipe(z.string().max(64, "must be at most 64 characters"));

const optionalCode = code.nullish().transform((value) => (value ? value : undefined));

export const LoginSchema = z.object({
  username: z.string({ error: "is required" }).trim().min(1, "is required").max(200),
  password: z.string({ error: "is required" }).min(1, "is required").max(1_000),
  /** The authenticator app's current code, when two-factor sign-in is on. */
  otp: optionalCode,
  /** One of the recovery codes instead of `otp` (each works once). */
  recovery_code: optionalCode,
});

export const PASSWORD_MIN_LENGTH = 10;

export const PasswordChangeSchema = z.object({
  current_password: z.string({ error: "is required" }).min(1, "is required").max(1_000),
  new_password: z
    .string({ error: "is required" })
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1_000, "must be at most 1000 characters"),
});

export interface LoginResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
}

export interface VerifyTokenResponse {
  valid: true;
  username: string;
}

/** POST /api/login answers 401 with this body when the password was right but a code is needed. */
export interface TwoFactorRequiredResponse {
  detail: string;
  two_factor_required: true;
}

export const TWO_FACTOR_REQUIRED = "Two-factor code required";
export const INVALID_TWO_FACTOR_CODE = "Invalid two-factor code";
/** How many recovery codes one set has. */
export const RECOVERY_CODE_COUNT = 10;

/** Body of POST /api/admin/2fa/enable and /api/admin/2fa/recovery-codes. */
export const OtpSchema = z.object({
  otp: code.refine((value) => value.length > 0, "is required"),
});

/** Body of POST /api/admin/2fa/disable: the password and a code from the app or a recovery code. */
export const TwoFactorDisableSchema = z
  .object({
    password: z.string({ error: "is required" }).min(1, "is required").max(1_000),
    otp: optionalCode,
    recovery_code: optionalCode,
  })
  .refine((value) => value.otp !== undefined || value.recovery_code !== undefined, {
    path: ["otp"],
    message: "is required (or a recovery_code)",
  });

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
}

export interface TwoFactorSetup {
  /** The new key in base32, to type into an app that cannot scan. */
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code (an SVG document). */
  qr_svg: string;
}

export interface RecoveryCodesResponse {
  recovery_codes: string[];
}

/** One signed-in session of the administrator (GET /api/admin/sessions). */
export interface AdminSessionView {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string;
  user_agent: string;
  /** True for the session making this request. */
  current: boolean;
}
