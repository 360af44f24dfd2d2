import { describe, expect, it } from "vitest";
import { updateFeedArgs } from "./updateFeed.mjs";

describe("updateFeedArgs (the build's update feed)", () => {
  it("uses a company's own https:// feed when HOSTSITE_UPDATE_URL is set", () => {
    expect(updateFeedArgs({ HOSTSITE_UPDATE_URL: "https://updates.example.com/hostsite-admin/", GITHUB_REPOSITORY: "a/b" }).args).toEqual([
      "-c.publish.provider=generic",
      "-c.publish.url=https://updates.example.com/hostsite-admin/",
    ]);
  });

  it.each([
    ["http://updates.example.com/", /must start with https/],
    ["https://user:pw@updates.example.com/", /user name or password/],
    ["not a url", /not a valid address/],
  ])("refuses HOSTSITE_UPDATE_URL=%s", (url, error) => {
    expect(() => updateFeedArgs({ HOSTSITE_UPDATE_URL: url })).toThrow(error);
  });

  it("uses GitHub Releases of the named repository, else of the one GitHub Actions builds", () => {
    expect(updateFeedArgs({ HOSTSITE_UPDATE_GITHUB_REPO: "hosting-co/hostsite", GITHUB_REPOSITORY: "x/y" }).args).toEqual([
      "-c.publish.provider=github",
      "-c.publish.owner=hosting-co",
      "-c.publish.repo=hostsite",
    ]);
    expect(updateFeedArgs({ GITHUB_REPOSITORY: "x/y" }).args).toContain("-c.publish.owner=x");
    expect(() => updateFeedArgs({ HOSTSITE_UPDATE_GITHUB_REPO: "x/y/z" })).toThrow(/owner\/name/);
    expect(() => updateFeedArgs({ HOSTSITE_UPDATE_GITHUB_REPO: "x; rm -rf /" })).toThrow(/owner\/name/);
  });

  it("leaves the choice to electron-builder (git origin) otherwise", () => {
    expect(updateFeedArgs({}).args).toEqual([]);
  });
});
