/** Retries `check` until it passes or `timeoutMs` has gone by (for changes that reach another server a moment later). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
