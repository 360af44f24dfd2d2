import { parseAtomFeed } from "feedsmith";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { eventually } from "../../../test/eventually";
import { useSourceSsrServer } from "../../../test/sourceSsrServer";

const PUBLIC_URL = "https://hosting.example";
// The public pages' markdown worker renders the bodies, as in production.
const site = useSourceSsrServer({ PUBLIC_URL });

/** Throws unless `xml` is a well-formed XML document (saxes is a strict, conforming parser). */
function checkWellFormed(xml: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
}

async function create(path: string, body: unknown): Promise<{ id: number }> {
  const answer = await site.server.api(path, { method: "POST", token: site.token, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

describe("the status feed /status/feed.xml", () => {
  it("lists published incidents with their updates and published maintenance windows as Atom, newest first, with absolute links and stable ids", async () => {
    expect((await site.server.api("/api/admin/company-info", { method: "PUT", token: site.token, body: { name: "Feed & <Co>" } })).status).toBe(200);
    const hostile = '<script>alert("x")</script> ]]> &amp; \u0001\u001f\uffff end';
    const older = await create("/api/admin/incidents", {
      title: "Mail delays",
      impact: "minor",
      started_at: "2026-03-01T10:00:00Z",
      updates: [
        { at: "2026-03-01T10:05:00Z", state: "investigating", body: "Mail is **slow**." },
        { at: "2026-03-01T11:00:00Z", state: "resolved", body: "All mail delivered." },
      ],
      translations: { de: { title: "Verzögerte E-Mails" } },
    });
    const newer = await create("/api/admin/incidents", {
      title: hostile,
      impact: "critical",
      started_at: "2026-03-05T08:00:00Z",
      updates: [{ at: "2026-03-05T08:01:00Z", state: "identified", body: `A <b>raw</b> tag, ]]> and a control \u0002 character.` }],
    });
    await create("/api/admin/incidents", { title: "Draft, not published", published: false, started_at: "2026-03-06T08:00:00Z" });
    const window = await create("/api/admin/maintenance", {
      title: "Network upgrade",
      body: "Short *interruptions*.",
      starts_at: "2026-03-03T22:00:00Z",
      ends_at: "2026-03-04T02:00:00Z",
    });
    await create("/api/admin/maintenance", { title: "Hidden window", starts_at: "2026-03-07T22:00:00Z", ends_at: "2026-03-08T02:00:00Z", published: false });

    // The first answers may come before the worker rendered every body (those are plain text, and a feed kept
    // until more markdown is ready answers 304 to its ETag too); the feed is made again once they are.
    const answer = await eventually(async () => {
      const first = await site.server.api("/status/feed.xml");
      expect(first.status).toBe(200);
      expect(first.text).not.toContain("**slow**");
      expect((await site.server.api("/status/feed.xml", { headers: { "if-none-match": first.headers.get("etag")! } })).status).toBe(304);
      return first;
    });
    expect(answer.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const etag = answer.headers.get("etag");

    checkWellFormed(answer.text);
    expect(answer.text).not.toContain("<script>");
    const feed = parseAtomFeed(answer.text);
    expect(feed.title?.value).toBe("Feed & <Co> status");
    expect(feed.authors).toEqual([{ name: "Feed & <Co>" }]);
    expect(feed.links).toEqual(
      expect.arrayContaining([
        { rel: "self", type: "application/atom+xml", href: `${PUBLIC_URL}/status/feed.xml` },
        { rel: "alternate", type: "text/html", href: `${PUBLIC_URL}/status` },
      ]),
    );
    expect(feed.id).toMatch(/^tag:hosting\.example,\d{4}-\d{2}-\d{2}:status$/);
    expect(feed.updated).toBe("2026-03-05T08:01:00.000Z");

    const entries = feed.entries ?? [];
    expect(entries.map((entry) => entry.title?.value)).toEqual([
      '<script>alert("x")</script> ]]> &amp;  end',
      "Planned maintenance: Network upgrade",
      "Mail delays",
    ]);
    expect(entries.map((entry) => entry.id)).toEqual([
      expect.stringMatching(new RegExp(`^tag:hosting\\.example,\\d{4}-\\d{2}-\\d{2}:incident/${newer.id}$`)),
      expect.stringMatching(new RegExp(`:maintenance/${window.id}$`)),
      expect.stringMatching(new RegExp(`:incident/${older.id}$`)),
    ]);
    expect(entries.map((entry) => entry.updated)).toEqual(["2026-03-05T08:01:00.000Z", "2026-03-03T22:00:00.000Z", "2026-03-01T11:00:00.000Z"]);
    for (const entry of entries) expect(entry.links).toEqual([{ rel: "alternate", type: "text/html", href: `${PUBLIC_URL}/status` }]);

    const [hostileEntry, windowEntry, mailEntry] = entries.map((entry) => entry.content?.value ?? "");
    expect(entries[0].content?.type).toBe("html");
    // The updates newest first, each with its state and time; markdown as HTML.
    expect(mailEntry.indexOf("Resolved")).toBeLessThan(mailEntry.indexOf("Investigating"));
    expect(mailEntry).toContain("<p>Mail is <strong>slow</strong>.</p>");
    expect(mailEntry).toContain("All mail delivered.");
    expect(hostileEntry).toContain("Identified");
    expect(hostileEntry).not.toContain("<b>");
    // Raw HTML in markdown is left out by the renderer; characters XML does not allow are left out of the feed.
    expect(hostileEntry).toContain("<p>A raw tag, ]]&gt; and a control  character.</p>");
    for (const forbidden of ["\u0001", "\u0002", "\u001f", "\uffff"]) expect(answer.text).not.toContain(forbidden);
    expect(windowEntry).toContain("Mar 3, 2026, 10:00 PM");
    expect(windowEntry).toContain("(UTC)");

    // A change is in the next answer, under a new ETag.
    await create("/api/admin/incidents", { title: "Newest", started_at: "2026-03-09T08:00:00Z" });
    const changed = await site.server.api("/status/feed.xml");
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(parseAtomFeed(changed.text).entries?.[0].title?.value).toBe("Newest");
  });

  it("is in the site's default language", async () => {
    await create("/api/admin/maintenance", { title: "Power work", starts_at: "2026-03-10T22:00:00Z", ends_at: "2026-03-11T02:00:00Z" });
    const saved = await site.server.api("/api/admin/site-settings", {
      method: "PUT",
      token: site.token,
      body: { languages: ["en", "de"], default_language: "de", move_texts: false },
    });
    expect(saved.status, saved.text).toBe(200);
    const feed = parseAtomFeed((await site.server.api("/status/feed.xml")).text);
    const titles = (feed.entries ?? []).map((entry) => entry.title?.value);
    expect(titles).toContain("Geplante Wartung: Power work");
    expect(feed.subtitle?.value).toBe("Störungen und geplante Wartungen");
    const alternate = feed.links?.find((link) => link.rel === "alternate");
    expect(alternate?.href).toBe(`${PUBLIC_URL}/status`);
  });
});
