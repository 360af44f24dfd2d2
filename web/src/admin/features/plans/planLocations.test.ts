import { describe, expect, it } from "vitest";
import { formToPlanInput, planToForm } from "./planForm";
import { orderedPlanLocations, withLocation, withSoldOut } from "./planLocations";

const order = [{ key: "fra" }, { key: "ams" }, { key: "nyc" }];

describe("a plan's locations in the plan dialog", () => {
  it("a chip turned on adds the location (not sold out) in the Locations tab's order; turned off, removes it", () => {
    let chosen = withLocation([], "nyc", true, order);
    chosen = withLocation(chosen, "fra", true, order);
    expect(chosen).toEqual([
      { key: "fra", sold_out: false },
      { key: "nyc", sold_out: false },
    ]);
    chosen = withSoldOut(chosen, "fra", true);
    expect(chosen[0]).toEqual({ key: "fra", sold_out: true });
    expect(withLocation(chosen, "fra", false, order)).toEqual([{ key: "nyc", sold_out: false }]);
  });

  it("keeps a key the list does not know at the end, and each key once", () => {
    expect(
      orderedPlanLocations(
        [
          { key: "gone", sold_out: false },
          { key: "ams", sold_out: true },
        ],
        order,
      ),
    ).toEqual([
      { key: "ams", sold_out: true },
      { key: "gone", sold_out: false },
    ]);
  });

  it("are read from the plan and sent as they are", () => {
    const locations = [
      { key: "ams", sold_out: true },
      { key: "fra", sold_out: false },
    ];
    const form = planToForm({ name: "VPS M", locations });
    expect(form.locations).toEqual(locations);
    expect(formToPlanInput(form, "EUR").locations).toEqual(locations);
    expect(planToForm(null).locations).toEqual([]);
  });
});
