/**
 * scripts/desktop-sign-update.ts as the release workflow runs it: keygen, then sign the latest*.yml
 * electron-builder wrote beside the installers; the app's own check (refusalReason) accepts the result.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { dump, load } from "js-yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { refusalReason } from "../src/main/updater/updatePolicy";
import { publicKeyFrom, SIGNATURE_FIELD } from "../src/main/updater/updateSignature";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const script = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/desktop-sign-update.ts"), ...args], { cwd: ROOT, env: { ...process.env, ...env } });

async function keygen(): Promise<Record<string, string>> {
  const { stdout } = await script(["keygen"]);
  return Object.fromEntries(
    stdout
      .trim()
      .split("\n")
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
}

let folder: string;
const installer = Buffer.from("installer bytes for 1.2.0");
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "sign-update-"));
  await writeFile(path.join(folder, "hostsite-admin-1.2.0-linux-x86_64.AppImage"), installer);
  const sha512 = createHash("sha512").update(installer).digest("base64");
  const metadata = {
    version: "1.2.0",
    files: [{ url: "hostsite-admin-1.2.0-linux-x86_64.AppImage", sha512, size: installer.length }],
    path: "hostsite-admin-1.2.0-linux-x86_64.AppImage",
    sha512,
    releaseDate: "2026-11-01T10:00:00.000Z",
  };
  await writeFile(path.join(folder, "latest-linux.yml"), dump(metadata));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe("npm run desktop:sign-update", () => {
  it("signs latest*.yml so that the app built with the public key accepts it", async () => {
    const keys = await keygen();
    expect(Object.keys(keys)).toEqual(["HOSTSITE_UPDATE_PUBLIC_KEY", "HOSTSITE_UPDATE_PRIVATE_KEY"]);
    const { stdout } = await script(["sign", folder], keys);
    expect(stdout).toMatch(/signed .*latest-linux\.yml \(version 1\.2\.0, 1 files\)/);
    const signed = load(await readFile(path.join(folder, "latest-linux.yml"), "utf8")) as Record<string, unknown>;
    expect(typeof signed[SIGNATURE_FIELD]).toBe("string");
    expect(refusalReason(signed, { baseUrl: "https://updates.example.com/", publicKey: publicKeyFrom(keys.HOSTSITE_UPDATE_PUBLIC_KEY) })).toBeNull();

    await script(["sign", folder], keys); // signing again replaces the signature
    const again = load(await readFile(path.join(folder, "latest-linux.yml"), "utf8")) as Record<string, unknown>;
    expect(refusalReason(again, { baseUrl: "https://updates.example.com/", publicKey: publicKeyFrom(keys.HOSTSITE_UPDATE_PUBLIC_KEY) })).toBeNull();
  });

  it("refuses to sign metadata that does not match the installer beside it", async () => {
    const keys = await keygen();
    await writeFile(path.join(folder, "hostsite-admin-1.2.0-linux-x86_64.AppImage"), "something else");
    await expect(script(["sign", folder], keys)).rejects.toThrow(/does not have the SHA-512/);
  });

  it("fails when the private key does not belong to the public key the app is built with", async () => {
    const a = await keygen();
    const b = await keygen();
    await expect(
      script(["sign", folder], { HOSTSITE_UPDATE_PRIVATE_KEY: a.HOSTSITE_UPDATE_PRIVATE_KEY, HOSTSITE_UPDATE_PUBLIC_KEY: b.HOSTSITE_UPDATE_PUBLIC_KEY }),
    ).rejects.toThrow(/does not belong to the private key/);
  });

  it("fails without a key or without metadata", async () => {
    await expect(script(["sign", folder], { HOSTSITE_UPDATE_PRIVATE_KEY: "" })).rejects.toThrow(/HOSTSITE_UPDATE_PRIVATE_KEY is not set/);
    const keys = await keygen();
    await rm(path.join(folder, "latest-linux.yml"));
    await expect(script(["sign", folder], keys)).rejects.toThrow(/no latest\*\.yml/);
  });
});
