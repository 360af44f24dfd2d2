import type { KeyObject } from "node:crypto";
import { signatureProblem, type SignedUpdateInfo } from "./updateSignature";

export interface UpdatePolicy {
  /** The feed's base URL (feedBaseUrl): relative file names resolve against it. */
  baseUrl: string;
  /** Set when the app was built with an update-signing public key: every update must then carry a valid signature. */
  publicKey: KeyObject | null;
}

/**
 * Why an update found on the feed must not be downloaded, or null when it may be: every file has to come over
 * https://, and, with a signing key built in, the metadata has to be signed by it. electron-updater then
 * checks each downloaded file's SHA-512 against this (signed) metadata, and on Windows the installer's
 * Authenticode signature against the publisher the app was signed with.
 */
export function refusalReason(info: SignedUpdateInfo, policy: UpdatePolicy): string | null {
  if (!Array.isArray(info.files) || info.files.length === 0) return "the update lists no files";
  for (const file of info.files) {
    const url = (file as { url?: unknown } | null)?.url;
    let resolved: URL;
    try {
      resolved = new URL(String(url), policy.baseUrl);
    } catch {
      return "an update file has an invalid address";
    }
    if (resolved.protocol !== "https:") return `an update file is not served over https:// (${resolved.protocol}//)`;
  }
  return policy.publicKey === null ? null : signatureProblem(info, policy.publicKey);
}
