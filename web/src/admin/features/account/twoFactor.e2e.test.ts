import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { codeAt, earlyInStep, wrongCodeFor } from "../../../../../server/test/totpCodes";
import { TEST_ADMIN } from "../../../../../server/test/testServer";
import { expectAccessible } from "../../../../test/axe";
import { PHONE_VIEWPORT, saveScreenshot } from "../../../../test/browser";
import { expectToast, openTab } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

/** A screenshot of each step (the page, or one part of it), taken when SHOTS_DIR is set (saveScreenshot). */
async function shot(page: Page, name: string, part?: Locator): Promise<void> {
  await (part ? saveScreenshot(part, `two-factor-${name}.png`) : saveScreenshot(page, `two-factor-${name}.png`, { fullPage: true }));
}

/** Reads the QR code as a phone would (zbarimg from Debian's zbar-tools, which CI installs). */
async function scanQrCode(part: Locator): Promise<string | null> {
  if (!existsSync("/usr/bin/zbarimg")) return null;
  const dir = await mkdtemp(join(tmpdir(), "qr-"));
  try {
    await part.screenshot({ path: join(dir, "qr.png") });
    const { stdout } = await promisify(execFile)("/usr/bin/zbarimg", ["--quiet", "--raw", join(dir, "qr.png")]);
    return stdout.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The field is marked invalid, describes itself with `message`, and has the cursor. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await field.page().locator(".field-error", { hasText: message }).waitFor();
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const description = await field.evaluate((input) =>
    (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
  expect(description).toContain(message);
  await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
}

async function fillPassword(page: Page): Promise<void> {
  await page.getByLabel("Username").fill(TEST_ADMIN.username);
  await page.getByLabel("Password").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function logout(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("button", { name: "Login" }).waitFor();
}

/** Turns two-factor sign-in on in the Account tab as a person would; answers the key read off the page and the codes shown. */
async function enableInPanel(page: Page, name: string): Promise<{ secret: string; codes: string[] }> {
  await openTab(page, "Account");
  const panel = page.getByRole("region", { name: "Two-Factor Sign-In" });
  await panel.getByText("Off", { exact: true }).waitFor();
  await panel.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
  await panel.getByRole("img", { name: "QR code for the authenticator app" }).waitFor();
  const secret = (await panel.getByLabel("Key for the authenticator app").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The QR image really loads (a data: SVG, allowed by the page's content security policy).
  expect(
    await panel.getByRole("img", { name: "QR code for the authenticator app" }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  const scanned = await scanQrCode(panel.getByRole("img", { name: "QR code for the authenticator app" }));
  if (scanned === null) console.warn("zbarimg not installed (apt-get install zbar-tools): the QR code was not scanned");
  else expect(scanned).toMatch(new RegExp(`^otpauth://totp/[^:]+:admin\\?secret=${secret}&issuer=`));
  await expectAccessible(page, `the two-factor setup (${name})`);
  await shot(page, `${name}-setup`);
  await shot(page, `${name}-setup-panel`, panel);

  // The password is asked as well: a wrong one is shown at its field, and the cursor goes there.
  const codeField = panel.getByLabel("Code from the app");
  const passwordField = panel.getByLabel("Password");
  await codeField.fill(codeAt(secret, Date.now()));
  await passwordField.fill("wrong-password-1");
  await panel.getByRole("button", { name: "Turn On" }).click();
  await expectFieldError(passwordField, "Password is not correct.");
  expect(await codeField.getAttribute("aria-invalid")).toBeNull();
  await expectAccessible(page, `the two-factor setup with a wrong password (${name})`);
  await shot(page, `${name}-setup-wrong-password`, panel);
  expect(await panel.getByText("Off", { exact: true }).isVisible()).toBe(true);

  // The right password with a wrong code: the code field shows it.
  await codeField.fill(wrongCodeFor(secret, Date.now()));
  await passwordField.fill(TEST_ADMIN.password);
  await panel.getByRole("button", { name: "Turn On" }).click();
  await expectFieldError(codeField, "Invalid two-factor code");
  expect(await passwordField.getAttribute("aria-invalid")).toBeNull();
  await codeField.fill(codeAt(secret, Date.now()));
  await passwordField.fill(TEST_ADMIN.password);
  await panel.getByRole("button", { name: "Turn On" }).click();
  const codesBox = panel.getByRole("region", { name: "Recovery codes" });
  await codesBox.getByText("shown only this once").waitFor();
  const codes = await codesBox.locator("li code").allInnerTexts();
  expect(codes).toHaveLength(10);
  await expectAccessible(page, `the new recovery codes (${name})`);
  await shot(page, `${name}-recovery-codes`, panel);
  return { secret, codes };
}

/** A dozen steps check the password (scrypt, a few hundred ms each, longer on a busy machine). */
describe("two-factor sign-in in the admin panel", { timeout: 150_000 }, () => {
  const h = useAdminHarness();

  it("turns on with the QR code and a code, hands out recovery codes, asks for a code at login, and turns off", async () => {
    await earlyInStep(20);
    const page = await h.page();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.server.url });
    const { secret, codes } = await enableInPanel(page, "desktop");
    const panel = page.getByRole("region", { name: "Two-Factor Sign-In" });
    const codesBox = panel.getByRole("region", { name: "Recovery codes" });

    await codesBox.getByRole("button", { name: "Copy codes" }).click();
    await codesBox.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));
    const [download] = await Promise.all([page.waitForEvent("download"), codesBox.getByRole("button", { name: "Download codes" }).click()]);
    expect(download.suggestedFilename()).toBe("recovery-codes.txt");
    const file = await readFile((await download.path())!, "utf8");
    for (const code of codes) expect(file).toContain(code);
    await codesBox.getByRole("button", { name: "I have saved them" }).click();
    await panel.getByText("On", { exact: true }).waitFor();
    await panel.getByText("10 of 10 recovery codes left").waitFor();
    expect((await h.server.api("/api/login", { method: "POST", body: TEST_ADMIN })).body).toEqual({
      detail: "Two-factor code required",
      code: "two_factor_required",
      two_factor_required: true,
    });

    // Sign in again: after the password, the code.
    await logout(page);
    await fillPassword(page);
    await page.getByRole("heading", { name: "Two-Factor Sign-In" }).waitFor();
    await shot(page, "desktop-login-code");
    await page.getByLabel("Authentication code").fill(wrongCodeFor(secret, Date.now()));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("alert").getByText("Invalid two-factor code").waitFor();
    await expectAccessible(page, "the login code step with an error (desktop)");
    const code = codeAt(secret, Date.now());
    await page.getByLabel("Authentication code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("button", { name: "Logout" }).waitFor();

    // The same code again is refused; the next one is taken.
    await logout(page);
    await fillPassword(page);
    await page.getByLabel("Authentication code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("alert").getByText("Invalid two-factor code").waitFor();
    await page.getByLabel("Authentication code").fill(codeAt(secret, Date.now(), +1));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("button", { name: "Logout" }).waitFor();

    // … or a recovery code.
    await logout(page);
    await fillPassword(page);
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(codes[0]);
    await shot(page, "desktop-login-recovery");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("button", { name: "Logout" }).waitFor();

    // Turn it off with the password and a recovery code.
    await openTab(page, "Account");
    await panel.getByText("9 of 10 recovery codes left").waitFor();
    await panel.getByRole("button", { name: "Turn Off" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn Off Two-Factor Sign-In" });
    await dialog.getByLabel("Password").fill("wrong-password-1");
    await dialog.getByRole("button", { name: "Use a recovery code" }).click();
    await dialog.getByLabel("Recovery code").fill(codes[1]);
    await dialog.getByRole("button", { name: "Turn Off" }).click();
    await expectFieldError(dialog.getByLabel("Password"), "Password is not correct.");
    await dialog.getByLabel("Password").fill(TEST_ADMIN.password);
    await expectAccessible(page, "the turn-off dialog with an error (desktop)");
    await shot(page, "desktop-disable-dialog");
    await dialog.getByRole("button", { name: "Turn Off" }).click();
    await expectToast(page, "Two-factor sign-in is off.");
    await panel.getByText("Off", { exact: true }).waitFor();

    await logout(page);
    await fillPassword(page);
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await page.context().close();
  });

  it("works at phone width in the dark theme, and makes new recovery codes", async () => {
    await earlyInStep(20);
    const page = await h.page({ viewport: PHONE_VIEWPORT, colorScheme: "dark" });
    const { secret, codes } = await enableInPanel(page, "phone");
    const panel = page.getByRole("region", { name: "Two-Factor Sign-In" });
    await panel.getByRole("button", { name: "I have saved them" }).click();

    await panel.getByRole("button", { name: "New Recovery Codes" }).click();
    const dialog = page.getByRole("dialog", { name: "New Recovery Codes" });
    await dialog.getByLabel("Authentication code").fill(codeAt(secret, Date.now(), +1));
    await expectAccessible(page, "the new recovery codes dialog (phone, dark)");
    await shot(page, "phone-regenerate-dialog");
    await dialog.getByRole("button", { name: "Make New Codes" }).click();
    await expectToast(page, "New recovery codes made; the old ones no longer work.");
    const fresh = await panel.getByRole("region", { name: "Recovery codes" }).locator("li code").allInnerTexts();
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    await panel.getByRole("button", { name: "I have saved them" }).click();

    await logout(page);
    await fillPassword(page);
    await page.getByLabel("Authentication code").waitFor();
    await shot(page, "phone-login-code");
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(codes[2]); // from the old set: refused
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("alert").getByText("Invalid two-factor code").waitFor();
    await expectAccessible(page, "the login recovery-code step with an error (phone, dark)");
    await shot(page, "phone-login-recovery");
    await page.getByLabel("Recovery code").fill(fresh[0]);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("button", { name: "Logout" }).waitFor();

    const off = await h.server.api("/api/admin/2fa/disable", {
      method: "POST",
      token: await tokenWith({ recovery_code: fresh[1] }),
      body: { password: TEST_ADMIN.password, recovery_code: fresh[2] },
    });
    expect(off.status, off.text).toBe(200);
    await page.context().close();
  });

  /** A sign-in through the API with a second factor. */
  async function tokenWith(code: Record<string, string>): Promise<string> {
    const answer = await h.server.api("/api/login", { method: "POST", body: { ...TEST_ADMIN, ...code } });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.access_token;
  }
});
