import { z } from "zod";

export const LoginSchema = z.object({
  username: z.string({ error: "is required" }).trim().min(1, "is required").max(200),
  password: z.string({ error: "is required" }).min(1, "is required").max(1_000),
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
