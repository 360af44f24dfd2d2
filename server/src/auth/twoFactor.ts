import { renderSVG } from "uqr";
import { INVALID_TWO_FACTOR_CODE, type TwoFactorSetup, type TwoFactorStatus } from "../../../common/contracts";
import { ConflictError, ValidationError } from "../errors";
import type { AdminAccount, Store, TwoFactorState } from "../store/types";
import { hashRecoveryCode, newRecoveryCodes } from "./recoveryCodes";
import { matchTotp, newTotpSecret, otpauthUrl, recentSteps } from "./totp";

/** A code the administrator typed: from the authenticator app, or one of the recovery codes. */
export interface GivenCode {
  otp?: string;
  recovery_code?: string;
}

export type CodeKind = "otp" | "recovery_code";

const NOT_ENABLED = "Two-factor sign-in is not enabled";

export function twoFactorEnabled(admin: Readonly<AdminAccount> | null): boolean {
  return Boolean(admin?.two_factor?.secret);
}

export function twoFactorStatus(admin: Readonly<AdminAccount> | null): TwoFactorStatus {
  const state = admin?.two_factor;
  return { enabled: Boolean(state?.secret), recovery_codes_left: state?.secret ? state.recovery_code_hashes.length : 0 };
}

/**
 * Makes a new key and keeps it as pending: nothing changes for sign-in until it is confirmed with a code.
 * Calling it again replaces the pending key. Refused while two-factor sign-in is on (turn it off first).
 */
export async function startTwoFactorSetup(store: Store, issuer: string): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const username = await store.update(["admin"], (draft) => {
    const admin = requireAccount(draft.admin);
    if (admin.two_factor?.secret) throw ConflictError("Two-factor sign-in is already enabled; turn it off first to set up a new key");
    admin.two_factor = { ...emptyState(), pending_secret: secret };
    return admin.username;
  });
  const url = otpauthUrl(issuer, username, secret);
  return { secret, otpauth_url: url, qr_svg: renderSVG(url, { border: 2 }) };
}

/**
 * Confirms the pending key with a code from the app: two-factor sign-in is on; answers the recovery codes, or
 * null when the code is wrong (nothing changes then).
 */
export async function enableTwoFactor(store: Store, otp: string, nowMs: number): Promise<string[] | null> {
  const { codes, hashes } = newRecoveryCodes();
  return store.update(["admin"], (draft) => {
    const admin = requireAccount(draft.admin);
    const state = admin.two_factor;
    if (state?.secret) throw ConflictError("Two-factor sign-in is already enabled");
    if (!state?.pending_secret) throw ValidationError("Start the setup first: there is no key waiting to be confirmed");
    if (matchTotp(state.pending_secret, otp, nowMs) === null) return null;
    admin.two_factor = {
      secret: state.pending_secret,
      pending_secret: null,
      recovery_code_hashes: hashes,
      used_steps: [],
      enabled_at: new Date(nowMs).toISOString(),
    };
    return codes;
  });
}

/**
 * Checks a sign-in code and uses it up: an app code's time step is remembered (the same code is refused at the
 * next sign-in), a recovery code is deleted. Answers which kind matched, or null. Runs as one store update, so
 * two servers given the same code at once accept it only once.
 */
export async function useTwoFactorCode(store: Store, given: GivenCode, nowMs: number): Promise<CodeKind | null> {
  // Most wrong codes are turned away by the in-memory copy, without a write.
  const current = store.snapshot().admin?.two_factor;
  if (!current?.secret || !matchesCode(current, given, nowMs)) return null;
  return store.update(["admin"], (draft) => {
    const state = draft.admin?.two_factor;
    if (!state?.secret) return null;
    if (given.otp !== undefined) {
      const step = matchTotp(state.secret, given.otp, nowMs, state.used_steps);
      if (step === null) return null;
      state.used_steps = [...recentSteps(state.used_steps, nowMs), step];
      return "otp";
    }
    const at = given.recovery_code === undefined ? -1 : state.recovery_code_hashes.indexOf(hashRecoveryCode(given.recovery_code));
    if (at < 0) return null;
    state.recovery_code_hashes.splice(at, 1);
    return "recovery_code";
  });
}

/** Throws 409 unless two-factor sign-in is on. */
export function requireTwoFactorOn(store: Store): void {
  if (!twoFactorEnabled(store.snapshot().admin)) throw ConflictError(NOT_ENABLED);
}

/**
 * The confirmation asked by the account's own changes (new recovery codes, turning two-factor off), made from a
 * signed-in session: the app's current code proves the phone is at hand. It is not used up, so the code just
 * used to sign in confirms too; only sign-ins refuse a code twice. A recovery code is used up. Answers which kind
 * matched, or null.
 */
export async function confirmTwoFactorCode(store: Store, given: GivenCode, nowMs: number): Promise<CodeKind | null> {
  const secret = store.snapshot().admin?.two_factor?.secret;
  if (given.otp !== undefined) return secret && matchTotp(secret, given.otp, nowMs) !== null ? "otp" : null;
  return useTwoFactorCode(store, given, nowMs);
}

/** The 400 of a wrong code, naming the field it came in. */
export function invalidCode(kind: CodeKind, message = "is not valid") {
  return ValidationError(INVALID_TWO_FACTOR_CODE, [{ field: kind, message, code: "incorrect" }]);
}

/** Turns two-factor sign-in off (the key and recovery codes are deleted). Answers false when it was off. */
export async function disableTwoFactor(store: Store): Promise<boolean> {
  return store.update(["admin"], (draft) => {
    const admin = draft.admin;
    if (!admin?.two_factor) return false;
    const wasOn = Boolean(admin.two_factor.secret);
    delete admin.two_factor;
    return wasOn;
  });
}

/** A new set of recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(store: Store): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes();
  await store.update(["admin"], (draft) => {
    const state = draft.admin?.two_factor;
    if (!state?.secret) throw ConflictError(NOT_ENABLED);
    state.recovery_code_hashes = hashes;
  });
  return codes;
}

function matchesCode(state: TwoFactorState, given: GivenCode, nowMs: number): boolean {
  if (given.otp !== undefined) return state.secret !== null && matchTotp(state.secret, given.otp, nowMs, state.used_steps) !== null;
  if (given.recovery_code !== undefined) return state.recovery_code_hashes.includes(hashRecoveryCode(given.recovery_code));
  return false;
}

function requireAccount(admin: AdminAccount | null): AdminAccount {
  if (!admin) throw ConflictError("There is no administrator account yet");
  return admin;
}

function emptyState(): TwoFactorState {
  return { secret: null, pending_secret: null, recovery_code_hashes: [], used_steps: [], enabled_at: null };
}
