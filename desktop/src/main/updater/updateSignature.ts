import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";

/**
 * An Ed25519 signature over an update's metadata (version and every file's name, size and SHA-512), added to
 * electron-builder's latest*.yml by the release workflow (scripts/desktop-sign-update.ts). Since each file's
 * SHA-512 is checked by electron-updater after download, a valid signature binds the downloaded installer to
 * the key holder, also on Linux where the OS checks no code signature, and for a self-hosted feed.
 */
export const SIGNATURE_FIELD = "hostsiteSignature";

export interface SignedUpdateInfo {
  version?: unknown;
  files?: unknown;
  [SIGNATURE_FIELD]?: unknown;
}

interface FileEntry {
  url: string;
  sha512: string;
  size?: number;
}

function filesOf(info: SignedUpdateInfo): FileEntry[] | null {
  if (!Array.isArray(info.files) || info.files.length === 0) return null;
  const files: FileEntry[] = [];
  for (const file of info.files) {
    const { url, sha512, size } = (file ?? {}) as Record<string, unknown>;
    if (typeof url !== "string" || typeof sha512 !== "string" || (size !== undefined && typeof size !== "number")) return null;
    files.push({ url, sha512, ...(size === undefined ? {} : { size }) });
  }
  return files;
}

/** The exact bytes that are signed; null when the metadata lacks a version or its files. */
export function signedPayload(info: SignedUpdateInfo): Buffer | null {
  const files = filesOf(info);
  if (typeof info.version !== "string" || files === null) return null;
  const lines = [...files].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)).map((f) => `${f.url}\t${f.size ?? ""}\t${f.sha512}`);
  return Buffer.from(["hostsite-update-v1", info.version, ...lines].join("\n"), "utf8");
}

/** A public key given as base64 DER (SPKI), the form `desktop:sign-update keygen` prints. */
export function publicKeyFrom(base64: string): KeyObject {
  return createPublicKey({ key: Buffer.from(base64.trim(), "base64"), format: "der", type: "spki" });
}

export function privateKeyFrom(base64: string): KeyObject {
  return createPrivateKey({ key: Buffer.from(base64.trim(), "base64"), format: "der", type: "pkcs8" });
}

export function signUpdateInfo(info: SignedUpdateInfo, privateKey: KeyObject): string {
  const payload = signedPayload(info);
  if (payload === null) throw new Error("the update metadata has no version or no files to sign");
  return sign(null, payload, privateKey).toString("base64");
}

/** null when the signature is valid; otherwise why the update is refused. */
export function signatureProblem(info: SignedUpdateInfo, publicKey: KeyObject): string | null {
  const signature = info[SIGNATURE_FIELD];
  if (typeof signature !== "string" || signature === "") return "the update is not signed";
  const payload = signedPayload(info);
  if (payload === null) return "the update metadata is incomplete";
  try {
    return verify(null, payload, publicKey, Buffer.from(signature, "base64")) ? null : "the update's signature does not match";
  } catch {
    return "the update's signature is unreadable";
  }
}
