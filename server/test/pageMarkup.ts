import { expect } from "vitest";

/** The markup of one article of a rendered page: from the attribute that marks it (`data-plan-id="3"`) to its end. */
export function articleOf(html: string, marker: string): string {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</article>", start));
}

/** What markup says as text: tags as spaces, `&amp;` as `&`, runs of white space as one space. */
export function markupText(markup: string): string {
  return markup
    .replace(/<[^<>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
