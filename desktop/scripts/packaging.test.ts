/**
 * electron-builder.yml: validated with electron-builder's own schema, then packaged for real with
 * `electron-builder --linux dir`. The Electron used is $ELECTRON_DIST or node_modules/electron/dist when present;
 * otherwise (no network here) a stand-in Electron folder whose "binary" carries only the fuse wire, so that
 * electron-builder's copying, asar packing and fuse flipping all run for real. What a stand-in cannot show (the
 * app starting) is left to the release workflow's smoke test.
 */
import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaledMs } from "../../server/test/machine";

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const ROOT = path.resolve(__dirname, "../..");
const FUSE_SENTINEL = "dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX";
/** Fuse order of @electron/fuses V1: RunAsNode, CookieEncryption, NodeOptions, NodeCliInspect, AsarIntegrity, OnlyLoadAppFromAsar, V8Snapshot, FileProtocolPrivileges. */
const EXPECTED_WIRE = "01001100";
const UPDATE_URL = "https://updates.example.com/hostsite-admin/";
const UPDATE_KEY = generateKeyPairSync("ed25519").publicKey.export({ format: "der", type: "spki" }).toString("base64");

type BuilderConfig = Record<string, unknown> & { directories?: Record<string, string>; electronFuses?: Record<string, boolean> };
const configModule = require(path.join(ROOT, "node_modules/app-builder-lib/out/util/config/config.js")) as {
  getConfig(projectDir: string, configPath: string, configFromOptions: null): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, debugLogger: unknown): Promise<void>;
};
const { DebugLogger } = require(path.join(ROOT, "node_modules/builder-util")) as { DebugLogger: new (enabled: boolean) => unknown };

async function loadConfig(): Promise<BuilderConfig> {
  return configModule.getConfig(ROOT, path.join(ROOT, "electron-builder.yml"), null);
}

describe("electron-builder.yml", () => {
  it("passes electron-builder's schema validation (which does reject unknown keys)", async () => {
    const config = await loadConfig();
    await expect(configModule.validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    await expect(configModule.validateConfiguration({ ...config, notAnOption: true }, new DebugLogger(false))).rejects.toThrow();
  });

  it("packs only desktop/dist, builds AppImage+deb, NSIS and dmg, and flips the security fuses", async () => {
    const config = (await loadConfig()) as BuilderConfig & Record<string, { target?: unknown }>;
    expect(config.appId).toBe("com.hostsite.admin");
    expect(config.productName).toBe("Hostsite Admin");
    expect(config.directories?.app).toBe("desktop/dist");
    expect(config.linux.target).toEqual(["AppImage", "deb"]);
    expect(config.win.target).toEqual(["nsis"]);
    expect(config.mac.target).toEqual(["dmg", "zip"]); // the zip is what macOS updates download
    expect(config.publish).toEqual({ provider: "github" });
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(existsSync(path.join(ROOT, "desktop/assets/icon.png"))).toBe(true);
  });
});

describe("electron-builder --linux dir", () => {
  let work: string;
  let electronDist: string;
  let standIn = false;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), "desktop-pack-"));
    const real = process.env.ELECTRON_DIST ?? path.join(ROOT, "node_modules/electron/dist");
    if (existsSync(path.join(real, "electron"))) {
      electronDist = real;
    } else {
      standIn = true;
      electronDist = path.join(work, "electron-dist");
      await mkdir(path.join(electronDist, "resources"), { recursive: true });
      // Fuse wire V1 with 8 fuses, in Electron's shipped state (RunAsNode, NodeOptions, NodeCliInspect, file: privileges on).
      await writeFile(path.join(electronDist, "electron"), `#!/bin/sh\n# stand-in Electron\n${FUSE_SENTINEL}\x01\x0810110001\n`);
      await chmod(path.join(electronDist, "electron"), 0o755);
      await writeFile(path.join(electronDist, "version"), "v45.4.1");
      for (const file of ["LICENSE", "LICENSES.chromium.html", "chrome-sandbox"]) await writeFile(path.join(electronDist, file), "");
    }
    // Through the build script, as a company hosting its own updates would build it.
    await run(process.execPath, [path.join(ROOT, "scripts/desktop-build.mjs"), "--linux", "dir", `-c.directories.output=${path.join(work, "out")}`], {
      cwd: ROOT,
      maxBuffer: 32 * 1024 * 1024,
      env: { ...process.env, ELECTRON_DIST: electronDist, HOSTSITE_UPDATE_URL: UPDATE_URL, HOSTSITE_UPDATE_PUBLIC_KEY: UPDATE_KEY, GITHUB_REPOSITORY: "" },
    });
  }, scaledMs(180_000));
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("packs the bundled app alone into app.asar: no node_modules, no source maps, no server code", () => {
    const asar = require(path.join(ROOT, "node_modules/@electron/asar")) as { listPackage(file: string, options: object): string[] };
    const files = asar.listPackage(path.join(work, "out/linux-unpacked/resources/app.asar"), { isPack: false }).map((f) => f.replaceAll("\\", "/"));
    expect(files).toEqual(expect.arrayContaining(["/main.cjs", "/preload.cjs", "/package.json", "/renderer/index.html"]));
    expect(files.filter((f) => f.includes("node_modules"))).toEqual([]);
    expect(files.filter((f) => f.endsWith(".map"))).toEqual([]);
    expect(files.filter((f) => f.startsWith("/renderer-e2e") || f.startsWith("/server") || f.startsWith("/web"))).toEqual([]);
    expect(files.every((f) => /^\/(main\.cjs|preload\.cjs|package\.json|renderer(\/.*)?)$/.test(f))).toBe(true);
  });

  it("writes the update feed into the app and builds the update-signing key into main.cjs", async () => {
    const feed = await readFile(path.join(work, "out/linux-unpacked/resources/app-update.yml"), "utf8");
    expect(feed).toMatch(/^provider: generic$/m);
    expect(feed).toContain(`url: ${UPDATE_URL}`);
    expect(feed).toMatch(/^updaterCacheDirName: \S+$/m);
    expect(await readFile(path.join(ROOT, "desktop/dist/main.cjs"), "utf8")).toContain(UPDATE_KEY);
  });

  it("refuses to build with a plain-http update feed or a key that is not Ed25519", async () => {
    const build = (env: Record<string, string>) =>
      run(process.execPath, [path.join(ROOT, "scripts/desktop-build.mjs"), "--skip-package"], { cwd: ROOT, env: { ...process.env, ...env } });
    await expect(build({ HOSTSITE_UPDATE_URL: "http://updates.example.com/" })).rejects.toThrow(/must start with https/);
    await expect(build({ HOSTSITE_UPDATE_PUBLIC_KEY: "bm90IGEga2V5" })).rejects.toThrow(/not an Ed25519 public key/);
  });

  it("writes the app's own package.json with the product name and version", async () => {
    const manifest = JSON.parse(await readFile(path.join(ROOT, "desktop/dist/package.json"), "utf8")) as Record<string, unknown>;
    const root = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as { version: string };
    expect(manifest).toMatchObject({ productName: "Hostsite Admin", main: "main.cjs", version: root.version });
    expect(manifest.dependencies).toBeUndefined();
  });

  it("names the executable and flips the fuses (no running as Node, app only from asar)", async () => {
    const binary = await readFile(path.join(work, "out/linux-unpacked/hostsite-admin"));
    const at = binary.indexOf(FUSE_SENTINEL) + FUSE_SENTINEL.length;
    expect(binary[at]).toBe(1); // wire version
    const length = binary[at + 1];
    const wire = binary.subarray(at + 2, at + 2 + Math.min(length, EXPECTED_WIRE.length)).toString("latin1");
    expect(wire).toBe(EXPECTED_WIRE);
    if (standIn) expect(length).toBe(8);
  });
});
