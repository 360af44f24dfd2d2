import { describe, expect, it } from "vitest";
import { keepEdits } from "./useServerForm";

describe("keepEdits (a server answer arriving while the form has edits)", () => {
  it("keeps the edited fields and takes the answer's value for the others", () => {
    const saved = { site_title: "Old", maintenance_mode: "true", billing_url: "" };
    const form = { ...saved, site_title: "Typed" };
    const next = { site_title: "Old", maintenance_mode: "false", billing_url: "https://billing.example.com" };
    expect(keepEdits(form, saved, next)).toEqual({ site_title: "Typed", maintenance_mode: "false", billing_url: "https://billing.example.com" });
  });

  it("keeps an edit even when the answer changed the same field", () => {
    expect(keepEdits({ a: "mine" }, { a: "old" }, { a: "theirs" })).toEqual({ a: "mine" });
  });

  it("compares nested values by content and keeps a list form as it is", () => {
    const saved = { items: [{ label: "A" }], other: { x: 1 } };
    const form = { items: [{ label: "B" }], other: { x: 1 } };
    expect(keepEdits(form, saved, { items: [{ label: "A" }], other: { x: 2 } })).toEqual({ items: [{ label: "B" }], other: { x: 2 } });
    const list = [{ label: "edited" }];
    expect(keepEdits(list, [{ label: "old" }], [{ label: "new" }])).toBe(list);
  });
});
