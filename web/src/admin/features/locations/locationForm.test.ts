import { describe, expect, it } from "vitest";
import type { Location } from "../../../../../common/contracts";
import { formToLocation, locationErrors, locationToForm } from "./locationForm";

const frankfurt: Location = {
  id: 4,
  key: "fra",
  name: "Frankfurt",
  city: "Frankfurt am Main",
  country: "DE",
  latency_url: "https://fra.example.net/ping",
  looking_glass_url: "",
  test_ipv4: "192.0.2.10",
  test_ipv6: "",
  monitors: [2],
  order_value: "",
  display_order: 0,
  translations: { de: { name: "Frankfurt", city: "Frankfurt am Main" } },
};

describe("the location dialog's form", () => {
  it("holds a location's fields and sends them trimmed", () => {
    const form = { ...locationToForm(frankfurt), name: "  Frankfurt 2 ", test_ipv6: " 2001:db8::1 " };
    expect(formToLocation(form)).toEqual({
      key: "fra",
      name: "Frankfurt 2",
      city: "Frankfurt am Main",
      country: "DE",
      latency_url: "https://fra.example.net/ping",
      looking_glass_url: "",
      test_ipv4: "192.0.2.10",
      test_ipv6: "2001:db8::1",
      monitors: [2],
      order_value: "",
    });
  });

  it("a new location starts empty; key, name and country are required, the country first of all chosen", () => {
    const empty = locationToForm(null);
    expect(empty).toMatchObject({ key: "", name: "", country: "", monitors: [] });
    expect(locationErrors(empty, true)).toEqual({ key: "Key is required", name: "Name is required", country: "Country is required" });
  });

  it("names the field of each of the server's rules the schema shares", () => {
    const form = {
      ...locationToForm(frankfurt),
      key: "Frankfurt 1",
      latency_url: "http://fra.example.net/ping",
      looking_glass_url: "lg.example.net",
      test_ipv4: "300.1.1.1",
      test_ipv6: "192.0.2.1",
    };
    expect(locationErrors(form, false)).toEqual({
      key: "Key must use only a-z, 0-9 and -",
      latency_url: "Latency test URL must be an https:// address (http:// only on a loopback address)",
      looking_glass_url: "Looking glass URL must be an http:// or https:// address",
      test_ipv4: "Test IPv4 must be an IPv4 address",
      test_ipv6: "Test IPv6 must be an IPv6 address",
    });
    // http is fine on a loopback address (a test machine).
    expect(locationErrors({ ...locationToForm(frankfurt), latency_url: "http://127.0.0.1:8080/ping" }, false)).toEqual({});
  });
});
