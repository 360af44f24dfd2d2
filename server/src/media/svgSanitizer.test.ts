import { describe, expect, it } from "vitest";
import { sniffImageType } from "./sniff";
import { sanitizeSvg, SvgRejected } from "./svgSanitizer";

const svg = (inner: string, attrs = "") => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${inner}</svg>`;

describe("sanitizeSvg", () => {
  it("removes prefixed and other-namespace scripts, xml:base, handlers in any case, and animation", () => {
    const out = sanitizeSvg(
      `<svg:svg xmlns:svg="http://www.w3.org/2000/svg" ONLOAD="x()"><svg:script>a()</svg:script><svg:g xml:base="https://evil.example/" onMouseOver="b()"><svg:rect width="1" height="1"/></svg:g><h:script xmlns:h="http://www.w3.org/1999/xhtml">c()</h:script><svg:animate attributeName="href" values="javascript:d()"/></svg:svg>`,
    );
    expect(out).not.toMatch(/script|onload|onmouseover|xml:base|evil|animate|javascript/i);
    expect(out).toContain("rect");
  });

  it("keeps embedded raster images and fragment links, drops every other reference", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    const out = sanitizeSvg(
      svg(
        `<image href="${png}"/><image xlink:href="data:image/svg+xml;base64,PHN2Zz4="/><use xlink:href="#logo"/><use href="//evil.example/a.svg#b"/><pattern id="p" href="file:///etc/passwd"/>`,
      ),
    );
    expect(out).toContain(png);
    expect(out).toContain('xlink:href="#logo"');
    expect(out).not.toMatch(/svg\+xml|evil|file:/);
  });

  it("refuses what is not well-formed SVG", () => {
    expect(() => sanitizeSvg("<svg><g></svg>")).toThrow(SvgRejected);
    expect(() => sanitizeSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>')).toThrow(/root element/);
  });
});

describe("sniffImageType", () => {
  it("reads SVG after a byte-order mark, declaration, comment and doctype, and nothing else as SVG", () => {
    expect(sniffImageType(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg/>'))).toBe(
      "image/svg+xml",
    );
    expect(sniffImageType(Buffer.from("<svgfoo/>"))).toBeNull();
    expect(sniffImageType(Buffer.from("GIF89a..."))).toBeNull();
    expect(sniffImageType(Buffer.from([0, 0, 1, 0, 0, 0]))).toBeNull();
  });
});
