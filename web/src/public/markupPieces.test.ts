import { describe, expect, it } from "vitest";
import type { PublicCategory, PublicPlan } from "../../../common/contracts";
import { PLAN_DEFAULTS } from "../../../common/contracts/plans";
import { testPageData } from "../../test/publicPageData";
import { render, renderPieces } from "./entry-server";
import { MarkupPieces } from "./markupPieces";

const plan = (id: number, name: string) =>
  ({
    ...PLAN_DEFAULTS,
    id,
    name,
    type: "shared",
    category_key: "web",
    price: 4.99,
    currency: "EUR",
    tax: { display: "none", rate: 0, label: "VAT" },
    order_urls: { monthly: `/go/order?plan=${id}&term=monthly&currency=EUR&lang=en&promo={promo}&location=` },
    locations: [],
  }) as unknown as PublicPlan;

const category = { id: 1, key: "web", display_name: "Web – fast", type: "shared", sub_type: "", is_active: true } as unknown as PublicCategory;

describe("a page's large markup kept in pieces", () => {
  it("puts each piece back where its placeholder is, in order, whatever the page's text says", () => {
    const pieces = new MarkupPieces();
    const first = pieces.placeholder("<p>cards 1</p>");
    const second = pieces.placeholder("<p>cards 2</p>");
    // A look-alike of a placeholder (another render's mark) stays text.
    const html = `<main>→ ${first}<div>${second}</div><!--piece-other:0--></main>`;
    expect(pieces.pieces(html)).toEqual(["<main>→ ", "<p>cards 1</p>", "<div>", "<p>cards 2</p>", "</div><!--piece-other:0--></main>"]);
    expect(new MarkupPieces().pieces("<p>no pieces</p>")).toEqual(["<p>no pieces</p>"]);
  });

  it("renders the home page in pieces that join into render's page: the plan cards a piece of their own", () => {
    const data = testPageData({ plans: [plan(1, "Starter"), plan(2, "Łódź Pro")], categories: [category] });
    const page = renderPieces(data, { publicUrl: "https://acme.example", path: "/" });
    const whole = render(data, { publicUrl: "https://acme.example", path: "/" });
    expect(page.html.join("")).toBe(whole.html);
    expect(page.head.join("")).toBe(whole.head);
    expect(page.lang).toBe(whole.lang);
    const cards = page.html.filter((piece) => piece.startsWith('<article class="plan-card'));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toContain("Starter");
    expect(cards[0]).toContain("Łódź Pro");
    // The page's other text is a piece apart (the category's name has a dash outside Latin-1).
    expect(page.html.some((piece) => piece.includes("Web – fast"))).toBe(true);
    // The structured data is a head piece of its own.
    expect(page.head.filter((piece) => piece.startsWith('<script type="application/ld+json">'))).toHaveLength(1);
  });
});
