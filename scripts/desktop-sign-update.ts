/**
 * npm run desktop:sign-update -- keygen
 *   Prints a new Ed25519 key pair: HOSTSITE_UPDATE_PUBLIC_KEY (built into the app, not secret) and
 *   HOSTSITE_UPDATE_PRIVATE_KEY (a workflow secret; whoever holds it can ship updates to every installed copy).
 * npm run desktop:sign-update -- sign [folder=release]
 *   Signs every latest*.yml electron-builder wrote into the folder with $HOSTSITE_UPDATE_PRIVATE_KEY (adds the
 *   hostsiteSignature field), after checking that each installer it lists is in the folder with that SHA-512.
 *   With $HOSTSITE_UPDATE_PUBLIC_KEY set it also checks the signature against it (a mismatched secret fails here,
 *   not on the users' machines).
 */
import { createHash, generateKeyPairSync } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { dump, load } from "js-yaml";
import { refusalReason } from "../desktop/src/main/updater/updatePolicy";
import { privateKeyFrom, publicKeyFrom, signUpdateInfo, SIGNATURE_FIELD, type SignedUpdateInfo } from "../desktop/src/main/updater/updateSignature";

async function sha512Of(file: string): Promise<string | null> {
  try {
    return createHash("sha512")
      .update(await readFile(file))
      .digest("base64");
  } catch {
    return null;
  }
}

async function sign(folder: string): Promise<void> {
  const privateKeyText = process.env.HOSTSITE_UPDATE_PRIVATE_KEY;
  if (!privateKeyText) throw new Error("HOSTSITE_UPDATE_PRIVATE_KEY is not set (npm run desktop:sign-update -- keygen makes one)");
  const privateKey = privateKeyFrom(privateKeyText);
  const publicKey = process.env.HOSTSITE_UPDATE_PUBLIC_KEY ? publicKeyFrom(process.env.HOSTSITE_UPDATE_PUBLIC_KEY) : null;
  const names = (await readdir(folder)).filter((name) => /^latest.*\.yml$/.test(name));
  if (names.length === 0) throw new Error(`no latest*.yml in ${folder}: build the installers first (npm run desktop:build)`);
  for (const name of names) {
    const file = path.join(folder, name);
    const info = load(await readFile(file, "utf8")) as SignedUpdateInfo & { files?: Array<{ url: string; sha512: string }> };
    for (const entry of info.files ?? []) {
      const actual = await sha512Of(path.join(folder, entry.url));
      if (actual !== null && actual !== entry.sha512) throw new Error(`${name}: ${entry.url} in ${folder} does not have the SHA-512 the metadata lists`);
    }
    const { [SIGNATURE_FIELD]: _old, ...unsigned } = info;
    const signed = { ...unsigned, [SIGNATURE_FIELD]: signUpdateInfo(unsigned, privateKey) };
    if (publicKey !== null) {
      const problem = refusalReason(signed, { baseUrl: "https://feed.invalid/", publicKey });
      if (problem !== null) throw new Error(`${name}: ${problem} (HOSTSITE_UPDATE_PUBLIC_KEY does not belong to the private key?)`);
    }
    await writeFile(file, dump(signed, { lineWidth: -1 }));
    console.log(`signed ${file} (version ${String(info.version)}, ${info.files?.length ?? 0} files)`);
  }
}

function keygen(): void {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  console.log(`HOSTSITE_UPDATE_PUBLIC_KEY=${publicKey.export({ format: "der", type: "spki" }).toString("base64")}`);
  console.log(`HOSTSITE_UPDATE_PRIVATE_KEY=${privateKey.export({ format: "der", type: "pkcs8" }).toString("base64")}`);
}

const [command, folder = "release"] = process.argv.slice(2);
try {
  if (command === "keygen") keygen();
  else if (command === "sign") await sign(path.resolve(folder));
  else throw new Error("usage: npm run desktop:sign-update -- keygen | sign [folder]");
} catch (error) {
  console.error(`desktop:sign-update: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
