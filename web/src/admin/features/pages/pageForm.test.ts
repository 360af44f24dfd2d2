import { describe, expect, it } from "vitest";
import type { Page } from "../../../../../common/contracts";
import { serverErrors } from "../../lib/fieldErrors";
import { ApiError } from "../../../lib/api/errors";
import { formToPage, PAGE_RULES, pageErrors, pageToForm, slugFromTitle } from "./pageForm";
import { switchedText, updatedText } from "./pageTexts";

describe("the page form", () => {
  it("a new page starts as an unpublished draft outside the footer", () => {
    expect(pageToForm(null)).toEqual({ title: "", slug: "", description: "", body: "", published: false, show_in_footer: false });
  });

  it("sends trimmed title, address and description and the body as typed", () => {
    const page = { id: 3, slug: "about", title: "About", description: "Us", body: "# Hi", published: true, show_in_footer: false, updated_at: "" } as Page;
    const form = { ...pageToForm(page), title: "  About us ", slug: " about-us ", body: "  # Hi\n" };
    expect(formToPage(form)).toEqual({ title: "About us", slug: "about-us", description: "Us", body: "  # Hi\n", published: true, show_in_footer: false });
  });

  it("names each problem at its field as the server's schema finds it", () => {
    expect(pageErrors({ ...pageToForm(null), slug: "admin" })).toEqual({
      title: "Title is required",
      slug: 'Address "admin" is reserved: the site uses that address itself',
    });
    expect(pageErrors({ ...pageToForm(null), title: "X", slug: "-bad-" })).toEqual({
      slug: "Address must use lower-case letters a-z, digits 0-9 and hyphens between them only",
    });
    expect(pageErrors({ ...pageToForm(null), title: "X", slug: "fine", description: "d".repeat(301) })).toEqual({
      description: "Meta description must be at most 300 characters",
    });
    expect(pageErrors({ ...pageToForm(null), title: "Fine", slug: "fine-2" })).toEqual({});
  });

  it("a taken address (409) is shown at the address", () => {
    const taken = "A page at /about already exists";
    const caught = new ApiError(409, { detail: taken, code: "already_exists", errors: [{ field: "slug", message: taken, code: "already_exists" }] }, taken);
    expect(serverErrors(caught, PAGE_RULES)).toEqual({ slug: "A page at /about already exists" });
  });

  it("offers an address made from the title", () => {
    expect(slugFromTitle("Über uns & Kontakt!", "de")).toBe("ueber-uns-und-kontakt");
    expect(slugFromTitle("Über uns", "de")).toBe("ueber-uns");
    expect(slugFromTitle("Straße", "de")).toBe("strasse");
    expect(slugFromTitle("About us & contact", "en")).toBe("about-us-and-contact");
    expect(slugFromTitle("Über uns")).toBe("uber-uns");
    expect(slugFromTitle("Données & préférences", "fr")).toBe("donnees-et-preferences");
    expect(slugFromTitle("Zażółć gęślą jaźń", "pl")).toBe("zazolc-gesla-jazn");
    expect(slugFromTitle("Informações", "pt-BR")).toBe("informacoes");
    expect(slugFromTitle("  Data Centres 2026 ")).toBe("data-centres-2026");
    expect(slugFromTitle("***")).toBe("");
    const long = slugFromTitle(`${"a".repeat(59)} b`);
    expect(long).toBe("a".repeat(59));
    expect(slugFromTitle("x".repeat(80))).toHaveLength(60);
  });

  it("makes it from a title of 100,000 characters in linear time", { timeout: 5_000 }, () => {
    expect(slugFromTitle(`-${"-".repeat(100_000)}x`)).toBe("x");
    expect(slugFromTitle(`Über ${"- ".repeat(50_000)}uns`, "de")).toBe("ueber-uns");
    expect(slugFromTitle(`a${" ".repeat(100_000)}`)).toBe("a");
  });
});

describe("the pages list's texts", () => {
  it("says what a switch changed for visitors", () => {
    const page = { title: "About", slug: "about" };
    expect(switchedText(page, { published: true })).toBe('"About" is published at /about.');
    expect(switchedText(page, { published: false })).toBe('"About" is no longer published.');
    expect(switchedText(page, { show_in_footer: true })).toBe('"About" is listed in the footer.');
    expect(switchedText(page, { show_in_footer: false })).toBe('"About" is no longer listed in the footer.');
    expect(updatedText("not a date")).toBe("—");
    expect(updatedText("2026-01-31T12:00:00.000Z")).toMatch(/2026/);
  });
});
