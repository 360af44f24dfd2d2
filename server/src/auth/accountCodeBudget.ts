import { RateLimitError } from "../errors";
import type { WindowCounter } from "./windowCounter";

/** Wrong app codes one account may get within one window, from every address together. */
export const ACCOUNT_CODE_FAILURES = 10;
export const ACCOUNT_CODE_WINDOW_MS = 15 * 60 * 1000;
export const CODES_LOCKED = "Too many wrong two-factor codes for this account. Please wait before trying again, or sign in with one of your recovery codes.";

/** What one checked code came to: the check's answer (null: wrong), and the lock's end when this wrong code spent the budget. */
export interface CheckedCode<T> {
  result: T | null;
  lockedUntil: number | null;
}

/**
 * The account's budget of wrong authenticator-app codes, on top of the per-address lock-out: after
 * ACCOUNT_CODE_FAILURES wrong codes within ACCOUNT_CODE_WINDOW_MS, app codes answer 429 from every address until
 * the window passes. Each check takes its place in the budget before the code is looked at and gives it back when
 * the code was right, so guesses sent at once from many addresses are never checked more than the budget allows.
 * Recovery codes are not counted (they cannot be guessed).
 */
export class AccountCodeBudget {
  constructor(
    private readonly counter: WindowCounter,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 while the account's app codes are locked. */
  async assertOpen(username: string): Promise<void> {
    const now = this.now();
    const current = await this.counter.read(budgetKey(username), now);
    if (current && current.count >= ACCOUNT_CODE_FAILURES) throw locked(current.endsAt - now);
  }

  /** Runs `check` (null: the code was wrong) within the budget; throws 429 when the budget is spent. */
  async check<T>(username: string, check: () => Promise<T | null>): Promise<CheckedCode<T>> {
    const key = budgetKey(username);
    const now = this.now();
    const place = await this.counter.take(key, ACCOUNT_CODE_FAILURES, ACCOUNT_CODE_WINDOW_MS, now);
    if (!place.taken) throw locked(place.endsAt - now);
    // Giving back may fail (the database went away): then the budget is one smaller, never larger.
    const giveBack = () => this.counter.giveBack(key, place.endsAt).catch(() => {});
    let result: T | null;
    try {
      result = await check();
    } catch (error) {
      await giveBack();
      throw error;
    }
    if (result !== null) {
      await giveBack();
      return { result, lockedUntil: null };
    }
    return { result, lockedUntil: place.count >= ACCOUNT_CODE_FAILURES ? place.endsAt : null };
  }

  /** Starts the budget afresh (two-factor sign-in was turned off: the key the wrong codes were for is gone). */
  async clear(username: string): Promise<void> {
    await this.counter.clear(budgetKey(username));
  }
}

function budgetKey(username: string): string {
  return `code_fail:${username.toLowerCase()}`;
}

function locked(msLeft: number) {
  return RateLimitError(msLeft / 1000, CODES_LOCKED);
}
