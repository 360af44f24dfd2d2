import { describe, expect, it } from "vitest";
import { HttpError } from "../errors";
import { ACCOUNT_CODE_FAILURES, ACCOUNT_CODE_WINDOW_MS, AccountCodeBudget, CODES_LOCKED } from "./accountCodeBudget";
import { MemoryWindowCounter } from "./windowCounter";

function budgetAt(startMs: number) {
  let nowMs = startMs;
  const budget = new AccountCodeBudget(new MemoryWindowCounter(), () => nowMs);
  return { budget, advance: (by: number) => void (nowMs += by) };
}

const wrong = async () => null;
const right = async () => "otp";

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("AccountCodeBudget", () => {
  it("locks after the tenth wrong code until its window has passed, reporting the lock once", async () => {
    const start = 1_800_000_000_000;
    const { budget, advance } = budgetAt(start);
    const locks: Array<number | null> = [];
    for (let n = 0; n < ACCOUNT_CODE_FAILURES; n++) locks.push((await budget.check("Admin", wrong)).lockedUntil);
    expect(locks).toEqual([...Array(ACCOUNT_CODE_FAILURES - 1).fill(null), start + ACCOUNT_CODE_WINDOW_MS]);

    advance(60_000);
    const open = await refusal(budget.assertOpen("admin"));
    expect(open.status).toBe(429);
    expect(open.message).toBe(CODES_LOCKED);
    expect(open.headers["Retry-After"]).toBe(String(ACCOUNT_CODE_WINDOW_MS / 1000 - 60));
    // Even a right code is not looked at.
    let looked = false;
    const check = await refusal(budget.check("admin", async () => ((looked = true), "otp")));
    expect(check.status).toBe(429);
    expect(looked).toBe(false);

    advance(ACCOUNT_CODE_WINDOW_MS - 60_000);
    await budget.assertOpen("admin");
    expect(await budget.check("admin", right)).toEqual({ result: "otp", lockedUntil: null });
  });

  it("does not count a right code, nor a check that failed for another reason", async () => {
    const { budget } = budgetAt(1_800_000_000_000);
    for (let n = 0; n < ACCOUNT_CODE_FAILURES - 1; n++) await budget.check("admin", wrong);
    for (let n = 0; n < 3; n++) expect((await budget.check("admin", right)).result).toBe("otp");
    await expect(budget.check("admin", () => Promise.reject(new Error("store down")))).rejects.toThrow("store down");
    await budget.assertOpen("admin");
    expect((await budget.check("admin", wrong)).lockedUntil).not.toBeNull();
    await budget.clear("admin");
    await budget.assertOpen("admin");
  });
});
