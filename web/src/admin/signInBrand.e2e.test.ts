import { describe, expect, it } from "vitest";
import { testImages } from "../../../server/test/images";
import { expectAccessible } from "../../test/axe";
import { useAdminHarness } from "./test/harness";

describe("whose panel it is", () => {
  const h = useAdminHarness();

  it("the sign-in screen shows the site's name and logo from the public site information", async () => {
    const info = (await h.server.api("/api/site-info")).body;
    const page = await h.page({ signedIn: false });
    const card = page.locator(".login-card");
    await card.locator(".site-brand-name").getByText(info.company.name, { exact: true }).waitFor();
    const logo = card.locator("img.site-brand-logo");
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(new URL((await logo.getAttribute("src"))!, h.server.url).pathname).toBe("/logo.png");
    await expectAccessible(page, "the sign-in screen with the site's brand");
    await page.context().close();

    // An uploaded logo is the one shown.
    const token = await h.server.login();
    const uploaded = await fetch(`${h.server.url}/api/admin/media/logo`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
      body: new Uint8Array(testImages.png()),
    });
    expect(uploaded.status).toBe(200);
    const again = await h.page({ signedIn: false });
    const src = await again.locator("img.site-brand-logo").getAttribute("src");
    expect(src).toBe((await h.server.api("/api/site-info")).body.logo_url);
    expect((await fetch(`${h.server.url}/api/admin/media/logo`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await again.context().close();
  });

  it("the admin panel has its own icon, served with the admin build, not the website's favicon", async () => {
    const page = await h.page({ signedIn: false });
    const href = await page.locator('head link[rel="icon"]').getAttribute("href");
    expect(href).toMatch(/^\/assets\/panel-icon-[\w-]+\.svg$/);
    const icon = await fetch(`${h.server.url}${href}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await icon.text();
    expect(svg).toContain("<svg");
    const site = (await h.server.api("/api/site-info")).body;
    expect(href).not.toBe(site.favicon_url ?? "/favicon.png");
    await page.goto(`${h.server.url}/`);
    expect(await page.locator('head link[rel="icon"]').getAttribute("href")).not.toBe(href);
    await page.context().close();
  });
});
