/**
 * The desktop renderer in headless Chromium against the real server (see testing/harness.ts for how Electron is
 * replaced). The admin panel is the e2e stand-in, which logs in through the host it is given; the last tests
 * mount the real panel build.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../../../web/test/browser";
import { codeAt, earlyInStep } from "../../../server/test/totpCodes";
import {
  bridgeScript,
  buildRenderer,
  connectFirstSite,
  emitMenuCommand,
  openApp,
  PASSWORD,
  ROOT,
  startApiSite,
  storageDump,
  type ApiSite,
  type OpenedApp,
} from "./testing/harness";
import { scaledMs } from "../../../server/test/machine";

let api: ApiSite;
let browser: Browser;
let bridge: string;
let standIn: Awaited<ReturnType<typeof buildRenderer>>;
let realPanel: Awaited<ReturnType<typeof buildRenderer>>;
/** Set when the real admin panel (web/src/admin, built by others) does not build yet. */
const opened: OpenedApp[] = [];

beforeAll(async () => {
  api = await startApiSite();
  standIn = await buildRenderer("e2e");
  bridge = await bridgeScript();
  browser = await launchBrowser();
}, scaledMs(120_000));

afterAll(async () => {
  for (const app of opened) await app.close();
  await browser?.close();
  await api?.close();
  await standIn?.remove();
  await realPanel?.remove();
});

async function open(dir = standIn.dir) {
  const app = await openApp(browser, dir, [api], bridge);
  opened.push(app);
  return app;
}

describe("desktop renderer", () => {
  it("asks for the site on first start, validates it, saves it as the first profile, then shows the panel", async () => {
    const { main, page, errors } = await open();
    await page.getByRole("heading", { name: "Connect to your site" }).waitFor();
    await expect(page.getByText("Hostsite Admin 9.9.9-test").isVisible()).resolves.toBe(true);

    const address = page.getByLabel("Server address");
    await address.fill("http://hosting.example.com");
    await page.getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(/https/);
    expect(main.profiles.list()).toEqual([]);

    await address.fill("http://127.0.0.1:1"); // nothing listens there
    await page.getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(/Could not reach/);

    await address.fill(`${api.origin}/admin`);
    await page.getByLabel(/Site name/).fill("Brand A");
    await page.getByRole("button", { name: "Connect" }).click();
    const panel = page.getByTestId("stand-in-panel");
    await panel.waitFor();
    expect(main.profiles.list()).toEqual([{ id: expect.any(String), name: "Brand A", serverUrl: api.origin }]);
    await expect(panel.getAttribute("data-api-base")).resolves.toBe(api.origin);
    await expect(panel.getAttribute("data-platform")).resolves.toBe("desktop");
    await expect(page.title()).resolves.toBe("Hostsite Admin — Brand A");
    expect(errors).toEqual([]);
  });

  it("logs in through the site (CORS), keeps the token in the bridge, not in web storage; logout clears it", async () => {
    const { main, page, errors } = await open();
    await connectFirstSite(page, api.origin);
    await page.getByTestId("stand-in-panel").waitFor();

    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Incorrect username or password");
    await expect(main.token()).resolves.toBeNull();

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Signed in as admin").waitFor();
    await page.getByRole("navigation", { name: "Tabs" }).waitFor();
    const token = await main.token();
    expect(token).toMatch(/\S{20,}/);
    const stored = JSON.stringify(main.settings.get("tokenCiphertexts"));
    expect(Object.keys(main.settings.get("tokenCiphertexts") ?? {})).toEqual([main.profiles.active()!.id]);
    expect(stored).not.toContain(token!);
    const storage = await storageDump(page);
    expect(storage).not.toContain(token!);
    expect(storage).toBe(JSON.stringify({ local: {}, session: {}, cookie: "" }));

    await page.reload(); // the token comes back from the bridge
    await page.getByText("Signed in as admin").waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Log in" }).waitFor();
    await expect(main.token()).resolves.toBeNull();
    expect(main.settings.get("tokenCiphertexts")).toEqual({});
    // The wrong password's 401 is logged by Chromium; anything else (a CORS or CSP refusal) would fail here.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it("the Sites screen opens from the menu and from the panel, shows the site in use, and Back returns", async () => {
    const { main, page } = await open();
    await connectFirstSite(page, api.origin, "Brand A");
    await page.getByTestId("stand-in-panel").waitFor();
    await page.getByRole("textbox", { name: "Draft note" }).fill("typed before opening Sites");

    await emitMenuCommand(main, "show-sites");
    await page.getByRole("heading", { name: "Sites" }).waitFor();
    const current = page.getByRole("listitem").filter({ hasText: "Brand A" });
    await expect(current.getAttribute("aria-current")).resolves.toBe("true");
    await expect(current.getByText(api.origin).isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("textbox", { name: "Draft note" }).inputValue()).resolves.toBe("typed before opening Sites");

    await page.getByRole("button", { name: "Change server" }).click();
    await page.getByRole("heading", { name: "Sites" }).waitFor();
  });

  it("the CSP lets the page reach only the site in use", async () => {
    const { page } = await open();
    await connectFirstSite(page, api.origin);
    await page.getByTestId("stand-in-panel").waitFor();
    const results = await page.evaluate(async (origin) => {
      const attempt = (url: string) =>
        fetch(url).then(
          () => "ok",
          () => "blocked",
        );
      return { api: await attempt(`${origin}/api/verify-token`), other: await attempt("http://127.0.0.1:9/x") };
    }, api.origin);
    expect(results).toEqual({ api: "ok", other: "blocked" });
  });
});

describe("desktop renderer with the real admin panel", () => {
  // The real panel's build: when it fails, these tests fail with the build's error (they are never skipped).
  beforeAll(async () => {
    realPanel = await buildRenderer("production");
  }, scaledMs(120_000));

  it("mounts the real admin panel build with the site in use", async () => {
    const { page, errors } = await open(realPanel.dir);
    await connectFirstSite(page, api.origin);
    await page.waitForFunction(() => (document.querySelector(".admin-panel-host")?.childElementCount ?? 0) > 0);
    await expect(page.getByRole("heading", { name: "Connect to your site" }).count()).resolves.toBe(0);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it("a new-message notification names sender and subject; clicking it opens the Contact Submissions tab", async () => {
    const { main, page } = await open(realPanel.dir);
    await connectFirstSite(page, api.origin, "Brand A");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: /log ?in|sign ?in/i }).click();
    await page.getByRole("tab", { name: /Hosting Plans/ }).waitFor();
    await expect(page.getByRole("tab", { name: /Contact Submissions/ }).getAttribute("aria-selected")).resolves.toBe("false");

    await main.watcher.poll(); // what the one-minute timer does; the messages already there count as seen
    await api.sendMessage("Ada Lovelace", "Moving 40 sites to you");
    const status = await main.watcher.poll();
    expect(main.notices.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: "New message on Brand A", body: "From Ada Lovelace: Moving 40 sites to you" },
    ]);
    await page.waitForFunction((count) => document.title === `(${count}) Hostsite Admin — Brand A`, status.unread);

    await main.notices[0].click();
    await expect.poll(() => page.getByRole("tab", { name: /Contact Submissions/ }).getAttribute("aria-selected")).toBe("true");
    await page.getByText("Moving 40 sites to you").first().waitFor();
    expect(new URL(page.url()).hash).toBe("#submissions");
  });

  it("signs in with a two-factor code; the token lands in the bridge", async () => {
    await earlyInStep();
    const call = async (route: string, body: unknown, token?: string) => {
      const response = await fetch(`${api.origin}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Record<string, any>;
    };
    const { access_token } = await call("/api/login", { username: "admin", password: PASSWORD });
    const setup = await call("/api/admin/2fa/setup", {}, access_token);
    const { recovery_codes } = await call("/api/admin/2fa/enable", { otp: codeAt(setup.secret, Date.now()), password: PASSWORD }, access_token);
    try {
      const { main, page, errors } = await open(realPanel.dir);
      await connectFirstSite(page, api.origin);
      await page.getByLabel("Username").fill("admin");
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByLabel("Authentication code").fill(codeAt(setup.secret, Date.now()));
      await page.getByRole("button", { name: "Verify" }).click();
      await page.getByRole("button", { name: "Logout" }).waitFor();
      const token = await main.token();
      expect((await fetch(`${api.origin}/api/verify-token`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      // The "code required" 401 is logged by Chromium; anything else (a CORS or CSP refusal) would fail here.
      expect(errors.filter((e) => !/status of 401|Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await call("/api/admin/2fa/disable", { password: PASSWORD, recovery_code: recovery_codes[0] }, access_token);
    }
  });

  it("uploads a logo cross-origin, previews it under the app's CSP, and switches maintenance off from the banner", async () => {
    const { page, errors } = await open(realPanel.dir);
    await connectFirstSite(page, api.origin, "Brand M");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: /log ?in|sign ?in/i }).click();
    await page.getByRole("tab", { name: /Site Settings/ }).click();
    await page
      .getByLabel("Upload logo", { exact: true })
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await readFile(path.join(ROOT, "web/public/logo.png")) });
    const preview = page.getByRole("img", { name: "Current logo" });
    await preview.waitFor();
    expect(await preview.getAttribute("src")).toMatch(new RegExp(`^${api.origin}/media/logo\\.[0-9a-f]{16}\\.png$`));
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

    await page.getByLabel("Website in maintenance mode").check();
    await page.getByRole("button", { name: "Save Maintenance" }).click();
    await page.getByText("Maintenance mode is on").waitFor();
    await page.getByRole("button", { name: "Switch off maintenance mode" }).click();
    await expect.poll(() => page.getByText("Maintenance mode is on").count()).toBe(0);
    expect(api.site.deps.store.snapshot().site_settings.maintenance_mode).toBe(false);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
