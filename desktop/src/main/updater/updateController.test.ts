/**
 * The update logic with the real electron-updater (its Windows updater, NsisUpdater, which downloads and checks
 * like the other platforms' updaters) against a real HTTPS feed on 127.0.0.1 serving latest.yml and an
 * installer. Electron itself is replaced by an AppAdapter (version, cache folders) and a Node HTTPS client
 * that trusts the test feed's certificate. Installing is the one step not run: it would start the installer.
 */
import { createHash, generateKeyPairSync } from "node:crypto";
import type { ClientRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { createServer as createTlsServer } from "node:net";
import path from "node:path";
import { configureRequestOptions, configureRequestUrl, HttpExecutor, type DownloadOptions } from "builder-util-runtime";
import type { RequestOptions } from "node:http";
import { NsisUpdater } from "electron-updater";
import type { AppAdapter } from "electron-updater/out/AppAdapter";
import { dump } from "js-yaml";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startUpdateFeed, type UpdateFeedServer } from "../testing/updateFeed";
import { electronUpdaterEngine } from "./electronUpdaterEngine";
import { feedBaseUrl, validateFeed, type UpdateFeed } from "./feedConfig";
import { UpdateController, UPDATE_INTERVAL_MS, type UpdateEngine, type UpdatePrompts } from "./updateController";
import { refusalReason } from "./updatePolicy";
import { signUpdateInfo, SIGNATURE_FIELD } from "./updateSignature";

const CURRENT = "1.0.0";
/** The metadata file electron-updater reads on this platform. */
const CHANNEL = process.platform === "win32" ? "latest.yml" : process.platform === "darwin" ? "latest-mac.yml" : "latest-linux.yml";
const INSTALLER = "hostsite-admin-1.1.0-win-x64.exe";
const installerBytes = Buffer.from("MZ… a stand-in Windows installer for version 1.1.0 …".repeat(500));
const signingKeys = generateKeyPairSync("ed25519");

/**
 * Node's https client trusting only the test feed's certificate, in place of the app's Electron net client
 * (ElectronHttpExecutor, whose download() this mirrors: the shared doDownload streams the file through its
 * SHA-512 check).
 */
class TrustingHttpExecutor extends HttpExecutor<ClientRequest> {
  constructor(private readonly ca: string) {
    super();
  }
  createRequest(options: RequestOptions, callback: (response: unknown) => void): ClientRequest {
    return httpsRequest({ ...(options as object), ca: this.ca }, callback);
  }
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers || undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        { destination, options, onCancel, callback: (error) => (error == null ? resolve(destination) : reject(error)), responseHandler: null },
        0,
      );
    });
  }
}

let feed: UpdateFeedServer;
let work: string;
beforeAll(async () => {
  feed = await startUpdateFeed();
});
afterAll(() => feed?.close());
afterEach(() => {
  feed.files.clear();
  feed.requests.length = 0;
  if (work) rmSync(work, { recursive: true, force: true });
});

const sha512 = (bytes: Buffer) => createHash("sha512").update(bytes).digest("base64");

/** latest.yml as electron-builder writes it, signed like the release workflow does (unless told otherwise). */
function publish(version: string, options: { bytes?: Buffer; declaredBytes?: Buffer; sign?: "yes" | "no" | "other-key"; fileUrl?: string } = {}) {
  const bytes = options.bytes ?? installerBytes;
  const declared = options.declaredBytes ?? bytes;
  const file = { url: options.fileUrl ?? INSTALLER, sha512: sha512(declared), size: declared.length };
  const info: Record<string, unknown> = { version, files: [file], path: file.url, sha512: file.sha512, releaseDate: "2026-11-01T10:00:00.000Z" };
  const sign = options.sign ?? "yes";
  if (sign !== "no") info[SIGNATURE_FIELD] = signUpdateInfo(info, sign === "yes" ? signingKeys.privateKey : generateKeyPairSync("ed25519").privateKey);
  feed.files.set(CHANNEL, dump(info));
  feed.files.set(INSTALLER, bytes);
}

function fakePrompts(answer: boolean) {
  const told: Array<{ kind: string; text: string; detail?: string }> = [];
  const asked: string[] = [];
  const prompts: UpdatePrompts = {
    askToRestart: async (version) => (asked.push(version), answer),
    tell: (message) => void told.push(message),
  };
  return { prompts, told, asked };
}

/** An installed copy of version 1.0.0 whose app-update.yml points at the test feed. */
function installedApp(feedConfig: Record<string, unknown> = { provider: "generic", url: feed.url }) {
  work = mkdtempSync(path.join(os.tmpdir(), "updater-test-"));
  const configPath = path.join(work, "app-update.yml");
  writeFileSync(configPath, dump({ ...feedConfig, updaterCacheDirName: "hostsite-admin-updater" }));
  const adapter: AppAdapter = {
    version: CURRENT,
    name: "hostsite-admin",
    isPackaged: true,
    appUpdateConfigPath: configPath,
    userDataPath: path.join(work, "userData"),
    baseCachePath: path.join(work, "cache"),
    whenReady: async () => {},
    relaunch: () => {},
    quit: () => {},
    onQuit: () => {},
  };
  const updater = new NsisUpdater(null, adapter);
  (updater as unknown as { httpExecutor: HttpExecutor<ClientRequest> }).httpExecutor = new TrustingHttpExecutor(feed.ca);
  updater.logger = null;
  const valid = validateFeed(feedConfig);
  if (!valid.ok) throw new Error(valid.error);
  const engine = electronUpdaterEngine(updater, valid.feed);
  const install = vi.fn();
  return {
    updater,
    engine: { ...engine, install } satisfies UpdateEngine,
    install,
    feed: valid.feed,
    pending: path.join(work, "cache/hostsite-admin-updater/pending"),
  };
}

function controllerFor(engine: UpdateEngine, feedConfig: UpdateFeed, prompts: UpdatePrompts, publicKey = signingKeys.publicKey) {
  const policy = { baseUrl: feedBaseUrl(feedConfig), publicKey };
  return new UpdateController({ engine, prompts, refusalReason: (update) => refusalReason(update, policy) });
}

describe("updates from a real HTTPS feed with electron-updater", () => {
  it("no update: the feed's version is the installed one; a manual check says so, an automatic one says nothing", async () => {
    publish(CURRENT);
    const app = installedApp();
    const auto = fakePrompts(true);
    expect(await controllerFor(app.engine, app.feed, auto.prompts).check({ manual: false })).toBe("up-to-date");
    expect(auto.told).toEqual([]);
    const manual = fakePrompts(true);
    expect(await controllerFor(app.engine, app.feed, manual.prompts).check({ manual: true })).toBe("up-to-date");
    expect(manual.told).toEqual([{ kind: "info", text: "Hostsite Admin is up to date" }]);
    expect(feed.requests).not.toContain(INSTALLER);
    expect(app.install).not.toHaveBeenCalled();
  });

  it("update available → downloaded and verified in the background → restart asked → installed on yes", async () => {
    publish("1.1.0");
    const app = installedApp();
    const { prompts, asked, told } = fakePrompts(true);
    expect(await controllerFor(app.engine, app.feed, prompts).check({ manual: false })).toBe("restarting");
    expect(asked).toEqual(["1.1.0"]);
    expect(told).toEqual([]);
    expect(app.install).toHaveBeenCalledTimes(1);
    expect(feed.requests.filter((r) => r === INSTALLER)).toHaveLength(1);
    expect(readFileSync(path.join(app.pending, INSTALLER))).toEqual(installerBytes);
  });

  it("“Later” keeps the downloaded update without downloading it again; a manual check asks again", async () => {
    publish("1.1.0");
    const app = installedApp();
    const later = fakePrompts(false);
    const controller = controllerFor(app.engine, app.feed, later.prompts);
    expect(await controller.check({ manual: false })).toBe("postponed");
    expect(await controller.check({ manual: false })).toBe("postponed");
    expect(later.asked).toEqual(["1.1.0"]); // not nagged by the 6-hourly check
    expect(await controller.check({ manual: true })).toBe("postponed");
    expect(later.asked).toEqual(["1.1.0", "1.1.0"]);
    expect(feed.requests.filter((r) => r === INSTALLER)).toHaveLength(1);
    expect(app.install).not.toHaveBeenCalled();
    expect(app.updater.autoInstallOnAppQuit).toBe(true); // installed when the app quits
  });

  it("feed unreachable (connection refused, after electron-updater's retries): a manual check tells why", async () => {
    const app = installedApp({ provider: "generic", url: "https://127.0.0.1:9/feed/" }); // nothing listens on port 9
    const manual = fakePrompts(true);
    expect(await controllerFor(app.engine, app.feed, manual.prompts).check({ manual: true })).toBe("failed");
    expect(manual.told).toEqual([{ kind: "error", text: "Could not check for updates", detail: expect.stringMatching(/ECONNREFUSED/) }]);
    expect(app.install).not.toHaveBeenCalled();
  });

  it("feed unreachable (connection dropped): an automatic check fails quietly", async () => {
    const dropping = createTlsServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, "127.0.0.1", resolve));
    try {
      const app = installedApp({ provider: "generic", url: `https://127.0.0.1:${(dropping.address() as AddressInfo).port}/feed/` });
      const auto = fakePrompts(true);
      expect(await controllerFor(app.engine, app.feed, auto.prompts).check({ manual: false })).toBe("failed");
      expect(auto.told).toEqual([]);
      expect(auto.asked).toEqual([]);
    } finally {
      dropping.close();
    }
  });

  it("a feed answering 404 for latest.yml is a failed check, not an update", async () => {
    const app = installedApp();
    const manual = fakePrompts(true);
    expect(await controllerFor(app.engine, app.feed, manual.prompts).check({ manual: true })).toBe("failed");
    expect(manual.told[0]).toMatchObject({ kind: "error", text: "Could not check for updates" });
  });

  it("bad SHA-512: an installer that is not the one the signed metadata describes is refused after download", async () => {
    const tampered = Buffer.concat([installerBytes, Buffer.from("evil")]);
    publish("1.1.0", { bytes: tampered, declaredBytes: installerBytes });
    const app = installedApp();
    const manual = fakePrompts(true);
    expect(await controllerFor(app.engine, app.feed, manual.prompts).check({ manual: true })).toBe("failed");
    expect(manual.asked).toEqual([]);
    expect(manual.told).toEqual([
      { kind: "error", text: "The update to 1.1.0 could not be downloaded or verified", detail: expect.stringMatching(/sha512 checksum mismatch/i) },
    ]);
    expect(existsSync(path.join(app.pending, INSTALLER))).toBe(false);
    expect(app.install).not.toHaveBeenCalled();
  });

  it.each([
    ["signed with another key", "other-key", /does not match/],
    ["not signed at all", "no", /not signed/],
  ] as const)("bad signature: metadata %s is refused before anything is downloaded", async (_name, sign, reason) => {
    publish("1.1.0", { sign });
    const app = installedApp();
    const manual = fakePrompts(true);
    expect(await controllerFor(app.engine, app.feed, manual.prompts).check({ manual: true })).toBe("refused");
    expect(manual.told).toEqual([{ kind: "error", text: "The update to 1.1.0 was refused", detail: expect.stringMatching(reason) }]);
    expect(feed.requests).toEqual([CHANNEL]);
    expect(app.install).not.toHaveBeenCalled();
  });

  it("an installer on plain http is refused even when the metadata is signed", async () => {
    publish("1.1.0", { fileUrl: "http://127.0.0.1:9/hostsite-admin-1.1.0-win-x64.exe" });
    const app = installedApp();
    const { prompts, told } = fakePrompts(true);
    expect(await controllerFor(app.engine, app.feed, prompts).check({ manual: true })).toBe("refused");
    expect(told[0].detail).toMatch(/not served over https/);
  });

  it("never takes a downgrade", async () => {
    publish("0.9.0");
    const app = installedApp();
    const { prompts, asked } = fakePrompts(true);
    expect(await controllerFor(app.engine, app.feed, prompts).check({ manual: false })).toBe("up-to-date");
    expect(asked).toEqual([]);
  });
});

describe("UpdateController schedule and state", () => {
  const engineWith = (check: UpdateEngine["check"]): UpdateEngine => ({ check, download: async () => {}, install: vi.fn() });

  it("checks at start and every 6 hours, and stops", async () => {
    const timers = { handles: [] as Array<{ callback: () => void; ms: number }>, cleared: [] as unknown[] };
    const check = vi.fn(async () => null);
    const controller = new UpdateController({
      engine: engineWith(check),
      prompts: fakePrompts(true).prompts,
      refusalReason: () => null,
      timers: {
        setInterval: (callback, ms) => (timers.handles.push({ callback, ms }), timers.handles.length),
        clearInterval: (handle) => void timers.cleared.push(handle),
      },
    });
    const stop = controller.start();
    expect(check).toHaveBeenCalledTimes(1);
    expect(timers.handles.map((h) => h.ms)).toEqual([UPDATE_INTERVAL_MS]);
    expect(UPDATE_INTERVAL_MS).toBe(6 * 60 * 60 * 1000);
    await new Promise((resolve) => setImmediate(resolve)); // the start-up check has finished
    timers.handles[0].callback();
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    expect(timers.cleared).toEqual([1]);
  });

  it("runs one check at a time; a manual check during one says so", async () => {
    let release!: () => void;
    const engine = engineWith(() => new Promise((resolve) => (release = () => resolve(null))));
    const { prompts, told } = fakePrompts(true);
    const controller = new UpdateController({ engine, prompts, refusalReason: () => null });
    const first = controller.check({ manual: false });
    expect(await controller.check({ manual: true })).toBe("busy");
    expect(told).toEqual([{ kind: "info", text: "Already checking for updates…" }]);
    release();
    expect(await first).toBe("up-to-date");
  });

  it("a copy without a usable feed reports why on a manual check", async () => {
    const { prompts, told } = fakePrompts(true);
    const controller = new UpdateController({ engine: null, disabledReason: "The update feed was refused: plain http.", prompts, refusalReason: () => null });
    expect(await controller.check({ manual: false })).toBe("disabled");
    expect(told).toEqual([]);
    expect(await controller.check({ manual: true })).toBe("disabled");
    expect(told).toEqual([{ kind: "info", text: "Automatic updates are off for this copy of the app", detail: "The update feed was refused: plain http." }]);
  });
});
