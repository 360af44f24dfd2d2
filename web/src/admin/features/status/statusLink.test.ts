import { describe, expect, it } from "vitest";
import { statusLinkTarget } from "./statusLink";

describe("where visitors' status links go", () => {
  it("to the status page address when one is set, else to /status once Uptime Kuma is set, else nowhere", () => {
    const kuma = "https://kuma.example.com/status/main";
    expect(statusLinkTarget({ uptime_kuma_url: kuma, status_page_url: " https://status.example.com " })).toEqual({
      kind: "address",
      url: "https://status.example.com",
    });
    expect(statusLinkTarget({ uptime_kuma_url: kuma, status_page_url: "" })).toEqual({ kind: "own", path: "/status" });
    expect(statusLinkTarget({ uptime_kuma_url: " ", status_page_url: "" })).toEqual({ kind: "none" });
    expect(statusLinkTarget(undefined)).toEqual({ kind: "none" });
  });
});
