import { load } from "js-yaml";

/** Where updates come from: GitHub Releases (the default) or a company's own HTTPS server. */
export type UpdateFeed =
  | { provider: "github"; owner: string; repo: string; updaterCacheDirName?: string; publisherName?: string[] }
  | { provider: "generic"; url: string; updaterCacheDirName?: string; publisherName?: string[] };

export type FeedResult = { ok: true; feed: UpdateFeed } | { ok: false; error: string };

const GITHUB_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,99})$/;

/** The base URL every update file must be fetched under. */
export function feedBaseUrl(feed: UpdateFeed): string {
  return feed.provider === "github" ? `https://github.com/${feed.owner}/${feed.repo}/releases/download/` : feed.url.endsWith("/") ? feed.url : `${feed.url}/`;
}

/**
 * Checks the update configuration electron-builder wrote into the installed app (app-update.yml): GitHub
 * Releases, or a generic feed on https:// only, no credentials in it, no other provider. Anything else turns
 * updates off rather than fetching code over an unprotected channel.
 */
export function validateFeed(config: unknown): FeedResult {
  if (typeof config !== "object" || config === null) return { ok: false, error: "no update feed is configured" };
  const { provider, owner, repo, url, updaterCacheDirName, publisherName } = config as Record<string, unknown>;
  const extras = {
    ...(typeof updaterCacheDirName === "string" && /^[\w.-]+$/.test(updaterCacheDirName) ? { updaterCacheDirName } : {}),
    ...(typeof publisherName === "string" ? { publisherName: [publisherName] } : {}),
    ...(Array.isArray(publisherName) && publisherName.every((n) => typeof n === "string") ? { publisherName: publisherName as string[] } : {}),
  };
  if (provider === "github") {
    if (typeof owner !== "string" || typeof repo !== "string" || !GITHUB_NAME.test(owner) || !GITHUB_NAME.test(repo)) {
      return { ok: false, error: "the GitHub update feed needs an owner and a repository" };
    }
    if ((config as Record<string, unknown>).private === true || "token" in (config as object)) {
      return { ok: false, error: "a private GitHub feed would put a token into the app; use a generic HTTPS feed instead" };
    }
    return { ok: true, feed: { provider, owner, repo, ...extras } };
  }
  if (provider === "generic") {
    let parsed: URL;
    try {
      parsed = new URL(String(url));
    } catch {
      return { ok: false, error: "the update feed's URL is not a valid address" };
    }
    if (parsed.protocol !== "https:") return { ok: false, error: `updates are only fetched over https:// (the feed is ${parsed.protocol}//)` };
    if (parsed.username !== "" || parsed.password !== "") return { ok: false, error: "the update feed's URL must not contain a user name or password" };
    return { ok: true, feed: { provider, url: parsed.href, ...extras } };
  }
  return { ok: false, error: `update provider ${JSON.stringify(provider)} is not supported (use github or generic)` };
}

/** Parses and validates app-update.yml's text. */
export function parseFeedFile(text: string): FeedResult {
  let config: unknown;
  try {
    config = load(text);
  } catch {
    return { ok: false, error: "app-update.yml is not readable" };
  }
  return validateFeed(config);
}
