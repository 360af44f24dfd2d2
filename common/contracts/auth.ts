import { z } from "zod";
import { defineResource } from "./endpoint";
import { ErrorSchema } from "./shared";

/**
 * A one-time code as typed: digits (a number is accepted too), spaces and dashes dropped. Empty means "not
 * given". Whether it is right is the server's check, so any short text passes here.
 */
export const oneTimeCode = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
  .transform((value) => (typeof value === "number" ? String(value).padStart(6, "0") : value.replace(/[\s-]+/g, "")))
  .pipe(z.string().max(64, "must be at most 64 characters"));

export const optionalOneTimeCode = oneTimeCode.nullish().transform((value) => (value ? value : undefined));

const LoginSchema = z.object({
  username: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
  password: z.string({ error: "is required" }).min(1, "is required").max(1_000, "must be at most 1000 characters"),
  /** The authenticator app's current code, when two-factor sign-in is on. */
  otp: optionalOneTimeCode,
  /** One of the recovery codes instead of `otp` (each works once). */
  recovery_code: optionalOneTimeCode,
});

export const PASSWORD_MIN_LENGTH = 10;

const PasswordChangeSchema = z.object({
  current_password: z.string({ error: "is required" }).min(1, "is required").max(1_000, "must be at most 1000 characters"),
  new_password: z
    .string({ error: "is required" })
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1_000, "must be at most 1000 characters"),
});

const LoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
});

const VerifyTokenResponseSchema = z.object({ valid: z.literal(true), username: z.string() });

/** A password change: the current session goes on with the new token; every other session ends. */
const PasswordChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().int(),
});

export const TWO_FACTOR_REQUIRED = "Two-factor code required";
export const INVALID_TWO_FACTOR_CODE = "Invalid two-factor code";

/** Signing in as the administrator, checking a token, and changing the password. */
export const authApi = defineResource("auth", {
  login: {
    method: "POST",
    path: "/api/login",
    access: "public",
    summary: "Sign in: a bearer token for the admin calls",
    description:
      'Wrong username or password: 401 "Incorrect username or password" (the same for both). With two-factor sign-in on, the password alone answers 401 `{"detail": "Two-factor code required", "two_factor_required": true}`; send it again with `otp` (the app\'s code) or `recovery_code` (each works once); a wrong code is 401 "Invalid two-factor code". Repeated failures from one address lock sign-in for a while: 429 with Retry-After. After 10 wrong app codes for the account within 15 minutes, from every address together, a sign-in with `otp` answers 429 with Retry-After until those 15 minutes have passed (`recovery_code` still works).',
    body: LoginSchema,
    response: LoginResponseSchema,
    errors: [400, 401, 429],
    errorBodies: { 401: ErrorSchema.extend({ two_factor_required: z.literal(true).optional() }) },
  },
  verify: {
    method: "GET",
    path: "/api/verify-token",
    access: "admin",
    summary: "Check that a token still works",
    response: VerifyTokenResponseSchema,
  },
  changePassword: {
    method: "PUT",
    path: "/api/admin/password",
    access: "admin",
    summary: "Change the password",
    description: `At least ${PASSWORD_MIN_LENGTH} characters. Every other session ends; the answer carries a new token for this one. A wrong \`current_password\` counts toward the sign-in lock-out of the address; while it lasts the answer is 429 with Retry-After.`,
    body: PasswordChangeSchema,
    response: PasswordChangeResponseSchema,
    errors: [400, 429],
  },
});
