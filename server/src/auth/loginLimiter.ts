import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimitError } from "../errors";
import { AccountCodeBudget } from "./accountCodeBudget";
import { MemoryWindowCounter, type WindowCounter } from "./windowCounter";

export interface LoginLimiterOptions {
  /** Login attempts per client address per minute (default 20). */
  attemptsPerMinute?: number;
  /** Failed logins per client address and username before a lock-out (default 5 in 15 minutes). */
  failuresBeforeLockout?: number;
  /** Limiters to use instead of in-memory ones (shared ones for several instances). */
  attempts?: RateLimiterAbstract;
  failures?: RateLimiterAbstract;
  /** Where each account's wrong two-factor codes are counted (a shared counter for several instances). */
  accountCodes?: WindowCounter;
  /** The clock of the account's code budget (tests move it by hand). */
  now?: () => number;
}

/**
 * Two limits on POST /api/login: a plain rate per client address, and a lock-out after repeated failures for
 * one address and username, which grows while failures continue. On top of them, each account's budget of wrong
 * two-factor codes from every address together (`codes`). All answer 429 with Retry-After.
 */
export class LoginLimiter {
  private readonly attempts: RateLimiterAbstract;
  private readonly failures: RateLimiterAbstract;
  readonly codes: AccountCodeBudget;

  constructor(options: LoginLimiterOptions = {}) {
    this.attempts = options.attempts ?? new RateLimiterMemory({ keyPrefix: "login", points: options.attemptsPerMinute ?? 20, duration: 60 });
    this.failures =
      options.failures ??
      new RateLimiterMemory({ keyPrefix: "login_fail", points: options.failuresBeforeLockout ?? 5, duration: 15 * 60, blockDuration: 15 * 60 });
    this.codes = new AccountCodeBudget(options.accountCodes ?? new MemoryWindowCounter(), options.now);
  }

  /** Throws 429 when this client may not try now. */
  async beforeAttempt(ip: string, username: string): Promise<void> {
    await this.assertNotLockedOut(ip, username);
    try {
      await this.attempts.consume(ip);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  /**
   * Throws 429 while this client and username are locked out. Checks of the password or a two-factor code
   * outside the sign-in (changing the password, turning two-factor on or off, new recovery codes) use it too, so
   * a stolen token cannot be used to guess them.
   */
  async assertNotLockedOut(ip: string, username: string): Promise<void> {
    const blocked = await this.failures.get(failureKey(ip, username));
    if (blocked && blocked.remainingPoints <= 0) throw tooMany(blocked.msBeforeNext);
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    try {
      await this.failures.consume(failureKey(ip, username));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  }

  async recordSuccess(ip: string, username: string): Promise<void> {
    await this.failures.delete(failureKey(ip, username));
  }
}

function failureKey(ip: string, username: string): string {
  return `${ip}|${username.toLowerCase()}`;
}

function tooMany(msBeforeNext: number) {
  return RateLimitError(msBeforeNext / 1000, "Too many login attempts. Please wait before trying again.");
}
