import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN_KEY } from "../../../common/tokenStore";
import { TEST_ADMIN } from "../../../server/test/testServer";
import { expectToast, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

/** A 401 from any admin call signs the panel out (token removed, login screen), in one place for every tab. */
describe("a session the server no longer accepts", () => {
  const h = useAdminHarness();

  /** Changes the password through the API and back: every session signed in before (the page's) is ended. */
  async function endOtherSessions(): Promise<void> {
    const token = await h.server.login();
    const changed = await h.server.api("/api/admin/password", {
      method: "PUT",
      token,
      body: { current_password: TEST_ADMIN.password, new_password: "interim-password-456" },
    });
    expect(changed.status).toBe(200);
    const back = await h.server.api("/api/admin/password", {
      method: "PUT",
      token: changed.body.access_token,
      body: { current_password: "interim-password-456", new_password: TEST_ADMIN.password },
    });
    expect(back.status).toBe(200);
  }

  async function signedOut(page: Page): Promise<void> {
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY)).toBeNull();
  }

  it("a company update answered 401 says so and signs out", async () => {
    const page = await h.page({ hash: "#company" });
    await tabReady(page, "company");
    await endOtherSessions();
    await page.getByLabel("Tagline").fill("Changed after the session ended");
    await page.getByRole("button", { name: "Save Company Info" }).click();
    await expectToast(page, "Authentication failed. Please log in again.");
    await signedOut(page);
    await page.context().close();
  });

  it("a plan create answered 401 signs out without an error toast", async () => {
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    await endOtherSessions();
    await page.getByRole("button", { name: "+ Add New Plan" }).click();
    await page.getByLabel("Plan Name *").fill("Never stored");
    await page.getByRole("button", { name: "Create Plan" }).click();
    await signedOut(page);
    expect(await page.locator(".toast").filter({ hasText: "Error creating plan" }).count()).toBe(0);
    await page.context().close();
  });

  it("loading a tab, or Refresh Data, answered 401 signs out", async () => {
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    await endOtherSessions();
    await page.getByRole("tab", { name: "Backups" }).click();
    await signedOut(page);
    await page.context().close();

    const again = await h.page({ hash: "#plans" });
    await tabReady(again, "plans");
    await endOtherSessions();
    await again.getByRole("button", { name: "Refresh Data" }).click();
    await signedOut(again);
    await again.context().close();
  });
});
