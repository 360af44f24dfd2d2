import { randomUUID } from "node:crypto";

declare const checked: unique symbol;

/**
 * A request id known to hold only letters, digits and `_.:@+=-`: a UUID made here, or a proxy's id that passed
 * `checkedRequestId`. The request log writes it into its JSON lines as it is, without escaping it.
 */
export type RequestId = string & { readonly [checked]: true };

/** Ids a proxy may hand us: nginx's $request_id (32 hex digits), UUIDs, and similar short tokens. */
const ACCEPTED_ID = /^[\w.:@+=-]{1,128}$/;

export function newRequestId(): RequestId {
  return randomUUID() as RequestId;
}

/** A request's id: the one its proxy offered (when trusted and it looks sane), else a new one. */
export function requestIdFor(offered: string | string[] | undefined): RequestId {
  return (typeof offered === "string" && offered !== "" && checkedRequestId(offered)) || newRequestId();
}

/** The offered id when it looks sane, else undefined. */
export function checkedRequestId(offered: string): RequestId | undefined {
  return ACCEPTED_ID.test(offered) ? (offered as RequestId) : undefined;
}
