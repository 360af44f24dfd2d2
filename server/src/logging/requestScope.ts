import { AsyncLocalStorage } from "node:async_hooks";

interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `handle` (and everything it starts) inside the scope of one request. */
export function runInRequestScope<T>(requestId: string, handle: () => T): T {
  return scope.run({ requestId }, handle);
}

/** The id of the request being served, if any: the logger adds it to every line. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
