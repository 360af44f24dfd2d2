import { describe, expect, it } from "vitest";
import { MESSAGE_PREVIEW_LENGTH, STATUS_POLL_MAX_SECONDS, STATUS_POLL_MIN_SECONDS, STATUS_POLL_SECONDS } from "./constants";
import {
  cpuLabel,
  formatPrice,
  gridColumns,
  HOSTING_LIMIT_FIELDS,
  roundCents,
  messagePreview,
  planBelongsToCategory,
  plansOfCategory,
  planTypeName,
  promosForSlot,
  ramLabel,
  statusPollSeconds,
} from "./rules";

describe("formatPrice", () => {
  it("shows whole numbers without decimals and others with two", () => {
    expect(formatPrice(5)).toBe("5");
    expect(formatPrice(4.99)).toBe("4.99");
    expect(formatPrice(4.5)).toBe("4.50");
    expect(formatPrice("12.3")).toBe("12.30");
  });
  it("shows 0 for non-numeric values", () => {
    for (const value of ["abc", "", null, undefined, NaN, {}]) expect(formatPrice(value)).toBe("0");
  });
});

describe("roundCents", () => {
  it("rounds money to cents in decimal, not binary", () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(4.99 * 1.15)).toBe(5.74);
    expect(roundCents(259.2 / 12)).toBe(21.6);
    expect(roundCents(9.994)).toBe(9.99);
    expect(roundCents(10)).toBe(10);
  });
});

describe("cpuLabel and ramLabel", () => {
  it("adds Core for shared plans and vCPU otherwise", () => {
    expect(cpuLabel("2", "shared")).toBe("2 Core");
    expect(cpuLabel(4, "vps")).toBe("4 vCPU");
    expect(cpuLabel("3", "gameserver")).toBe("3 vCPU");
  });
  it("keeps a value that already says vCPU, and empty stays empty", () => {
    expect(cpuLabel("8 vCPU", "vps")).toBe("8 vCPU");
    expect(cpuLabel("2 VCPU", "shared")).toBe("2 VCPU");
    expect(cpuLabel("", "vps")).toBe("");
  });
  it("adds a unit to a bare number only: other texts already say what they count", () => {
    expect(cpuLabel("2 Cores", "vps")).toBe("2 Cores");
    expect(cpuLabel("2x 3.4 GHz", "dedicated")).toBe("2x 3.4 GHz");
    expect(cpuLabel("1.5", "vps")).toBe("1.5 vCPU");
    expect(ramLabel("4096 MB")).toBe("4096 MB");
    expect(ramLabel("2,5")).toBe("2,5 GB");
    expect(ramLabel("Unlimited")).toBe("Unlimited");
  });
  it("appends GB unless present", () => {
    expect(ramLabel("4")).toBe("4 GB");
    expect(ramLabel("8 GB")).toBe("8 GB");
    expect(ramLabel("512gb")).toBe("512gb");
    expect(ramLabel(null)).toBe("");
  });
});

describe("category assignment", () => {
  const ssd = { key: "ssd_shared", type: "shared", sub_type: "ssd" };
  const vps = { key: "vps", type: "vps", sub_type: "" };
  it("uses category_key when the plan has one", () => {
    expect(planBelongsToCategory({ category_key: "ssd_shared", type: "vps" }, ssd)).toBe(true);
    expect(planBelongsToCategory({ category_key: "other", type: "shared", sub_type: "ssd" }, ssd)).toBe(false);
  });
  it("without category_key matches type, and sub_type when the category has one", () => {
    expect(planBelongsToCategory({ type: "shared", sub_type: "ssd" }, ssd)).toBe(true);
    expect(planBelongsToCategory({ type: "shared", sub_type: "hdd" }, ssd)).toBe(false);
    expect(planBelongsToCategory({ type: "vps", sub_type: "anything" }, vps)).toBe(true);
  });
  it("or when plan_type equals the category key", () => {
    expect(planBelongsToCategory({ plan_type: "ssd_shared", type: "vps" }, ssd)).toBe(true);
    expect(planBelongsToCategory({ plan_type: "nope" }, ssd)).toBe(false);
  });
  it("plansOfCategory sorts by display_order then name", () => {
    const plans = [
      { id: 1, name: "B", category_key: "vps", display_order: 1 },
      { id: 2, name: "A", category_key: "vps", display_order: 1 },
      { id: 3, name: "C", category_key: "vps", display_order: 0 },
      { id: 4, name: "X", category_key: "ssd_shared", display_order: 0 },
    ];
    expect(plansOfCategory(plans, vps).map((p) => p.name)).toEqual(["C", "A", "B"]);
  });
  it("plansOfCategory breaks ties by name without regard to case, then by id (the API's order)", () => {
    const plans = [
      { id: 3, name: "b", category_key: "vps", display_order: 1 },
      { id: 2, name: "a", category_key: "vps", display_order: 1 },
      { id: 1, name: "A", category_key: "vps", display_order: 1 },
    ];
    expect(plansOfCategory(plans, vps).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe("other display rules", () => {
  it("a shared plan lists its hosting limits in one order with one set of labels", () => {
    expect(HOSTING_LIMIT_FIELDS.map(([, label]) => label)).toEqual(["Domains", "Subdomains", "Addon Domains", "Parked Domains", "Databases", "Email Accounts"]);
  });
  it("grid columns follow the plan count", () => {
    expect([1, 2, 3, 7].map(gridColumns)).toEqual([1, 2, 3, 3]);
  });
  it("plan type names, unknown types prettified", () => {
    expect(planTypeName("shared")).toBe("Shared Hosting");
    expect(planTypeName("shared_byop")).toBe("Build Your Own Plan");
    expect(planTypeName("gameserver")).toBe("Game Server");
    expect(planTypeName("cloud_storage_box")).toBe("Cloud Storage Box");
  });
  it("promo slots keep only active codes of that slot", () => {
    const promos = [
      { is_active: true, display_location: "hero" },
      { is_active: false, display_location: "hero" },
      { is_active: true, display_location: "pricing" },
    ];
    expect(promosForSlot(promos, "hero")).toHaveLength(1);
  });
  it("message preview is cut at 100 characters", () => {
    expect(MESSAGE_PREVIEW_LENGTH).toBe(100);
    expect(messagePreview("x".repeat(100))).toBe("x".repeat(100));
    expect(messagePreview("x".repeat(101))).toBe(`${"x".repeat(100)}…`);
  });
});

describe("status check interval", () => {
  it("is the setting within 10–300 seconds, rounded, and 30 when missing or not positive", () => {
    expect([STATUS_POLL_SECONDS, STATUS_POLL_MIN_SECONDS, STATUS_POLL_MAX_SECONDS]).toEqual([30, 10, 300]);
    expect([undefined, null, "", "often", Number.NaN, 0, -5].map(statusPollSeconds)).toEqual([30, 30, 30, 30, 30, 30, 30]);
    expect([1, 10, 45, 45.4, "60", 300, 1000].map(statusPollSeconds)).toEqual([10, 10, 45, 45, 60, 300, 300]);
  });
});
