import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN_KEY } from "../../../common/tokenStore";
import { TEST_SITE } from "../../../server/test/fixtures/testSite";
import { TABS, type TabId } from "./app/tabs";
import { openTab } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

/** What each tab must show once loaded: a heading and one piece of its real content (a new tab must be added here). */
const KEY_CONTENT: Record<TabId, [string, string]> = {
  overview: ["Overview", "Setup checklist"],
  plans: ["Hosting Plans", "Drag plans to reorder within this category"],
  categories: ["Manage Hosting Categories", "Key:"],
  locations: ["Locations", "+ Add Location"],
  content: ["Website Content", "Save to Database"],
  navigation: ["Navigation Menu", "Save Navigation"],
  company: ["Company Info", "Save Company Info"],
  legal: ["Legal Pages", "Markdown Tips"],
  pages: ["Pages", "+ Add Page"],
  contact: ["Contact & SMTP", "Common Mail Providers"],
  submissions: ["Contact Submissions", "Export CSV"],
  statistics: ["Statistics", "Visitors and order clicks per day"],
  promoCodes: ["Promo Codes", TEST_SITE.promos.hero.code],
  blesta: ["Blesta Integration", "Save Blesta Settings"],
  status: ["Status", "Automatic incidents"],
  settings: ["Site Settings", "Status monitor"],
  backups: ["Backups", "Initial (first start)"],
  activity: ["Activity", "Signed in"],
  account: ["Account", "Change Password"],
};

describe("admin shell", () => {
  const h = useAdminHarness();

  it("refuses wrong credentials with the server's detail", async () => {
    const page = await h.page({ signedIn: false });
    await page.getByRole("link", { name: /Back to Website/ }).waitFor();
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("alert").filter({ hasText: "Incorrect username or password" }).waitFor();
    expect(await page.getByRole("button", { name: "Login" }).isEnabled()).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY)).toBeNull();
    await page.context().close();
  });

  it("signs in, renders every tab with its key content, and keeps the tab over a reload", async () => {
    const page = await h.page();
    expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY)).toBeTruthy();
    // Sign-in lands on the Overview, the first tab.
    await page.getByRole("tab", { name: "Overview", selected: true }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
    expect(await page.getByRole("tab").first().getAttribute("id")).toBe("tab-overview");
    for (const tab of TABS) {
      await openTab(page, tab.label);
      const [heading, content] = KEY_CONTENT[tab.id];
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.getByText(content, { exact: false }).first().waitFor();
    }
    await openTab(page, "Promo Codes");
    expect(new URL(page.url()).hash).toBe("#promoCodes");
    await page.getByText(TEST_SITE.promos.hero.code).waitFor();
    await page.reload();
    await page.getByRole("tab", { name: "Promo Codes", selected: true }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Promo Codes" }).waitFor();
    // The tab's former address opens it too, and is rewritten to the current one.
    await page.evaluate(() => (window.location.hash = "#overview"));
    await page.getByRole("tab", { name: "Overview", selected: true }).waitFor();
    await page.goto(`${page.url().split("#")[0]}#promo`);
    await page.getByRole("tab", { name: "Promo Codes", selected: true }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe("#promoCodes");
    await page.context().close();
  });

  it("the public page never loads the admin bundle", async () => {
    const page = await h.page({ signedIn: false });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto(`${h.server.url}/`);
    await page.waitForLoadState("networkidle");
    expect(requested.some((url) => url.includes("/assets/") && url.includes("admin"))).toBe(false);
    await page.context().close();
  });

  it("an invalid stored token is removed and the login screen shown", async () => {
    const page = await h.page({ signedIn: false });
    await page.evaluate((key) => localStorage.setItem(key, "not-a-token"), ADMIN_TOKEN_KEY);
    await page.reload();
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY)).toBeNull();
    await page.context().close();
  });

  it("logs out: token removed, login screen back", async () => {
    const page = await h.page();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY)).toBeNull();
    await page.reload();
    await page.getByRole("button", { name: "Login" }).waitFor();
    await page.context().close();
  });
});
