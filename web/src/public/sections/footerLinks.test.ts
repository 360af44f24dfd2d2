import { describe, expect, it } from "vitest";
import { companyLinks } from "./footerLinks";

const STANDARD = [
  { label: "About Us", href: "#about" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Privacy Policy", href: "/privacy" },
];

describe("the footer's Company links", () => {
  it("add the pages marked for the footer after the standard links", () => {
    expect(companyLinks(STANDARD, [{ label: "Careers", href: "/careers" }]).map((link) => link.href)).toEqual(["#about", "/terms", "/privacy", "/careers"]);
  });

  it("a page named like a section link takes its place: one About us, the owner's page", () => {
    const links = companyLinks(STANDARD, [{ label: "about us ", href: "/about-us" }]);
    expect(links).toEqual([{ label: "about us ", href: "/about-us" }, STANDARD[1], STANDARD[2]]);
  });

  it("never lists an entry twice: a page named like a legal page, or two pages of the same name or address", () => {
    const links = companyLinks(STANDARD, [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Team", href: "/team" },
      { label: "Team", href: "/our-team" },
      { label: "About Us", href: "/about" },
      { label: "About us", href: "/about-2" },
    ]);
    expect(links.map((link) => link.label)).toEqual(["About Us", "Terms of Service", "Privacy Policy", "Team"]);
    expect(links[0].href).toBe("/about");
    expect(new Set(links.map((link) => link.label.toLowerCase())).size).toBe(links.length);
  });
});
