import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, saveScreenshot } from "../../../web/test/browser";
import { startTestServer, type TestServer } from "../../test/testServer";

/**
 * Cleaned SVG uploads in real Chromium, served by the real server: opened as an <img> and directly as a
 * document, no request leaves for another origin (a local server stands for the outside site and counts what
 * reaches it), and a normal logo still draws its shapes.
 */
let server: TestServer;
let token: string;
let browser: Browser;
let outside: Server;
let outsideUrl: string;
const outsideHits: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  browser = await launchBrowser();
  outside = createServer((request, response) => {
    outsideHits.push(request.url ?? "");
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => outside.listen(0, "127.0.0.1", resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => outside?.close(resolve));
});

async function uploadSvg(kind: string, svg: string): Promise<string> {
  const response = await fetch(`${server.url}/api/admin/media/${kind}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "image/svg+xml" },
    body: svg,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return `${server.url}${body.url}`;
}

/** Every request the page makes, from its frames and workers alike. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.context().on("request", (request) => urls.push(request.url()));
  return urls;
}

const outsideRequests = (urls: string[]) => urls.filter((url) => !url.startsWith("data:") && new URL(url).origin !== new URL(server.url).origin);

/** Each way of naming an outside resource the review found, and the older ones. `n` numbers the address. */
function hostileSvg(): string {
  const out = (n: number, ext = "svg") => `${outsideUrl}/${n}.${ext}`;
  return [
    '<?xml version="1.0"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100">',
    "<style>",
    `@\\69mport url(${out(2, "css")});`,
    `@import "${out(3, "css")}";`,
    `.a { fill: \\75rl(${out(4)}#p) }`,
    `.b { fill: u\\72l(${out(5)}#p) }`,
    `svg { background-image: image-set("${out(6, "png")}" 1x) }`,
    `.c { fill: url("${out(7)}#p") }`,
    `.d { stroke: url('${out(8)}#p') }`,
    `.e { cursor: url(${out(9, "cur")}), auto; mask-image: url(${out(10, "png")}) }`,
    `@font-face { font-family: Outside; src: url(${out(11, "woff")}) } text { font-family: Outside }`,
    "</style>",
    '<rect class="a b c d e" width="20" height="20"/>',
    `<rect x="30" width="20" height="20" fill="url(${out(12)}#p)" stroke="url('${out(13)}#p')" filter="\\75rl(${out(14)}#f)"/>`,
    `<rect x="60" width="20" height="20" style="fill: url(${out(15)}#p); mask: url(${out(16)}#m)"/>`,
    `<image href="${out(17, "png")}" width="10" height="10"/><image xlink:href="${out(18, "png")}" width="10" height="10"/>`,
    `<use href="${out(19)}#a"/><use xlink:href="${out(20)}#a"/>`,
    `<filter id="f"><feImage href="${out(21, "png")}"/></filter>`,
    `<script xlink:href="${out(22, "js")}"/><script>fetch("${out(23, "js")}")</script>`,
    `<foreignObject width="50" height="50"><img xmlns="http://www.w3.org/1999/xhtml" src="${out(24, "png")}"/></foreignObject>`,
    `<a href="${out(25, "html")}"><text x="100" y="50" onload="fetch('${out(26, "js")}')">Hi</text></a>`,
    `<image href="data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><image href="${out(27, "png")}"/></svg>`).toString("base64")}"/>`,
    `<?xml-stylesheet href="${out(1, "css")}"?>`,
    "</svg>",
  ].join("\n");
}

describe("a hostile SVG upload in Chromium", () => {
  it("loads nothing from another origin, as an <img> or opened directly", async () => {
    const url = await uploadSvg("logo", hostileSvg());
    outsideHits.length = 0;

    const asImage = await browser.newPage();
    const imageRequests = recordRequests(asImage);
    await asImage.setContent(`<img id="logo" src="${url}" alt="logo">`);
    await asImage.waitForFunction(() => (document.getElementById("logo") as HTMLImageElement).complete);
    await asImage.waitForLoadState("networkidle");
    expect(imageRequests).toContain(url);

    const asDocument = await browser.newPage();
    const documentRequests = recordRequests(asDocument);
    const response = await asDocument.goto(url);
    expect(response?.status()).toBe(200);
    await asDocument.waitForLoadState("networkidle");
    expect(await asDocument.evaluate(() => document.documentElement.localName)).toBe("svg");

    expect(outsideRequests(imageRequests)).toEqual([]);
    expect(outsideRequests(documentRequests)).toEqual([]);
    expect(outsideHits).toEqual([]);
    await asImage.close();
    await asDocument.close();
  });
});

describe("a normal SVG logo in Chromium", () => {
  const logo = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="80" viewBox="0 0 240 80">',
    "<title>Acme Hosting</title>",
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#06b6d4"/></linearGradient>',
    '<clipPath id="round"><circle cx="40" cy="40" r="36"/></clipPath></defs>',
    "<style>.word { fill: #111827; font-family: Arial, sans-serif; font-weight: 700 } .accent { fill: #f59e0b }</style>",
    '<g transform="translate(4 0)" clip-path="url(#round)"><rect width="80" height="80" fill="url(#sky)"/><path class="accent" d="M10 70 L40 10 L70 70 Z"/></g>',
    '<text class="word" x="96" y="52" font-size="28">Acme</text>',
    "</svg>",
  ].join("");

  it("draws its gradient, clip path, class styles and text, as an <img> and as a document", async () => {
    const url = await uploadSvg("favicon", logo);
    const page = await browser.newPage({ viewport: { width: 480, height: 200 } });
    const requests = recordRequests(page);
    await page.goto(url);
    const drawn = await page.evaluate(() => {
      const word = document.querySelector(".word") as SVGTextElement;
      const accent = document.querySelector(".accent") as SVGPathElement;
      const rect = document.querySelector("rect") as SVGRectElement;
      return {
        wordFill: getComputedStyle(word).fill,
        wordWidth: word.getBBox().width,
        accentFill: getComputedStyle(accent).fill,
        rectFill: getComputedStyle(rect).fill,
        clipPath: getComputedStyle(rect.parentElement!).clipPath,
        stops: document.querySelectorAll("linearGradient stop").length,
      };
    });
    expect(drawn).toMatchObject({ wordFill: "rgb(17, 24, 39)", accentFill: "rgb(245, 158, 11)", stops: 2 });
    expect(drawn.rectFill).toMatch(/url\(".*#sky"\)/);
    expect(drawn.clipPath).toMatch(/url\(".*#round"\)/);
    expect(drawn.wordWidth).toBeGreaterThan(40);
    await saveScreenshot(page, "svg-logo-document.png");

    // A page of the same origin, so the drawn image can be read back from a canvas.
    await page.goto(`${server.url}/no-such-page`);
    await page.setContent(`<img id="logo" src="${url}" alt="Acme Hosting">`);
    await page.waitForFunction(() => (document.getElementById("logo") as HTMLImageElement).complete);
    const image = await page.evaluate(() => {
      const img = document.getElementById("logo") as HTMLImageElement;
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(img, 0, 0);
      const pixel = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data);
      // Inside the clip circle (gradient), outside it (transparent), inside the triangle (amber).
      return { width: img.naturalWidth, height: img.naturalHeight, gradient: pixel(20, 40), clipped: pixel(1, 1), triangle: pixel(44, 60) };
    });
    await saveScreenshot(page, "svg-logo-img.png");
    expect(image).toMatchObject({ width: 240, height: 80 });
    expect(image.gradient[3]).toBe(255);
    expect(image.gradient[2]).toBeGreaterThan(150); // blue side of the gradient
    expect(image.clipped[3]).toBe(0);
    expect(image.triangle.slice(0, 3)).toEqual([245, 158, 11]);
    expect(outsideRequests(requests)).toEqual([]);
    await page.close();
  });
});
