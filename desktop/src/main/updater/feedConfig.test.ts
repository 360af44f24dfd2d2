import { describe, expect, it } from "vitest";
import { feedBaseUrl, parseFeedFile, validateFeed } from "./feedConfig";

describe("the update feed (app-update.yml)", () => {
  it("accepts GitHub Releases, as electron-builder writes it", () => {
    const result = parseFeedFile("owner: hostsite\nrepo: hostsite\nprovider: github\nupdaterCacheDirName: hostsite-admin-updater\n");
    expect(result).toEqual({ ok: true, feed: { provider: "github", owner: "hostsite", repo: "hostsite", updaterCacheDirName: "hostsite-admin-updater" } });
    if (result.ok) expect(feedBaseUrl(result.feed)).toBe("https://github.com/hostsite/hostsite/releases/download/");
  });

  it("accepts a company's own https:// feed and keeps the Windows publisher names", () => {
    const result = parseFeedFile("provider: generic\nurl: https://updates.example.com/hostsite-admin\npublisherName:\n  - Example Hosting Ltd\n");
    expect(result).toEqual({
      ok: true,
      feed: { provider: "generic", url: "https://updates.example.com/hostsite-admin", publisherName: ["Example Hosting Ltd"] },
    });
    if (result.ok) expect(feedBaseUrl(result.feed)).toBe("https://updates.example.com/hostsite-admin/");
  });

  it.each([
    ["plain http", "provider: generic\nurl: http://updates.example.com/\n", /only fetched over https/],
    ["credentials in the URL", "provider: generic\nurl: https://user:pw@updates.example.com/\n", /user name or password/],
    ["a broken URL", "provider: generic\nurl: 'not a url'\n", /not a valid address/],
    ["another provider", "provider: s3\nbucket: x\n", /not supported/],
    ["a private GitHub feed (token in the app)", "provider: github\nowner: a\nrepo: b\nprivate: true\n", /private/],
    ["GitHub without a repository", "provider: github\nowner: a\n", /owner and a repository/],
    ["an empty file", "", /no update feed/],
    ["unreadable YAML", "provider: [generic\n", /not readable/],
  ])("refuses %s", (_name, text, error) => {
    const result = parseFeedFile(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });

  it("ignores a cache folder name that could leave the cache directory", () => {
    expect(validateFeed({ provider: "generic", url: "https://u.example/", updaterCacheDirName: "../../evil" })).toEqual({
      ok: true,
      feed: { provider: "generic", url: "https://u.example/" },
    });
  });
});
