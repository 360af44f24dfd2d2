import { describe, expect, it } from "vitest";
import { toDrafts, toSaveBody } from "./navigationModel";

const item = (id: number, order: number) => ({ id, label: `Item ${id}`, href: `#item-${id}`, order, is_external: false, dropdown_items: [] });

describe("the menu editor", () => {
  it("shows the items in the API's order (order, then id) and saves their positions as the new order", () => {
    const drafts = toDrafts([item(3, 2), item(1, 2), item(2, 1)]);
    expect(drafts.map((draft) => draft.id)).toEqual([2, 1, 3]);
    expect(toSaveBody(drafts).map(({ id, order }) => [id, order])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);
  });
});
