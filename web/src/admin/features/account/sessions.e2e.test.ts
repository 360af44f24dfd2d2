import { describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../../../../../server/test/testServer";
import { expectAccessible } from "../../../../test/axe";
import { PHONE_VIEWPORT, saveScreenshot } from "../../../../test/browser";
import { expectToast, openTab } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

const PHONE_APP = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const DESKTOP_APP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) hostsite/0.1.0 Chrome/140.0 Electron/41.7.1 Safari/537.36";

describe("signed-in sessions in the Account tab", () => {
  const h = useAdminHarness();

  async function signInElsewhere(userAgent: string, ip: string): Promise<string> {
    const answer = await h.server.api("/api/login", { method: "POST", body: TEST_ADMIN, headers: { "user-agent": userAgent, "x-forwarded-for": ip } });
    expect(answer.status).toBe(200);
    return answer.body.access_token;
  }
  const stillSignedIn = async (token: string) => (await h.server.api("/api/verify-token", { token })).status === 200;

  it("lists the sessions, signs one out, then every other one", async () => {
    const page = await h.page();
    await page.setViewportSize(PHONE_VIEWPORT);
    // Start from this browser's session alone.
    const own = await page.evaluate(() => localStorage.getItem("admin_token"));
    await h.server.api("/api/admin/sessions/revoke-others", { method: "POST", token: own! });
    const phone = await signInElsewhere(PHONE_APP, "203.0.113.70");
    const desktop = await signInElsewhere(DESKTOP_APP, "203.0.113.71");

    await openTab(page, "Account");
    const list = page.getByRole("list", { name: "Signed-in sessions" });
    await list.getByText("Safari 18 on iOS").waitFor();
    await list.getByText("Desktop app 41 on Windows").waitFor();
    expect(await list.getByRole("listitem").count()).toBe(3);
    await list
      .getByRole("listitem")
      .filter({ hasText: "This session" })
      .getByText(/Chrome \d+ on Linux/)
      .waitFor();
    await expectAccessible(page, "the session list (phone)");
    await saveScreenshot(page.getByRole("region", { name: "Signed-In Sessions" }), "admin-sessions-phone.png");

    await list.getByRole("button", { name: /^Sign out Safari 18 on iOS from / }).click();
    await page.getByRole("alertdialog", { name: "Sign Out Session" }).getByRole("button", { name: "Sign Out" }).click();
    await expectToast(page, "Session signed out.");
    await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(desktop)).toBe(true);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await page.getByRole("alertdialog", { name: "Sign Out Everywhere Else" }).getByRole("button", { name: "Sign Out Others" }).click();
    await expectToast(page, "Every other session has been signed out.");
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
    expect(await stillSignedIn(desktop)).toBe(false);
    expect(await page.getByRole("button", { name: "Sign out everywhere else" }).isDisabled()).toBe(true);
    await saveScreenshot(page, "admin-sessions-desktop.png", { fullPage: true });

    // Signed out from another session, this browser goes back to the login screen at its next request.
    await h.server.api("/api/admin/sessions/revoke-others", { method: "POST", token: await signInElsewhere(DESKTOP_APP, "203.0.113.72") });
    await page.getByRole("button", { name: "Refresh Data" }).click();
    await page.getByRole("button", { name: "Login" }).waitFor();
    await page.context().close();
  });

  it("Logout ends the session on the server too: the token stops working", async () => {
    const page = await h.page();
    const token = await page.evaluate(() => localStorage.getItem("admin_token"));
    expect(await stillSignedIn(token!)).toBe(true);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Login" }).waitFor();
    await expect.poll(() => stillSignedIn(token!)).toBe(false);
    await page.context().close();
  });
});
