import { timeLimit } from "./machine";

/**
 * Runs `check` until it stops throwing (answering its result), or throws its last error after `timeoutMs` (on a
 * quiet machine; longer while it is busy).
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5_000, everyMs = 50): Promise<T> {
  const limit = timeLimit(timeoutMs);
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (limit.passed()) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
