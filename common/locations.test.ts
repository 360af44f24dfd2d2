import { describe, expect, it } from "vitest";
import { isLatencyTestUrl, orderLocationKey, soldOutEverywhere, worstState } from "./locations";

describe("the shared location rules", () => {
  it("a location's status is its worst monitor's state: down, maintenance, unknown, up; unknown without monitors", () => {
    expect(worstState([])).toBe("unknown");
    expect(worstState(["up", "up"])).toBe("up");
    expect(worstState(["up", "unknown"])).toBe("unknown");
    expect(worstState(["unknown", "maintenance", "up"])).toBe("maintenance");
    expect(worstState(["maintenance", "down", "up"])).toBe("down");
  });

  it("a plan is sold out everywhere only when it lists locations and is sold out in each", () => {
    expect(soldOutEverywhere([])).toBe(false);
    expect(soldOutEverywhere([{ key: "a", sold_out: true }])).toBe(true);
    expect(
      soldOutEverywhere([
        { key: "a", sold_out: true },
        { key: "b", sold_out: false },
      ]),
    ).toBe(false);
  });

  it("an order goes to the chosen location while it is open for the plan, else to the first open one", () => {
    const offered = [
      { key: "a", sold_out: true },
      { key: "b", sold_out: false },
      { key: "c", sold_out: false },
    ];
    expect(orderLocationKey(offered, "c")).toBe("c");
    expect(orderLocationKey(offered, "a")).toBe("b");
    expect(orderLocationKey(offered, undefined)).toBe("b");
    expect(orderLocationKey([{ key: "a", sold_out: true }], "a")).toBeNull();
  });

  it("a latency test address is https, or http on a loopback address only, without credentials", () => {
    for (const url of [
      "https://speed.example/ping",
      "https://speed.example:8443/x.gif",
      "http://127.0.0.1:8080/ping",
      "http://localhost/ping",
      "http://[::1]:9/",
    ]) {
      expect(isLatencyTestUrl(url), url).toBe(true);
    }
    for (const url of ["http://speed.example/ping", "http://10.0.0.1/", "ftp://127.0.0.1/", "https://user:pw@speed.example/", "not a url", ""]) {
      expect(isLatencyTestUrl(url), url).toBe(false);
    }
  });
});
