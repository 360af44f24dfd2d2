import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldIssueCode, PARSE_OPTIONS } from "./fieldIssueCode";
import { parseInput } from "./validate";

/** The codes zod's issues become for `input` under `schema`, by field. */
function codes(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input, PARSE_OPTIONS);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), fieldIssueCode(issue)]));
}

describe("field issue codes", () => {
  it("tells a missing value from a wrong one by the value, not by zod's English words", () => {
    // Own messages hide zod's "received undefined": the code must not depend on them.
    const schema = z.object({
      name: z.string({ error: "Give a name" }),
      port: z.union([z.string(), z.number()], { error: "Give a port" }),
      note: z.string({ error: "Give a note" }),
    });
    expect(codes(schema, { note: 7 })).toEqual({ name: "required", port: "required", note: "invalid_type" });
    expect(codes(schema, { name: null, port: true, note: "x" })).toEqual({ name: "invalid_type", port: "invalid_type" });
  });

  it("answers a missing field with 'is required' and a wrong one with zod's message", () => {
    const schema = z.object({ name: z.string(), count: z.number() });
    let thrown: unknown;
    try {
      parseInput(schema, { count: "three" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      status: 400,
      message: "name: is required",
      extra: {
        errors: [
          { field: "name", message: "is required", code: "required" },
          { field: "count", code: "invalid_type" },
        ],
      },
    });
  });
});
