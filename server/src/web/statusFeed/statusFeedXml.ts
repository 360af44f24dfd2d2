import { escapeHtml } from "../../../../common/html";
import { catalogFor, formatText } from "../../../../common/i18n/catalogs";
import type { Language } from "../../../../common/i18n/languages";
import { localizedPath } from "../../../../common/i18n/pagePaths";
import { plainMarkdownHtml } from "../../../../common/markdown/plainHtml";
import { STATUS_FEED_PATH, STATUS_PAGE_PATH } from "../../../../common/publicPages";
import { siteNameOf } from "../../../../common/siteName";
import type { SiteData } from "../../store/types";
import { xmlText } from "./xmlText";

/** The newest this many incidents and maintenance windows are in the feed (a reader keeps the older ones it saw). */
const STATUS_FEED_ENTRIES = 50;

type FeedData = Pick<SiteData, "incidents" | "maintenance" | "site_settings" | "company" | "meta">;
type StoredIncident = SiteData["incidents"][number];
type StoredWindow = SiteData["maintenance"][number];

/** One entry: a published incident (with its updates) or a published maintenance window. */
type FeedItem = { kind: "incident"; incident: StoredIncident; updated: string } | { kind: "maintenance"; window: StoredWindow; updated: string };

/**
 * The feed's entries, newest first by their last change: an incident's newest update (else its start), a window's
 * start (a window keeps no time of its own changes). Unpublished ones are left out.
 */
export function statusFeedItems(data: Pick<FeedData, "incidents" | "maintenance">): FeedItem[] {
  const incidents = data.incidents
    .filter((incident) => incident.published)
    .map((incident): FeedItem => ({
      kind: "incident",
      incident,
      updated: [incident.started_at, ...incident.updates.map((update) => update.at)].sort().at(-1)!,
    }));
  const windows = data.maintenance.filter((window) => window.published).map((window): FeedItem => ({ kind: "maintenance", window, updated: window.starts_at }));
  const id = (item: FeedItem) => (item.kind === "incident" ? item.incident.id : item.window.id);
  return [...incidents, ...windows].sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : id(b) - id(a))).slice(0, STATUS_FEED_ENTRIES);
}

/** The markdown texts the entries show (update bodies and window texts), to be rendered before the feed is made. */
export function statusFeedMarkdown(items: readonly FeedItem[]): string[] {
  return items.flatMap((item) => (item.kind === "incident" ? item.incident.updates.map((update) => update.body) : [item.window.body]));
}

interface StatusFeedInput {
  /** The site's address (PUBLIC_URL, no trailing slash). */
  publicUrl: string;
  data: FeedData;
  items: readonly FeedItem[];
  /** Markdown rendered to HTML, by its source; a text not there is shown as escaped plain text. */
  rendered: ReadonlyMap<string, { html: string }>;
}

/**
 * The Atom 1.0 feed of the status page, in the site's default language: each published incident with its updates
 * (newest first) and each published maintenance window with its times, as escaped HTML. Ids are tag URIs made of
 * the site's host, the day the site was created and the record's kind and id, so they stay the same whatever
 * changes in the record. Every stored text goes through xmlText.
 */
export function statusFeedXml({ publicUrl, data, items, rendered }: StatusFeedInput): string {
  const language = data.site_settings.default_language;
  const texts = catalogFor(language).statusFeed;
  const siteName = siteNameOf({ company: data.company, settings: data.site_settings });
  const statusPage = publicUrl + localizedPath(STATUS_PAGE_PATH, language, language);
  const idOf = tagUri(publicUrl, data.meta.created_at);
  const html = (markdown: string) => (markdown.trim() === "" ? "" : (rendered.get(markdown)?.html ?? plainMarkdownHtml(markdown)));
  const when = timeFormat(language);
  const link = `<link rel="alternate" type="text/html" href="${xmlText(statusPage)}"/>`;

  const entries = items.map((item) => {
    if (item.kind === "incident") {
      const { incident } = item;
      const timeline = [...incident.updates]
        .reverse()
        .map((update) => `<p><strong>${escapeHtml(formatText(texts, update.state))}</strong> · ${escapeHtml(when(update.at))}</p>\n${html(update.body)}`);
      return entry(idOf(`incident/${incident.id}`), incident.title, incident.started_at, item.updated, link, incident.impact, timeline.join("\n"));
    }
    const { window } = item;
    const times = `<p>${escapeHtml(formatText(texts, "window", { starts: when(window.starts_at), ends: when(window.ends_at) }))}</p>`;
    const title = formatText(texts, "maintenance", { title: window.title });
    return entry(
      idOf(`maintenance/${window.id}`),
      title,
      window.starts_at,
      item.updated,
      link,
      "maintenance",
      [times, html(window.body)].filter(Boolean).join("\n"),
    );
  });
  const updated =
    items
      .map((item) => item.updated)
      .sort()
      .at(-1) ?? data.meta.created_at;
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(language)}">`,
    `  <id>${xmlText(idOf("status"))}</id>`,
    `  <title>${xmlText(formatText(texts, "title", { site: siteName }))}</title>`,
    `  <subtitle>${xmlText(texts.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(publicUrl + STATUS_FEED_PATH)}"/>`,
    `  ${link}`,
    `  <updated>${xmlText(updated)}</updated>`,
    `  <author><name>${xmlText(siteName)}</name></author>`,
    ...entries,
    `</feed>`,
    ``,
  ].join("\n");
}

/** One `<entry>`: `content` is HTML (texts in it escaped), escaped once more as Atom's `type="html"` wants it. */
function entry(id: string, title: string, published: string, updated: string, link: string, category: string, content: string): string {
  return [
    `  <entry>`,
    `    <id>${xmlText(id)}</id>`,
    `    <title>${xmlText(title)}</title>`,
    `    ${link}`,
    `    <published>${xmlText(published)}</published>`,
    `    <updated>${xmlText(updated)}</updated>`,
    `    <category term="${xmlText(category)}"/>`,
    `    <content type="html">${xmlText(content)}</content>`,
    `  </entry>`,
  ].join("\n");
}

/** A time as the feed's language writes it, in UTC ("10 Mar 2026, 12:00"). */
function timeFormat(language: Language): (iso: string) => string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (iso) => format.format(new Date(iso));
}

/**
 * Tag URIs (RFC 4151) of the site: `tag:<host>,<YYYY-MM-DD the site was created>:<specific>`. A host that is not a
 * DNS name (an IPv6 address) stands as "localhost".
 */
function tagUri(publicUrl: string, createdAt: string): (specific: string) => string {
  let host = "localhost";
  try {
    const name = new URL(publicUrl).hostname.toLowerCase();
    if (/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(name)) host = name;
  } catch {
    // An address that does not parse keeps "localhost".
  }
  return (specific) => `tag:${host},${createdAt.slice(0, 10)}:${specific}`;
}
