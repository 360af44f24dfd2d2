import { describe, expect, it } from "vitest";
import { expectAccessible } from "../../../../test/axe";
import { noSidewaysScroll, PHONE_390, saveScreenshot } from "../../../../test/browser";
import { expectToast, problemAt, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

let made = 0;

describe("the Pages tab", () => {
  const h = useAdminHarness();

  async function storedPages(): Promise<{ id: number; slug: string; title: string; body: string; published: boolean; show_in_footer: boolean }[]> {
    return (await h.server.api("/api/admin/pages", { token: await h.server.login() })).body;
  }

  it("creates a page (a taken address shown at the field), previews it live, publishes, edits and deletes it after asking", async () => {
    made += 1;
    const taken = `taken-${made}`;
    const token = await h.server.login();
    expect((await h.server.api("/api/admin/pages", { method: "POST", token, body: { slug: taken, title: "Already here" } })).status).toBe(200);
    const page = await h.page({ hash: "#pages" });
    await tabReady(page, "pages");
    // Not published: the list says so beside its title.
    await page.getByRole("cell", { name: "Already here Unpublished", exact: true }).waitFor();

    await page.getByRole("button", { name: "+ Add Page" }).click();
    const dialog = page.getByRole("dialog", { name: "New Page" });
    await dialog.getByLabel("Title *").fill(`Data Centres ${made}`);
    // The address follows the title until it is typed in.
    expect(await dialog.getByLabel("Address *").inputValue()).toBe(`data-centres-${made}`);
    await dialog.getByLabel("Address *").fill(taken);
    await dialog.getByLabel("Content (Markdown)").fill("## Our racks\nTwo **sites** in Frankfurt.\n\n<script>window.ran = 1</script><b>raw</b>");
    const preview = dialog.getByRole("region", { name: "Live preview" });
    await preview.getByRole("heading", { name: "Our racks" }).waitFor();
    expect(await preview.locator("strong").innerText()).toBe("sites");
    expect(await preview.locator("script, b").count()).toBe(0);
    await dialog.getByRole("button", { name: "Create Page" }).click();
    expect(await problemAt(dialog.getByLabel("Address *"))).toBe(`A page at /${taken} already exists`);
    await expect.poll(() => dialog.getByLabel("Address *").evaluate((input) => input === document.activeElement)).toBe(true);
    await expectToast(page, `Error creating page: A page at /${taken} already exists`);
    await expectAccessible(page, "the page dialog with a taken address");

    // A reserved address is refused before anything is sent.
    await dialog.getByLabel("Address *").fill("admin");
    await dialog.getByRole("button", { name: "Create Page" }).click();
    expect(await problemAt(dialog.getByLabel("Address *"))).toBe('Address "admin" is reserved: the site uses that address itself');

    const slug = `data-centres-${made}`;
    await dialog.getByLabel("Address *").fill(slug);
    expect(await dialog.getByLabel("Address *").getAttribute("aria-invalid")).toBeNull();
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await expectToast(page, "Page created successfully! It is not published yet: visitors cannot see it until you publish it (Publish in the list).");
    const created = (await storedPages()).find((stored) => stored.slug === slug)!;
    expect(created).toMatchObject({ title: `Data Centres ${made}`, published: false, show_in_footer: false });
    expect(created.body).toContain("## Our racks");
    expect((await h.server.api(`/api/pages/${slug}`)).status).toBe(404);

    // The publish switch in the list applies at once.
    const publish = page.getByRole("switch", { name: `Published Data Centres ${made}` });
    expect(await publish.isChecked()).toBe(false);
    await publish.check();
    await expectToast(page, `"Data Centres ${made}" is published at /${slug}.`);
    await expect.poll(async () => (await h.server.api(`/api/pages/${slug}`)).status).toBe(200);
    await page.getByRole("switch", { name: `In footer Data Centres ${made}` }).check();
    await expectToast(page, `"Data Centres ${made}" is listed in the footer.`);
    await expect.poll(async () => (await storedPages()).find((stored) => stored.id === created.id)?.show_in_footer).toBe(true);
    await page.getByRole("link", { name: `/${slug}` }).waitFor();

    await page.getByRole("button", { name: `Edit Data Centres ${made}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit Page: Data Centres ${made}` });
    expect(await edit.getByLabel("Address *").inputValue()).toBe(slug);
    await edit.getByLabel("Title *").fill(`Our Data Centres ${made}`);
    // Editing the title of a saved page keeps its address.
    expect(await edit.getByLabel("Address *").inputValue()).toBe(slug);
    await edit.getByRole("switch", { name: "Published" }).uncheck();
    await edit.getByRole("button", { name: "Update Page" }).click();
    await expectToast(page, "Page updated successfully!");
    await page.getByRole("cell", { name: `Our Data Centres ${made} Unpublished`, exact: true }).waitFor();
    expect((await storedPages()).find((stored) => stored.id === created.id)).toMatchObject({ title: `Our Data Centres ${made}`, published: false });

    // Delete asks first; Cancel keeps the page.
    await page.getByRole("button", { name: `Delete Our Data Centres ${made}` }).click();
    const question = page.getByRole("alertdialog", { name: "Delete page" });
    await question.getByText(`Delete the page "Our Data Centres ${made}"?`, { exact: false }).waitFor();
    await question.getByRole("button", { name: "Cancel" }).click();
    expect((await storedPages()).some((stored) => stored.id === created.id)).toBe(true);
    await page.getByRole("button", { name: `Delete Our Data Centres ${made}` }).click();
    await page.getByRole("alertdialog", { name: "Delete page" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Page deleted successfully!");
    await expect.poll(() => page.getByRole("cell", { name: `Our Data Centres ${made} Unpublished`, exact: true }).count()).toBe(0);
    expect((await storedPages()).some((stored) => stored.id === created.id)).toBe(false);
    await page.context().close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`the editor on a phone (${colorScheme}): fields and preview one under the other, axe clean, no sideways scroll`, async () => {
      made += 1;
      const token = await h.server.login();
      const long = `A very long page title that has to wrap on a phone ${made}`;
      const created = await h.server.api("/api/admin/pages", {
        method: "POST",
        token,
        body: { slug: `phone-page-${made}`, title: long, body: "| Site | Power |\n|---|---|\n| Frankfurt | 2 MW |", published: true },
      });
      expect(created.status).toBe(200);
      const page = await h.page({ hash: "#pages", viewport: PHONE_390, colorScheme });
      await tabReady(page, "pages");
      await page.getByRole("cell", { name: long, exact: true }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.getByRole("button", { name: `Edit ${long}` }).click();
      const dialog = page.getByRole("dialog", { name: `Edit Page: ${long}` });
      await dialog.getByRole("region", { name: "Live preview" }).getByRole("table").waitFor();
      const editor = (await dialog.getByLabel("Content (Markdown)").boundingBox())!;
      const preview = (await dialog.getByRole("region", { name: "Live preview" }).boundingBox())!;
      expect(preview.y).toBeGreaterThan(editor.y + editor.height - 1);
      expect(editor.x + editor.width).toBeLessThanOrEqual(PHONE_390.width);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the page dialog on a phone (${colorScheme})`);
      await saveScreenshot(page, `admin-page-dialog-phone-${colorScheme}.png`);
      await page.context().close();
    });
  }
  it("shows text nested deeper than the pages render as plain text in the preview, and the save names the field", async () => {
    made += 1;
    const page = await h.page({ hash: "#pages" });
    await tabReady(page, "pages");
    await page.getByRole("button", { name: "+ Add Page" }).click();
    const dialog = page.getByRole("dialog", { name: "New Page" });
    await dialog.getByLabel("Title *").fill(`Deep ${made}`);
    const deep = `${"> ".repeat(25)}too deep`;
    await dialog.getByLabel("Content (Markdown)").fill(`Some **bold** text.\n\n${deep}`);
    const preview = dialog.getByRole("region", { name: "Live preview" });
    await preview.locator("strong", { hasText: "bold" }).waitFor();
    // The deep block is shown as its text, the way the site would show it, never as 25 nested quotes.
    expect(await preview.locator("blockquote").count()).toBe(0);
    expect(await preview.innerText()).toContain(deep);
    await dialog.getByRole("button", { name: "Create Page" }).click();
    expect(await problemAt(dialog.getByLabel("Content (Markdown)"))).toBe("Content must not nest quotes or lists more than 20 levels deep");
    await expectAccessible(page, "the page dialog with text nested too deep");
    await saveScreenshot(page, "admin-page-too-deep.png");
    expect((await storedPages()).some((stored) => stored.title === `Deep ${made}`)).toBe(false);
  });
});
