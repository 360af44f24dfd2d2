import { describe, expect, it } from "vitest";
import { formatSpecReading, readSpec, SPEC_FIELDS, specReadingNote, type SpecField, type SpecReading } from "./specReading";

const gb = (value: number): SpecReading => ({ kind: "amount", value, unit: "GB" });
const cores = (value: number): SpecReading => ({ kind: "amount", value, unit: "cores" });
const count = (value: number): SpecReading => ({ kind: "amount", value, unit: "count" });
const unlimited: SpecReading = { kind: "unlimited" };
const unreadable: SpecReading = { kind: "unreadable" };

/** Spec texts of the demo catalog and of hosting companies' own pages, with how each must read. */
const TABLE: [SpecField, string, SpecReading][] = [
  // Sizes
  ["disk_space", "20 GB SSD", gb(20)],
  ["disk_space", "1 TB", gb(1000)],
  ["ram", "512 MB", gb(0.5)],
  ["ram", "1536 MB", gb(1.5)],
  ["ram", "4 GB DDR4", gb(4)],
  ["ram", "DDR4-2666 32 GB", gb(32)],
  ["ram", "DDR4 ECC 64GB", gb(64)],
  ["ram", "4", gb(4)],
  ["ram", "16 GB", gb(16)],
  ["ram", "2 GiB", gb(2)],
  ["ram", "8 Go", gb(8)],
  ["ram", "4G", gb(4)],
  ["disk_space", "100 GB NVMe", gb(100)],
  ["disk_space", "50 GB NVMe", gb(50)],
  ["disk_space", "2x 1 TB SSD (RAID 1)", gb(2000)],
  ["disk_space", "2 × 480 GB SSD", gb(960)],
  ["disk_space", "1,5 TB", gb(1500)],
  ["disk_space", "2.5 TB HDD", gb(2500)],
  ["disk_space", "1.000 GB", gb(1000)],
  ["disk_space", "1,000 GB", gb(1000)],
  ["disk_space", "1 To", gb(1000)],
  ["disk_space", "SSD", unreadable],
  ["bandwidth", "8 TB", gb(8000)],
  ["bandwidth", "100 GB", gb(100)],
  ["bandwidth", "1 TB/month", gb(1000)],
  ["bandwidth", "Unmetered", unlimited],
  ["bandwidth", "1 Gbit/s unmetered", unlimited],
  ["bandwidth", "1 Gbit/s", unreadable],
  ["bandwidth", "100 Mbps", unreadable],
  ["bandwidth", "1 GB/s", unreadable],
  ["bandwidth", "∞", unlimited],
  ["bandwidth", "Unbegrenzt", unlimited],
  ["bandwidth", "Illimitée", unlimited],
  ["disk_space", "", unreadable],
  ["disk_space", "   ", unreadable],
  ["disk_space", "—", unreadable],
  // Cores
  ["cpu", "2 vCPU", cores(2)],
  ["cpu", "2 Cores", cores(2)],
  ["cpu", "8 vCPU", cores(8)],
  ["cpu", "4 vCores", cores(4)],
  ["cpu", "1 CPU", cores(1)],
  ["cpu", "4", cores(4)],
  ["cpu", "2x 3.4 GHz", cores(2)],
  ["cpu", "3.4 GHz", unreadable],
  ["cpu", "Intel Xeon E5-2680 v4 (14 cores)", cores(14)],
  ["cpu", "AMD Ryzen 9 5950X 16 Cores / 32 Threads", cores(16)],
  ["cpu", "Quad-Core", cores(4)],
  ["cpu", "Dual core 2.4 GHz", cores(2)],
  ["cpu", "4C/8T", cores(4)],
  ["cpu", "6 Kerne", cores(6)],
  ["cpu", "Xeon E5-2680", unreadable],
  ["cpu", "Shared", unreadable],
  ["cpu", "", unreadable],
  // Counts
  ["websites", "10", count(10)],
  ["websites", "1", count(1)],
  ["websites", "Unlimited", unlimited],
  ["databases", "5 MySQL databases", count(5)],
  ["email_accounts", "50", count(50)],
  ["addon_domains", "0", count(0)],
  ["subdomains", "Unlimited", unlimited],
  ["email_accounts", "none", unreadable],
  ["websites", "", unreadable],
];

describe("readSpec", () => {
  it.each(TABLE)("reads %s %j", (field, text, reading) => {
    expect(readSpec(field, text)).toEqual(reading);
  });

  it("reads hostile long texts by their first 200 characters alone: what lies past them never changes the reading", () => {
    const long = 200_000;
    const shapes = [
      "1".repeat(long),
      "1.".repeat(long),
      "1,000".repeat(long / 5),
      "2x ".repeat(long),
      "a1-".repeat(long),
      "ddr4-".repeat(long),
      "1 x ".repeat(long),
      "quad-".repeat(long),
      `${"9 ".repeat(long)}GB`,
      "unl".repeat(long),
      "ü".repeat(long),
      "/ ".repeat(long),
    ];
    // The reader cuts the text to 200 characters before anything else (so a hostile stored text costs what a short
    // one does); the same text cut there, or with anything else after that point, reads the same.
    for (const shape of shapes) {
      for (const field of ["cpu", "ram", "websites", "bandwidth"] as const) {
        const reading = readSpec(field, shape.slice(0, 200));
        expect(readSpec(field, shape), `${field} ${shape.slice(0, 12)}`).toEqual(reading);
        expect(readSpec(field, `${shape.slice(0, 200)} 64 GB unlimited`), `${field} ${shape.slice(0, 12)}`).toEqual(reading);
      }
    }
  });

  it("reads every spec field, each in its own unit", () => {
    const units = Object.entries(SPEC_FIELDS).map(([field, unit]) => [field, readSpec(field as SpecField, "8"), unit]);
    for (const [field, reading, unit] of units) expect(reading, String(field)).toEqual({ kind: "amount", value: 8, unit });
    // Read once per unit and text (a page reads the same specs of hundreds of plans), and kept unchangeable.
    expect(readSpec("ram", "8")).toBe(readSpec("disk_space", "8"));
    expect(Object.isFrozen(readSpec("ram", "8"))).toBe(true);
    expect(Object.keys(SPEC_FIELDS)).toEqual([
      "cpu",
      "ram",
      "disk_space",
      "bandwidth",
      "websites",
      "subdomains",
      "parked_domains",
      "addon_domains",
      "databases",
      "email_accounts",
    ]);
  });

  it("reads only the first 200 characters", () => {
    expect(readSpec("bandwidth", `${"x".repeat(190)} 1 TB`)).toEqual(gb(1000));
    expect(readSpec("bandwidth", `${"x".repeat(200)} 1 TB`)).toEqual(unreadable);
    expect(readSpec("bandwidth", `${"x ".repeat(200)} unmetered`)).toEqual(unreadable);
  });
});

describe("formatSpecReading and specReadingNote", () => {
  it("say how a spec was read, in the admin panel's English", () => {
    expect(specReadingNote(readSpec("disk_space", "20 GB SSD"))).toBe("read as 20 GB");
    expect(specReadingNote(readSpec("disk_space", "1 TB"))).toBe("read as 1,000 GB");
    expect(specReadingNote(readSpec("ram", "512 MB"))).toBe("read as 0.5 GB");
    expect(specReadingNote(readSpec("cpu", "1 vCPU"))).toBe("read as 1 core");
    expect(specReadingNote(readSpec("cpu", "2x 3.4 GHz"))).toBe("read as 2 cores");
    expect(specReadingNote(readSpec("websites", "10"))).toBe("read as 10");
    expect(specReadingNote(readSpec("bandwidth", "Unmetered"))).toBe("read as no limit");
    expect(specReadingNote(readSpec("cpu", "3.4 GHz"))).toBe("not readable: the plan finder cannot filter on it");
    expect(formatSpecReading(readSpec("ram", "100 MB"))).toBe("0.1 GB");
  });
});
