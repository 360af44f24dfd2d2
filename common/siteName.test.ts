import { describe, expect, it } from "vitest";
import { siteNameOf } from "./siteName";

describe("the site's name", () => {
  const site = (name: string, site_title: string) => ({ company: { name }, settings: { site_title } });

  it("is the company's name, else the site's title, else the fallback", () => {
    expect(siteNameOf(site("Acme GmbH", "Acme Hosting"))).toBe("Acme GmbH");
    expect(siteNameOf(site("", "Acme Hosting"))).toBe("Acme Hosting");
    expect(siteNameOf(site("", ""))).toBe("Hosting");
    expect(siteNameOf(site("", ""), "")).toBe("");
  });
});
