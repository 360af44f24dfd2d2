/**
 * What of the status monitor's address may leave the server. The status poller never sends a user name or
 * password (it asks the address's origin and path only; /metrics is read with the API key), so they are refused
 * on save; addresses stored before that rule lose them wherever the address is shown or written out.
 */

/** The address without a user name or password; text that is no address is answered unchanged. */
export function withoutCredentials(address: string): string {
  const url = parse(address);
  if (!url || (!url.username && !url.password)) return address;
  url.username = "";
  url.password = "";
  return url.toString();
}

/** An http(s) address fit for visitors: no user name or password. Anything else answers "". */
export function publicAddress(address: string): string {
  const url = parse(address);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return "";
  if (!url.username && !url.password) return address.trim();
  url.username = "";
  url.password = "";
  return url.toString();
}

function parse(address: string): URL | null {
  try {
    return new URL(address.trim());
  } catch {
    return null;
  }
}
