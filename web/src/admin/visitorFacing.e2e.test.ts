import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { describedBy, expectToast, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

let made = 0;

/** The hint under a field (tied to it by aria-describedby). */
const hintOf = (field: Locator) => describedBy(field, "hint", " ");

describe("what visitors see, said in the panel", () => {
  const h = useAdminHarness();

  it("the plan dialog says which fields visitors never see", async () => {
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    await page
      .getByRole("button", { name: /^Edit Plan / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    for (const label of ["Docker Image", "Blesta Package ID", "Markup Percentage"]) {
      expect(await hintOf(dialog.getByLabel(label, { exact: true })), label).toMatch(/^Not shown to visitors\. /);
    }
    expect(await hintOf(dialog.getByLabel("Supported Games (one per line)"))).toBe("Listed on the plan's card on the website");
    await page.context().close();
  });

  it("where two active promo codes share a slot, the list says which one visitors see", async () => {
    made += 1;
    const token = await h.server.login();
    const codes = [`STRIPOLD${made}`, `STRIPNEW${made}`, `STRIPOFF${made}`];
    for (const [index, code] of codes.entries()) {
      const body = { code, title: `Strip ${index}`, description: "Footer strip", display_location: "footer", discount_percentage: 10, is_active: index < 2 };
      expect((await h.server.api("/api/admin/promo-codes", { method: "POST", token, body })).status).toBe(200);
    }
    const page = await h.page({ hash: "#promoCodes" });
    await tabReady(page, "promoCodes");
    const row = (code: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name: code, exact: true }) });
    await row(codes[0]).getByText("Visitors see this one in Footer (2 active codes share it)").waitFor();
    await row(codes[1]).getByText(`Not shown: visitors see ${codes[0]} in Footer`).waitFor();
    expect(await row(codes[2]).locator(".slot-note").count()).toBe(0);
    await page.context().close();
  });

  it("a menu link can point at a published page: the navigation offers the pages' addresses", async () => {
    made += 1;
    const token = await h.server.login();
    const slug = `menu-page-${made}`;
    expect((await h.server.api("/api/admin/pages", { method: "POST", token, body: { slug, title: "Menu page", published: true } })).status).toBe(200);
    expect((await h.server.api("/api/admin/pages", { method: "POST", token, body: { slug: `draft-${made}`, title: "Draft" } })).status).toBe(200);
    const page = await h.page({ hash: "#navigation" });
    await tabReady(page, "navigation");
    await page.getByText(`/${slug}`, { exact: true }).waitFor();
    expect(await page.getByText(`/draft-${made}`, { exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "+ Add Item" }).click();
    const count = await page.locator(".nav-item").count();
    const link = page.getByLabel(`Link (item ${count})`);
    const offered = await link.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((option) => option.value));
    expect(offered).toContain(`/${slug}`);
    expect(offered).not.toContain(`/draft-${made}`);
    await page.getByLabel(`Label (item ${count})`).fill("About us");
    await link.fill(`/${slug}`);
    await page.getByRole("button", { name: "Save Navigation" }).click();
    await expectToast(page, "Navigation updated successfully!");
    expect((await h.server.api("/api/navigation")).body.at(-1)).toMatchObject({ label: "About us", href: `/${slug}` });
    await page.context().close();
  });
});
