/**
 * Screenshots of every admin tab at desktop and tablet width into /tmp/shots (for looking at them):
 * `npx tsx web/src/admin/test/screenshots.ts` after building the admin entry.
 */
import { mkdir } from "node:fs/promises";
import { startTestServer } from "../../../../server/test/testServer";
import { launchBrowser } from "../../../test/browser";
import { TABS } from "../app/tabs";
import { signIn } from "./adminPage";

const server = await startTestServer();
const browser = await launchBrowser();
await mkdir("/tmp/shots", { recursive: true });
// Some history for the Backups and Activity tabs: a manual backup, a failed sign-in and a saved change.
const token = await server.login();
await server.api("/api/admin/backups", { method: "POST", token, body: {} });
await server.api("/api/login", { method: "POST", body: { username: "admin", password: "wrong-password" } });
const company = (await server.api("/api/admin/company-info", { token })).body;
await server.api("/api/admin/company-info", { method: "PUT", token, body: company });
try {
  for (const width of [1366, 820]) {
    const page = await browser.newPage({ viewport: { width, height: 1000 } });
    await page.goto(`${server.url}/admin`);
    await page.screenshot({ path: `/tmp/shots/admin-login-${width}.png` });
    await signIn(page);
    for (const tab of TABS) {
      await page.getByRole("tab", { name: tab.label }).click();
      await page.waitForTimeout(700);
      await page.screenshot({ path: `/tmp/shots/admin-${tab.id}-${width}.png`, fullPage: true });
    }
    await page.getByRole("tab", { name: "Hosting Plans" }).click();
    await page.getByRole("button", { name: /Edit Plan/ }).first().click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/admin-plan-dialog-${width}.png` });
    await page.keyboard.press("Escape");
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
