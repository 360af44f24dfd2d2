import { describe, expect, it } from "vitest";
import { fractionMap, markupProblem, percentMap } from "./markup";

describe("billing markups are fractions shown as whole percent", () => {
  it("converts both ways", () => {
    expect(percentMap({ vps: 0.2, gameserver: 0.4, shared: 0.15 })).toEqual({ vps: 20, gameserver: 40, shared: 15 });
    expect(fractionMap({ vps: 20, dedicated: 10, shared: 15 })).toEqual({ vps: 0.2, dedicated: 0.1, shared: 0.15 });
  });
  it("allows 0–200 in steps of 5", () => {
    expect(markupProblem(200)).toBeNull();
    expect(markupProblem(7)).not.toBeNull();
    expect(markupProblem(205)).not.toBeNull();
  });
});
