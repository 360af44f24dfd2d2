import { describe, expect, it } from "vitest";
import { autoIncidentText, parseAutoIncident } from "./autoIncident";

describe("the auto-incident setting", () => {
  it("takes whole minutes from 0 (off) to 1440 and names the problem otherwise", () => {
    expect(parseAutoIncident(" 0 ")).toEqual({ minutes: 0 });
    expect(parseAutoIncident("1440")).toEqual({ minutes: 1440 });
    expect(parseAutoIncident("1441")).toEqual({ errors: { auto_incident_minutes: "Minutes must be at most 1440" } });
    expect(parseAutoIncident("2.5")).toEqual({ errors: { auto_incident_minutes: "Minutes must be a whole number" } });
    expect(parseAutoIncident("")).toEqual({ errors: { auto_incident_minutes: "Minutes must be a number" } });
  });

  it("shows the stored minutes, or the server's default of 5 before they are loaded", () => {
    expect(autoIncidentText({ auto_incident_minutes: 0 })).toBe("0");
    expect(autoIncidentText(undefined)).toBe("5");
  });
});
