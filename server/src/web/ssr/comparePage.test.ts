import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderTarget } from "../../../test/orderLinks";
import { startSsrTestSite, type SsrTestSite } from "../../../test/ssrTestSite";

/** The compare pages and the plan finder, with the real app and the real renderer. */
const PUBLIC_URL = "https://orbit.example";
const KEY = "compare-vps";

let site: SsrTestSite;
const ids: Record<string, number> = {};

const get = (path: string) => fetch(site.server.url + path, { redirect: "manual" });
const admin = (path: string, method: string, body: unknown) => site.api(path, { method, token: site.token, body });

/** Makes a category, asserting it was saved. */
async function createCategory(fields: Record<string, unknown>): Promise<void> {
  const created = await admin("/api/admin/hosting-categories", "POST", fields);
  expect(created.status, created.text).toBe(200);
}

/** The markup from `start` to the end of its element's first `</${tag}>`. */
function slice(html: string, start: string, tag: string): string {
  const from = html.indexOf(start);
  expect(from, start).toBeGreaterThan(-1);
  return html.slice(from, html.indexOf(`</${tag}>`, from) + tag.length + 3);
}

const text = (markup: string) =>
  markup
    .replace(/<[^<>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** The table's header row: the plan names and their marks. */
const headerRow = (html: string) => slice(html, "<thead>", "thead");
/** The header cell of one plan's column. */
const planHeader = (html: string, name: string) => {
  const head = headerRow(html);
  const cell = [...head.matchAll(/<th [^>]*class="([^"]*compare-plan[^"]*)"[^>]*>(.*?)<\/th>/g)].find((match) => match[2].includes(name));
  expect(cell, name).toBeDefined();
  return { classes: cell![1], text: text(cell![2]) };
};
/** A body row by its spec name: its cells' texts. */
function row(html: string, label: string): string[] {
  const match = new RegExp(`<tr[^>]*><th scope="row">${label}</th>(.*?)</tr>`).exec(html);
  expect(match, label).not.toBeNull();
  return [...match![1].matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => text(cell[1]));
}

beforeAll(async () => {
  site = await startSsrTestSite({ PUBLIC_URL });
  const saved = await admin("/api/admin/site-settings", "PUT", { languages: ["en", "de"], default_language: "en", tax_display: "none" });
  expect(saved.status, saved.text).toBe(200);
  await createCategory({
    key: KEY,
    display_name: "Cloud Compare",
    type: "custom",
    display_order: 50,
    translations: { de: { display_name: "Cloud-Vergleich" } },
  });
  const plans = [
    { name: "Pebble", price: 4, cpu: "1 vCPU", ram: "1 GB", disk_space: "20 GB SSD", bandwidth: "1 TB", features: ["Free SSL", "Daily backups"] },
    {
      name: "Boulder",
      price: 9,
      cpu: "2 vCPU",
      ram: "4 GB",
      disk_space: "80 GB NVMe",
      bandwidth: "Unmetered",
      features: ["Free SSL", "DDoS filter"],
      is_popular: true,
    },
    { name: "Cliff", price: 9, cpu: "2 Cores", ram: "4096 MB", disk_space: "100 GB", bandwidth: "2 TB", features: ["free ssl"] },
    { name: "Summit", price: 19, cpu: "4x 3.4 GHz", ram: "16 GB DDR4", disk_space: "1 TB", bandwidth: "Unmetered", pricing: { annual: 180 } },
    { name: "Glacier", price: 2, cpu: "8 vCPU", ram: "64 GB", disk_space: "2 TB", bandwidth: "", sold_out: true },
  ];
  for (const [index, fields] of plans.entries()) {
    const created = await admin("/api/admin/hosting-plans", "POST", { type: "custom", category_key: KEY, display_order: index, ...fields });
    expect(created.status, created.text).toBe(200);
    ids[fields.name] = created.body.id;
  }
});
afterAll(async () => {
  await site?.stop();
});

describe("the compare page /compare/{category_key}", () => {
  it("shows the category's plans as columns against every spec they state, with prices, order buttons and ✓/— features", async () => {
    const response = await get(`/compare/${KEY}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Compare Cloud Compare plans | Orbit Test Hosting</title>");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/compare/${KEY}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${PUBLIC_URL}/de/compare/${KEY}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/compare/${KEY}">`);
    expect(html).toContain('<h1 id="compare-title" class="section-title">Compare Cloud Compare plans</h1>');
    expect(html).toContain('class="page page--compare"');
    // Columns in the category's order; the corner cell names the first column.
    expect(text(headerRow(html))).toBe("Plan Pebble Boulder Popular Cliff Summit Glacier Sold out");
    expect(row(html, "CPU")).toEqual(["1 vCPU", "2 vCPU", "2 Cores", "4x 3.4 GHz", "8 vCPU"]);
    expect(row(html, "RAM")).toEqual(["1 GB", "4 GB", "4096 MB", "16 GB DDR4", "64 GB"]);
    expect(row(html, "Storage")).toEqual(["20 GB SSD", "80 GB NVMe", "100 GB", "1 TB", "2 TB"]);
    expect(row(html, "Bandwidth")).toEqual(["1 TB", "Unmetered", "2 TB", "Unmetered", "— Not included"]);
    // Features: the union of all plans' (the same text in another case is one row), ✓ or —.
    expect(row(html, "Free SSL")).toEqual(["Included", "Included", "Included", "— Not included", "— Not included"]);
    expect(row(html, "DDoS filter")).toEqual(["— Not included", "Included", "— Not included", "— Not included", "— Not included"]);
    expect(html).not.toContain('<th scope="row">free ssl</th>');
    // Prices per month with the card's script data, the order buttons (a sold-out plan has none).
    const prices = row(html, "Price");
    expect(prices[0]).toBe("$ 4 /mo Billed monthly Order Now Pebble");
    expect(prices[3]).toBe("$ 19 /mo Billed monthly Order Now Summit");
    expect(prices[4]).toBe("$ 2 /mo Billed monthly Sold out Glacier");
    expect(html).toMatch(
      /<td class="compare-price" data-plan-id="\d+" data-category="compare-vps" data-term-views="[^"]*annual[^"]*"[^>]*data-enhance="plan-card">/,
    );
    expect(html).toContain('<fieldset class="term-switch" data-category="compare-vps" data-enhance="term-switch">');
    // The scrolling box takes keyboard focus and is named by the table's caption.
    expect(html).toContain(`<div class="compare-scroll" tabindex="0" role="region" aria-labelledby="${KEY}-compare-caption">`);
    // No finder marks without needs.
    expect(html).not.toMatch(/is-(best|fit|miss)/);
    expect(response.headers.get("etag")).toBeTruthy();
  });

  it("is there in every enabled language, and its address in the sitemap", async () => {
    const german = await get(`/de/compare/${KEY}`);
    expect(german.status).toBe(200);
    const html = await german.text();
    expect(html).toContain("<title>Cloud-Vergleich-Tarife vergleichen | Orbit Test Hosting</title>");
    expect(html).toContain('<th scope="row">Preis</th>');
    expect(html).toContain(`<form class="finder-form" action="/de/compare/${KEY}#finder" method="get">`);
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/compare/${KEY}</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/de/compare/${KEY}</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/compare/hosting</loc>`);
  });

  it("is the 404 page for an unknown or inactive category, one without plans, and for /compare itself", async () => {
    await createCategory({ key: "compare-empty", display_name: "Nothing Yet", type: "custom" });
    await createCategory({ key: "compare-hidden", display_name: "Hidden", type: "custom", is_active: false });
    expect((await admin("/api/admin/hosting-plans", "POST", { name: "Hidden Plan", type: "custom", category_key: "compare-hidden" })).status).toBe(200);
    for (const path of [
      "/compare/no-such-category",
      "/compare/compare-empty",
      "/compare/compare-hidden",
      "/compare",
      "/compare/",
      "/compare/Bad%20Key",
      "/de/compare/nothing",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex">');
    }
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("compare-empty");
    expect(sitemap).not.toContain("compare-hidden");
    // "compare" is reserved: no page of the site's own takes it.
    const page = await admin("/api/admin/pages", "POST", { slug: "compare", title: "Compare", body: "x", published: true });
    expect(page.status).toBe(400);
  });

  it("is linked from its category's section on the home page, whose own finder comes back to the section", async () => {
    const html = await (await get("/")).text();
    const section = slice(html, `<section id="${KEY}"`, "section");
    expect(section).toContain(`<a class="plans-compare" href="/compare/${KEY}">Compare plans<span class="visually-hidden">: Cloud Compare</span></a>`);
    expect(section).toContain(`<form class="finder-form" action="/#${KEY}-finder" method="get"><input type="hidden" name="finder" value="${KEY}"/>`);
    expect(section).toContain(`<details class="finder finder--collapsed" id="${KEY}-finder"><summary class="finder-title">What do you need?</summary>`);
    const german = await (await get("/de/")).text();
    expect(slice(german, `<section id="${KEY}"`, "section")).toContain(`href="/de/compare/${KEY}">Tarife vergleichen`);
  });
});

describe("the plan finder", () => {
  it("in a home page section, marks that section's plans in place and shows its outcome there, never cached", async () => {
    const plain = await get("/");
    const response = await get(`/?finder=${KEY}&need_ram_gb=4&need_cpu=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toBeNull();
    const html = await response.text();
    const section = slice(html, `<section id="${KEY}"`, "section");
    const card = (name: string) => {
      const match = [...section.matchAll(/<article class="([^"]*)"[^>]*>(.*?)<\/article>/g)].find((found) => found[2].includes(`>${name}</h3>`));
      expect(match, name).toBeDefined();
      return { classes: match![1], badge: text(/<p class="plan-badge[^"]*">(.*?)<\/p>/.exec(match![2])?.[1] ?? "") };
    };
    // The popular plan's highlight gives way to the finder's marks.
    expect(card("Boulder")).toEqual({ classes: "plan-card plan-card--best", badge: "Best match" });
    expect(card("Cliff")).toEqual({ classes: "plan-card plan-card--best", badge: "Best match" });
    expect(card("Summit")).toEqual({ classes: "plan-card plan-card--fit", badge: "Fits" });
    expect(card("Pebble")).toEqual({ classes: "plan-card plan-card--miss", badge: "Does not fit" });
    expect(card("Glacier")).toEqual({ classes: "plan-card plan-card--sold-out plan-card--miss", badge: "Sold out" });
    // The finder is open, shows what was asked and its outcome, and clears back to the section.
    expect(section).toContain(`<details class="finder finder--collapsed" id="${KEY}-finder" open="">`);
    expect(section).toContain('<option value="4" selected="">at least 4 GB</option>');
    expect(text(slice(section, '<p class="finder-outcome', "p"))).toBe("Plans that fit your needs: 3. The cheapest: Boulder and Cliff.");
    expect(section).toContain(`<a class="finder-clear" href="/#${KEY}-finder">Clear</a>`);
    // Nothing else on the page is marked; the same needs without (or with an unknown) `finder` are the cached page.
    expect(html.match(/plan-card--(best|fit|miss)/g)?.length).toBe(5);
    for (const query of [`?need_ram_gb=4`, `?finder=nope&need_ram_gb=4`, `?finder=${KEY}`]) {
      const again = await get(`/${query}`);
      expect(again.headers.get("etag"), query).toBe(plain.headers.get("etag"));
      expect(await again.text(), query).not.toContain("finder-outcome");
    }
    const german = await (await get(`/de/?finder=${KEY}&need_ram_gb=32`)).text();
    expect(text(slice(slice(german, `<section id="${KEY}"`, "section"), '<p class="finder-outcome', "p"))).toBe(
      "Kein Tarif erfüllt alle Ihre Anforderungen. Am nächsten kommt Summit: RAM: 16 GB statt 32 GB.",
    );
  });

  it("offers minimums taken from the category's own specs, as a plain GET form", async () => {
    const html = await (await get(`/compare/${KEY}`)).text();
    const form = slice(html, '<form class="finder-form"', "form");
    expect(form).toContain(`action="/compare/${KEY}#finder"`);
    const options = (name: string) => {
      const select = slice(form, `name="${name}"`, "select");
      return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => `${match[1]}=${match[2]}`);
    };
    // RAM 1, 4, 4096 MB (= 4), 16 and 64 GB; disks in GB (1 TB = 1000); cores read from "2 Cores", "4x 3.4 GHz".
    expect(options("need_ram_gb")).toEqual(["=Any", "1=at least 1 GB", "4=at least 4 GB", "16=at least 16 GB", "64=at least 64 GB"]);
    expect(options("need_disk_gb")).toEqual([
      "=Any",
      "20=at least 20 GB",
      "80=at least 80 GB",
      "100=at least 100 GB",
      "1000=at least 1,000 GB",
      "2000=at least 2,000 GB",
    ]);
    expect(options("need_cpu")).toEqual(["=Any", "1=at least 1 core", "2=at least 2 cores", "4=at least 4 cores", "8=at least 8 cores"]);
    // No plan states websites, locations or games: no such choice.
    expect(form).not.toContain('name="need_websites"');
    expect(form).not.toContain('name="location"');
    expect(form).not.toContain('name="game"');
    expect(form).toContain('<button type="submit" class="btn btn--primary btn--small">Find plans</button>');
  });

  it("highlights the cheapest plans that fit, dims the others, and is never kept in the page cache", async () => {
    const response = await get(`/compare/${KEY}?need_ram_gb=4&need_cpu=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toBeNull();
    const html = await response.text();
    // Boulder and Cliff (4 GB, 2 cores, $9) are the cheapest that fit; Summit fits at $19; Glacier is sold out.
    expect(text(slice(html, '<p class="finder-outcome', "p"))).toBe("Plans that fit your needs: 3. The cheapest: Boulder and Cliff.");
    expect(planHeader(html, "Boulder")).toEqual({ classes: "compare-plan is-best", text: "Boulder Best match" });
    expect(planHeader(html, "Cliff").classes).toBe("compare-plan is-best");
    expect(planHeader(html, "Summit")).toEqual({ classes: "compare-plan is-fit", text: "Summit Fits" });
    expect(planHeader(html, "Pebble")).toEqual({ classes: "compare-plan is-miss", text: "Pebble Does not fit" });
    expect(planHeader(html, "Glacier").classes).toBe("compare-plan is-miss");
    // The form shows what was asked, and a way back to every plan.
    expect(html).toMatch(
      /<select id="finder-need_ram_gb" name="need_ram_gb"><option value="">Any<\/option><option value="1">at least 1 GB<\/option><option value="4" selected="">/,
    );
    expect(html).toContain(`<a class="finder-clear" href="/compare/${KEY}">Clear</a>`);
    // The canonical address stays the page's own.
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/compare/${KEY}">`);
  });

  it("says when no plan fits and names the nearest miss with what it lacks", async () => {
    const html = await (await get(`/compare/${KEY}?need_ram_gb=32&need_disk_gb=500`)).text();
    // Glacier (64 GB) is sold out; Summit misses only RAM (16 of 32 GB).
    expect(text(slice(html, '<p class="finder-outcome', "p"))).toBe("No plan fits all your needs. The nearest is Summit: RAM: 16 GB instead of 32 GB.");
    expect(html).not.toMatch(/class="[^"]*is-(best|fit)/);
    // A minimum no plan has stays chosen in its select.
    expect(html).toContain('<option value="32" selected="">at least 32 GB</option>');
    const two = await (await get(`/compare/${KEY}?need_ram_gb=16&need_disk_gb=2000&need_cpu=8`)).text();
    expect(text(slice(two, '<p class="finder-outcome', "p"))).toBe(
      "No plan fits all your needs. The nearest is Summit: Storage: 1,000 GB instead of 2,000 GB and CPU cores: 4 instead of 8.",
    );
  });

  it("answers in the page's language", async () => {
    const html = await (await get(`/de/compare/${KEY}?need_ram_gb=32`)).text();
    expect(text(slice(html, '<p class="finder-outcome', "p"))).toBe(
      "Kein Tarif erfüllt alle Ihre Anforderungen. Am nächsten kommt Summit: RAM: 16 GB statt 32 GB.",
    );
    expect(planHeader(html, "Pebble").text).toBe("Pebble Passt nicht");
  });

  it("ignores what is no need: such an address is the cached page", async () => {
    const plain = await get(`/compare/${KEY}`);
    const etag = plain.headers.get("etag");
    for (const query of ["?utm_source=mail", "?need_ram_gb=lots&need_cpu=-2", "?need_ram_gb=&need_cpu=", "?location=..%2Fx"]) {
      const response = await get(`/compare/${KEY}${query}`);
      expect(response.headers.get("etag"), query).toBe(etag);
      expect(await response.text(), query).not.toContain("finder-outcome");
    }
  });

  it("offers the games of a game server category and matches them without regard to case", async () => {
    await createCategory({ key: "compare-games", display_name: "Game Compare", type: "gameserver", sub_type: "cmp" });
    for (const [name, price, supported] of [
      ["Creeper", 5, ["Minecraft", "Terraria"]],
      ["Raider", 12, ["Rust", "minecraft"]],
    ] as const) {
      const created = await admin("/api/admin/hosting-plans", "POST", {
        name,
        price,
        type: "gameserver",
        category_key: "compare-games",
        ram: "4 GB",
        supported_games: supported,
      });
      expect(created.status, created.text).toBe(200);
    }
    const html = await (await get("/compare/compare-games?game=RUST")).text();
    const select = slice(html, 'name="game"', "select");
    expect([...select.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1])).toEqual(["", "Minecraft", "Terraria", "Rust"]);
    expect(select).toContain('<option value="Rust" selected="">Rust</option>');
    expect(text(slice(html, '<p class="finder-outcome', "p"))).toBe("Plans that fit your needs: 1. The cheapest: Raider.");
    expect(row(html, "Minecraft")).toEqual(["Included", "Included"]);
    expect(row(html, "Rust")).toEqual(["— Not included", "Included"]);
    const none = await (await get("/compare/compare-games?game=Valheim&need_ram_gb=8")).text();
    expect(text(slice(none, '<p class="finder-outcome', "p"))).toBe(
      "No plan fits all your needs. The nearest is Creeper: RAM: 4 GB instead of 8 GB and no Valheim.",
    );
  });
});

describe("locations on the compare page", () => {
  it("states where each plan is offered, finds plans by location, and its order links carry the chosen location", async () => {
    for (const [key, name, country, order_value] of [
      ["fra", "Frankfurt", "DE", "eu-central"],
      ["nyc", "New York", "US", ""],
    ]) {
      const created = await admin("/api/admin/locations", "POST", { key, name, country, order_value });
      expect(created.status, created.text).toBe(200);
    }
    const saved = await admin("/api/admin/site-settings", "PUT", { order_url_template: "https://billing.example/order/{plan_id}?dc={location}&promo={promo}" });
    expect(saved.status, saved.text).toBe(200);
    await createCategory({ key: "compare-places", display_name: "Placed Servers", type: "custom" });
    const placed: Record<string, number> = {};
    for (const [name, price, locations] of [
      ["Near", 6, [{ key: "fra", sold_out: false }]],
      [
        "Far",
        8,
        [
          { key: "fra", sold_out: true },
          { key: "nyc", sold_out: false },
        ],
      ],
      [
        "Both",
        12,
        [
          { key: "nyc", sold_out: false },
          { key: "fra", sold_out: false },
        ],
      ],
    ] as const) {
      const created = await admin("/api/admin/hosting-plans", "POST", { name, price, type: "custom", category_key: "compare-places", ram: "2 GB", locations });
      expect(created.status, created.text).toBe(200);
      placed[name] = created.body.id;
    }

    const html = await (await get("/compare/compare-places")).text();
    expect(row(html, "Locations")).toEqual(["Frankfurt", "Frankfurt (sold out), New York", "New York, Frankfurt"]);
    const select = slice(html, 'name="location"', "select");
    expect([...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((match) => `${match[1]}=${match[2]}`)).toEqual([
      "=Any",
      "fra=Frankfurt",
      "nyc=New York",
    ]);
    // The location choice of the category's home page section (with the latency test) is above the table too; its
    // form comes back to the page's section.
    expect(html).toContain('<section id="compare-places" class="section compare" aria-labelledby="compare-title">');
    const choice = slice(html, '<div class="location-choice">', "form");
    expect(choice).toContain('action="#compare-places" method="get"');
    expect([...choice.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((match) => `${match[1]}=${match[2]}`)).toEqual([
      "=Choose a location",
      "fra=Frankfurt (Germany)",
      "nyc=New York (United States)",
    ]);
    // Without a chosen location an order goes to the plan's first location where it is not sold out.
    const orderOf = (page: string, name: string) =>
      new RegExp(`<a class="btn[^"]*plan-order[^"]*" href="([^"]*)"[^>]*>[^<]*<span class="visually-hidden"> ${name}</span>`).exec(page)?.[1];
    expect(await orderTarget(site.server.url, orderOf(html, "Far")!)).toBe(`https://billing.example/order/${placed.Far}?dc=nyc&promo=`);

    // ?location=fra: the plans offered there and not sold out there fit; the order links go there.
    const frankfurt = await get("/compare/compare-places?location=fra");
    const found = await frankfurt.text();
    expect(text(slice(found, '<p class="finder-outcome', "p"))).toBe("Plans that fit your needs: 2. The cheapest: Near.");
    expect(planHeader(found, "Far").classes).toBe("compare-plan is-miss");
    expect(planHeader(found, "Both").classes).toBe("compare-plan is-fit");
    expect(await orderTarget(site.server.url, orderOf(found, "Both")!)).toBe(`https://billing.example/order/${placed.Both}?dc=eu-central&promo=`);
    expect(frankfurt.headers.get("cache-control")).toBe("no-cache");

    const none = await (await get("/compare/compare-places?location=nyc&need_ram_gb=4")).text();
    expect(text(slice(none, '<p class="finder-outcome', "p"))).toBe("No plan fits all your needs. The nearest is Far: RAM: 2 GB instead of 4 GB.");
    // A location the site does not have is no need.
    const unknown = await get("/compare/compare-places?location=mars");
    expect(unknown.headers.get("etag")).toBeTruthy();
    expect(await unknown.text()).not.toContain("finder-outcome");
    const nowhere = await (await get("/compare/compare-places?need_ram_gb=1&location=fra&game=Rust")).text();
    expect(text(slice(nowhere, '<p class="finder-outcome', "p"))).toBe("No plan fits all your needs. The nearest is Near: no Rust.");
  });
});
