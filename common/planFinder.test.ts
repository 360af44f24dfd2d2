import { describe, expect, it } from "vitest";
import { finderChoices, findPlans, hasNeeds, lacksOf, readFinderQuery, type FinderPlan } from "./planFinder";

function plan(id: number, price: number, fields: Partial<FinderPlan> = {}): FinderPlan {
  return { id, price, sold_out: false, cpu: "", ram: "", disk_space: "", websites: "", supported_games: [], ...fields };
}

const small = plan(1, 5, { ram: "2 GB", disk_space: "20 GB SSD", cpu: "1 vCPU", websites: "1", locations: [{ key: "fra", sold_out: false }] });
const medium = plan(2, 10, {
  ram: "4 GB",
  disk_space: "50 GB NVMe",
  cpu: "2 vCPU",
  websites: "10",
  locations: [
    { key: "fra", sold_out: true },
    { key: "nyc", sold_out: false },
  ],
});
const large = plan(3, 20, { ram: "8192 MB", disk_space: "1 TB", cpu: "4 Cores", websites: "Unlimited", locations: [{ key: "fra", sold_out: false }] });
const twin = plan(4, 10, { ram: "4", disk_space: "80 GB", cpu: "2", websites: "Unlimited" });
const plans = [small, medium, large, twin];

describe("readFinderQuery", () => {
  it("reads the minimums, the location and the game; leaves out empty and invalid values", () => {
    expect(readFinderQuery({ need_ram_gb: "4", need_disk_gb: "50", need_cpu: "2", need_websites: "5", location: "FRA", game: " Minecraft " })).toEqual({
      amounts: { ram: 4, disk: 50, cpu: 2, websites: 5 },
      location: "fra",
      game: "Minecraft",
    });
    expect(
      readFinderQuery({ need_ram_gb: "", need_cpu: "-1", need_disk_gb: "1e3", need_websites: ["1", "2"], location: "../x", game: "g".repeat(101) }),
    ).toEqual({
      amounts: {},
    });
    expect(readFinderQuery({ need_ram_gb: "0.5", need_cpu: "0", need_disk_gb: "99999999999" })).toEqual({ amounts: { ram: 0.5 } });
    expect(hasNeeds(readFinderQuery({ utm_source: "x" }))).toBe(false);
    expect(hasNeeds(readFinderQuery({ game: "Rust" }))).toBe(true);
  });
});

describe("finderChoices", () => {
  it("offers each spec's values the plans state readably, and their locations and games", () => {
    const games = [plan(5, 1, { supported_games: ["Minecraft", "Rust"] }), plan(6, 2, { supported_games: ["minecraft", "Valheim"], ram: "Unlimited" })];
    expect(finderChoices(plans)).toEqual({
      amounts: { websites: [1, 10], disk: [20, 50, 80, 1000], ram: [2, 4, 8], cpu: [1, 2, 4] },
      locations: ["fra", "nyc"],
      games: [],
    });
    expect(finderChoices(games)).toEqual({ amounts: {}, locations: [], games: ["Minecraft", "Rust", "Valheim"] });
  });
});

describe("findPlans", () => {
  it("marks the plans that fit and the cheapest of them (several at the same price)", () => {
    const result = findPlans(plans, { amounts: { ram: 4, cpu: 2 } });
    expect([...result.fits]).toEqual([2, 3, 4]);
    expect([...result.best]).toEqual([2, 4]);
    expect(result.nearest).toBeNull();
  });

  it("counts no limit as meeting any minimum, an unreadable spec as meeting none", () => {
    expect([...findPlans(plans, { amounts: { websites: 500 } }).fits]).toEqual([3, 4]);
    expect(lacksOf(plan(9, 1, { ram: "lots" }), { amounts: { ram: 1 } })).toEqual([{ need: "ram", wanted: 1, has: { kind: "unreadable" } }]);
  });

  it("takes a location only where the plan is offered and not sold out", () => {
    expect([...findPlans(plans, { amounts: {}, location: "fra" }).fits]).toEqual([1, 3]);
    expect([...findPlans(plans, { amounts: { ram: 4 }, location: "nyc" }).best]).toEqual([2]);
  });

  it("matches games without regard to case", () => {
    const games = [plan(5, 1, { supported_games: ["Minecraft"] }), plan(6, 2, { supported_games: ["Rust"] })];
    expect([...findPlans(games, { amounts: {}, game: "rust" }).fits]).toEqual([6]);
  });

  it("names the nearest miss when none fits: fewest needs missed, then the smallest part of them, then the cheaper", () => {
    const none = findPlans(plans, { amounts: { ram: 16, disk: 100 } });
    expect(none.fits.size).toBe(0);
    // The large plan misses only RAM (8 of 16 GB); every other misses both.
    expect(none.nearest).toEqual({ planId: 3, lacks: [{ need: "ram", wanted: 16, has: { kind: "amount", value: 8, unit: "GB" } }] });
    // A smaller gap wins: 4 of 5 GB over 2 of 5 GB.
    expect(findPlans([small, medium], { amounts: { ram: 5 } }).nearest?.planId).toBe(2);
    expect(findPlans(plans, { amounts: { ram: 8 }, location: "nyc" }).nearest).toEqual({
      planId: 2,
      lacks: [{ need: "ram", wanted: 8, has: { kind: "amount", value: 4, unit: "GB" } }],
    });
  });

  it("never offers a sold-out plan, not even as the nearest miss", () => {
    const soldOut = plan(7, 1, { ram: "64 GB", sold_out: true });
    expect(findPlans([soldOut, small], { amounts: { ram: 4 } }).nearest?.planId).toBe(1);
    expect(findPlans([soldOut], { amounts: { ram: 4 } })).toEqual({ fits: new Set(), best: new Set(), nearest: null });
    expect(findPlans([soldOut], { amounts: {} }).fits.size).toBe(0);
  });
});
