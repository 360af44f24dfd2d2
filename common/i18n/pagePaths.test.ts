import { describe, expect, it } from "vitest";
import { localizedPath, parseLocalePath } from "./pagePaths";

describe("page addresses per language", () => {
  it("keeps the default language's addresses and puts the others under /{lang}/ in lower case", () => {
    expect(localizedPath("/", "en", "en")).toBe("/");
    expect(localizedPath("/terms", "en", "en")).toBe("/terms");
    expect(localizedPath("/", "de", "en")).toBe("/de/");
    expect(localizedPath("/terms", "de", "en")).toBe("/de/terms");
    expect(localizedPath("/privacy", "pt-BR", "en")).toBe("/pt-br/privacy");
    expect(localizedPath("/about-us", "en", "de")).toBe("/en/about-us");
  });

  it("reads the language from the address", () => {
    const enabled = ["en", "de", "pt-BR"];
    expect(parseLocalePath("/", enabled, "en")).toEqual({ kind: "page", language: "en", path: "/" });
    expect(parseLocalePath("/terms", enabled, "en")).toEqual({ kind: "page", language: "en", path: "/terms" });
    expect(parseLocalePath("/de/", enabled, "en")).toEqual({ kind: "page", language: "de", path: "/" });
    expect(parseLocalePath("/de/terms", enabled, "en")).toEqual({ kind: "page", language: "de", path: "/terms" });
    expect(parseLocalePath("/pt-br/privacy", enabled, "en")).toEqual({ kind: "page", language: "pt-BR", path: "/privacy" });
    expect(parseLocalePath("/de/terms/", enabled, "en")).toEqual({ kind: "page", language: "de", path: "/terms/" });
  });

  it("redirects /de to /de/ and the default language's prefix to the address without it", () => {
    expect(parseLocalePath("/de", ["en", "de"], "en")).toEqual({ kind: "redirect", location: "/de/" });
    expect(parseLocalePath("/en/terms", ["en", "de"], "en")).toEqual({ kind: "redirect", location: "/terms" });
    expect(parseLocalePath("/en", ["en", "de"], "en")).toEqual({ kind: "redirect", location: "/" });
  });

  it("answers a supported language that is not enabled as not found, and treats other segments as page paths", () => {
    expect(parseLocalePath("/fr/", ["en", "de"], "en")).toEqual({ kind: "not-found", language: "en" });
    expect(parseLocalePath("/fr/terms", ["en", "de"], "de")).toEqual({ kind: "not-found", language: "de" });
    expect(parseLocalePath("/xx/terms", ["en", "de"], "en")).toEqual({ kind: "page", language: "en", path: "/xx/terms" });
    expect(parseLocalePath("/DE/", ["en", "de"], "en")).toEqual({ kind: "page", language: "en", path: "/DE/" });
    expect(parseLocalePath("/pt-BR/", ["en", "pt-BR"], "en")).toEqual({ kind: "page", language: "en", path: "/pt-BR/" });
    expect(parseLocalePath("/design", ["en", "de"], "en")).toEqual({ kind: "page", language: "en", path: "/design" });
  });
});
