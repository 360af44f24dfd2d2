import { describe, expect, it } from "vitest";
import type { PublicLocation, PublicPlan } from "../../../../common/contracts";
import { locationsOffering, placeName, plansAt, soldOutAtChosen } from "./locationView";

const location = (key: string, city = "") => ({ key, name: key.toUpperCase(), city }) as PublicLocation;
const plan = (id: number, locations: { key: string; sold_out: boolean }[], sold_out = false) => ({ id, sold_out, locations }) as PublicPlan;

const FRA = location("fra", "Frankfurt");
const AMS = location("ams", "Amsterdam");
const NYC = location("nyc");

describe("where plans are offered", () => {
  it("lists the locations a category's plans are offered in, in the administrator's order; sold out where every one of them is", () => {
    const plans = [
      plan(1, [
        { key: "ams", sold_out: true },
        { key: "fra", sold_out: false },
      ]),
      plan(2, [
        { key: "ams", sold_out: true },
        { key: "fra", sold_out: true },
      ]),
    ];
    expect(locationsOffering(plans, [NYC, FRA, AMS]).map(({ location: { key }, soldOut }) => [key, soldOut])).toEqual([
      ["fra", false],
      ["ams", true],
    ]);
    expect(locationsOffering([plan(3, [])], [FRA])).toEqual([]);
  });

  it("lists the plans offered at a location; a plan sold out everywhere is sold out there too", () => {
    const plans = [plan(1, [{ key: "fra", sold_out: false }]), plan(2, [{ key: "fra", sold_out: false }], true), plan(3, [{ key: "ams", sold_out: false }])];
    expect(plansAt("fra", plans).map(({ plan: { id }, soldOut }) => [id, soldOut])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it("says where a plan is sold out at the chosen location, by its city (else its name)", () => {
    const busy = plan(1, [
      { key: "fra", sold_out: true },
      { key: "nyc", sold_out: true },
      { key: "ams", sold_out: false },
    ]);
    expect(soldOutAtChosen(busy, FRA)).toBe(FRA);
    expect(soldOutAtChosen(busy, AMS)).toBeNull();
    expect(soldOutAtChosen(busy, null)).toBeNull();
    expect(soldOutAtChosen(plan(2, []), FRA)).toBeNull();
    expect(placeName(FRA)).toBe("Frankfurt");
    expect(placeName(soldOutAtChosen(busy, NYC)!)).toBe("NYC");
  });
});
