import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../../test/axe";
import { PHONE_390, saveScreenshot } from "../../test/browser";
import { expectToast, openTab, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

/** The imprint's facts in Company Info and the imprint in Legal Pages, at 1366 and 390 px, light and dark. */
const DESKTOP = { width: 1366, height: 900 };

/** The field's problem, as the one style shows it: under it, tied by aria-describedby, the field marked invalid. */
async function problemAt(field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
  return field.evaluate((input) =>
    (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((element) => element?.classList.contains("field-error"))
      .map((element) => element!.textContent)
      .join(" "),
  );
}

describe("the imprint in the admin panel", () => {
  const h = useAdminHarness();

  it("Company Info takes the imprint's facts: a malformed VAT ID is refused at its field, a good one stored as written in the register", async () => {
    const page = await h.page({ hash: "#company" });
    await tabReady(page, "company");
    const facts = page.getByRole("group", { name: "Imprint" });
    await facts.getByLabel("Legal Form").fill("GmbH");
    await facts.getByLabel("Managing Directors").fill("Erika Mustermann\nMax Mustermann");
    await facts.getByLabel("Register Court").fill("Amtsgericht Köln");
    await facts.getByLabel("Register Number").fill("HRB 4711");
    const vat = facts.getByLabel("VAT ID");
    await vat.fill("DE 1234 5678");
    await page.getByRole("button", { name: "Save Company Info" }).click();
    expect(await problemAt(vat)).toContain("is not a VAT identification number of Germany in its format, e.g. DE123456789");
    await expect.poll(() => vat.evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await h.server.api("/api/site-info")).body.company.legal_form).toBe("");

    await vat.fill("de 123 456 789");
    await page.getByRole("button", { name: "Save Company Info" }).click();
    await expectToast(page, "Company info updated successfully!");
    await expect.poll(() => vat.inputValue()).toBe("DE123456789");
    expect((await h.server.api("/api/site-info")).body.company).toMatchObject({
      legal_form: "GmbH",
      managing_directors: ["Erika Mustermann", "Max Mustermann"],
      register_court: "Amtsgericht Köln",
      register_number: "HRB 4711",
      vat_id: "DE123456789",
    });
    expect(await page.getByRole("button", { name: "Discard Changes" }).isDisabled()).toBe(true);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE_390],
  ] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`Company Info with the imprint's fields and the generated imprint in Legal Pages (${name}, ${colorScheme}), axe clean`, async () => {
        const page = await h.page({ hash: "#company", viewport, colorScheme });
        await tabReady(page, "company");
        const facts = page.getByRole("group", { name: "Imprint" });
        expect(await facts.getByLabel("VAT ID").getAttribute("aria-describedby")).toBeTruthy();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await saveScreenshot(facts, `admin-company-imprint-${name}-${colorScheme}.png`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectAccessible(page, `Company Info (${name}, ${colorScheme})`);

        await openTab(page, "Legal Pages");
        await page.getByRole("button", { name: "Imprint", exact: true }).click();
        const state = page.getByTestId("imprint-state");
        await state.getByText("The imprint is made from").waitFor();
        // The preview shows the page made from Company Info.
        const preview = page.getByLabel("Live preview");
        await preview.getByRole("heading", { name: "Service provider" }).waitFor();
        expect(await preview.innerText()).toContain("Legal form: GmbH");
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await saveScreenshot(page.locator("#panel-legal"), `admin-legal-imprint-${name}-${colorScheme}.png`);
        // Back at the top, as the tab opens (the element screenshot scrolled the tab's buttons under the sticky bar).
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectAccessible(page, `Legal Pages, Imprint (${name}, ${colorScheme})`);
        await page.context().close();
      });
    }
  }

  it("an imprint of one's own starts from the generated text; emptied, the generated one shows again", async () => {
    const page = await h.page({ hash: "#legal" });
    await tabReady(page, "legal");
    await page.getByRole("button", { name: "Imprint", exact: true }).click();
    await page.getByRole("button", { name: "Start from the generated text" }).click();
    const content = page.getByLabel("Content (Markdown)");
    expect(await content.inputValue()).toContain("## Service provider");
    await content.fill(`${await content.inputValue()}\n\n## Dispute resolution\n\nWe do not take part in consumer arbitration.`);
    await page.getByRole("button", { name: "Save Imprint" }).click();
    await expectToast(page, "Imprint updated successfully!");
    await page.getByTestId("imprint-state").getByText("Your own text is shown").waitFor();
    const own = (await h.server.api("/api/legal/imprint")).body;
    expect(own).toMatchObject({ title: "Imprint", generated: false });
    expect(own.content).toContain("Dispute resolution");

    await content.fill("");
    await page.getByRole("button", { name: "Save Imprint" }).click();
    await expectToast(page, "Imprint updated successfully!");
    await expect.poll(async () => (await h.server.api("/api/legal/imprint")).body.generated).toBe(true);
    await page.context().close();
  });
});
