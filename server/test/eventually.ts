/** Runs `check` until it stops throwing (answering its result), or throws its last error after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
