import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { refusalReason } from "./updatePolicy";
import { privateKeyFrom, publicKeyFrom, signUpdateInfo, signedPayload, SIGNATURE_FIELD } from "./updateSignature";

const keys = generateKeyPairSync("ed25519");
const other = generateKeyPairSync("ed25519");
const info = {
  version: "1.2.0",
  files: [
    { url: "hostsite-admin-1.2.0-win-x64.exe", sha512: "c2hhNTEyLWE=", size: 1000 },
    { url: "hostsite-admin-1.2.0-win-arm64.exe", sha512: "c2hhNTEyLWI=", size: 2000 },
  ],
  releaseDate: "2026-11-01T00:00:00.000Z",
};
const signed = { ...info, [SIGNATURE_FIELD]: signUpdateInfo(info, keys.privateKey) };
const policy = { baseUrl: "https://updates.example.com/hostsite-admin/", publicKey: keys.publicKey };

describe("refusalReason (what may be downloaded)", () => {
  it("accepts signed metadata whose files all come over https", () => {
    expect(refusalReason(signed, policy)).toBeNull();
    expect(refusalReason({ ...signed, files: [...signed.files].reverse() }, policy)).toBeNull(); // order does not matter
  });

  it.each([
    ["unsigned", { ...info }, /not signed/],
    ["signed by another key", { ...info, [SIGNATURE_FIELD]: signUpdateInfo(info, other.privateKey) }, /does not match/],
    ["another version under the same signature", { ...signed, version: "9.9.9" }, /does not match/],
    ["a swapped SHA-512", { ...signed, files: [{ ...info.files[0], sha512: "ZXZpbA==" }, info.files[1]] }, /does not match/],
    ["a changed size", { ...signed, files: [{ ...info.files[0], size: 1 }, info.files[1]] }, /does not match/],
    ["an extra file", { ...signed, files: [...info.files, { url: "evil.exe", sha512: "eA==" }] }, /does not match/],
    ["a garbage signature", { ...info, [SIGNATURE_FIELD]: "!!!" }, /does not match|unreadable/],
    ["no files", { version: "1.2.0", files: [], [SIGNATURE_FIELD]: "x" }, /lists no files/],
    ["a file on plain http", { ...signed, files: [{ ...info.files[0], url: "http://cdn.example.com/a.exe" }] }, /not served over https/],
  ])("refuses %s", (_name, candidate, reason) => {
    expect(refusalReason(candidate, policy)).toMatch(reason);
  });

  it("without a built-in key still insists on https://", () => {
    expect(refusalReason(info, { ...policy, publicKey: null })).toBeNull();
    expect(refusalReason({ ...info, files: [{ ...info.files[0], url: "http://x.example/a.exe" }] }, { ...policy, publicKey: null })).toMatch(/https/);
  });

  it("reads keys in the base64 DER form the key generator prints", () => {
    const pub = keys.publicKey.export({ format: "der", type: "spki" }).toString("base64");
    const priv = keys.privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");
    const signature = signUpdateInfo(info, privateKeyFrom(priv));
    expect(refusalReason({ ...info, [SIGNATURE_FIELD]: signature }, { ...policy, publicKey: publicKeyFrom(pub) })).toBeNull();
    expect(signedPayload({ version: "1" })).toBeNull();
  });
});
