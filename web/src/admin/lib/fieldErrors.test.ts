import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/errors";
import { firstError, issueText, schemaErrors, serverErrors, type FieldRules } from "./fieldErrors";

const RULES: FieldRules = {
  labels: { name: "Plan Name", "pricing.annual": "Annually price", features: "Features" },
};
const answer = (status: number, body: unknown) => new ApiError(status, body, `HTTP ${status}`);

describe("field errors", () => {
  it("puts the field's name in front of a rule, and keeps a sentence as it is", () => {
    expect(issueText("Plan Name", "is required")).toBe("Plan Name is required");
    expect(issueText("Plan Name", "Status update interval must be a number.")).toBe("Status update interval must be a number.");
    expect(issueText(undefined, "is required")).toBe("is required");
  });

  it("reads the errors list of a 400 by path, first problem per field, and drops fields the form does not have", () => {
    const caught = answer(400, {
      detail: "name: is required",
      errors: [
        { field: "name", message: "is required" },
        { field: "name", message: "must be at most 200 characters" },
        { field: "pricing.annual", message: "must be a number" },
        { field: "features.3", message: "must be at most 300 characters" },
        { field: "unknown", message: "is odd" },
      ],
    });
    expect(serverErrors(caught, RULES)).toEqual({
      name: "Plan Name is required",
      "pricing.annual": "Annually price must be a number",
      features: "Features must be at most 300 characters",
    });
  });

  it("puts a 409 already_exists at the field its errors name, and never reads a field from detail's words", () => {
    const taken = 'A plan "X" already exists';
    expect(
      serverErrors(answer(409, { detail: taken, code: "already_exists", errors: [{ field: "name", message: taken, code: "already_exists" }] }), RULES),
    ).toEqual({
      name: taken,
    });
    expect(serverErrors(answer(400, { detail: "pricing.annual: must be at least 0", code: "bad_request" }), { labels: RULES.labels })).toEqual({});
    expect(serverErrors(answer(400, { detail: "Invalid request" }), { labels: RULES.labels })).toEqual({});
  });

  it("places an answer without errors where the form says (an upload's problems are its file's)", () => {
    expect(serverErrors(answer(415, { detail: "Not an image" }), { labels: { file: "File" }, fromDetail: (detail) => ({ file: detail }) })).toEqual({
      file: "Not an image",
    });
  });

  it("names no field for answers that are not about the input", () => {
    expect(serverErrors(answer(500, { detail: "name: boom" }), RULES)).toEqual({});
    expect(serverErrors(new ApiError(null, null, "offline"), RULES)).toEqual({});
    expect(serverErrors(new Error("name: is required"), RULES)).toEqual({});
    expect(serverErrors(answer(400, { detail: "x", errors: [null, { field: 3 }, "name"] }), RULES)).toEqual({});
  });

  it("checks a value with a shared schema before it is sent", () => {
    const schema = z.object({ name: z.string().min(1, "is required"), pricing: z.object({ annual: z.number({ error: "must be a number" }) }) });
    expect(schemaErrors(schema, { name: "", pricing: { annual: "x" } }, RULES)).toEqual({
      name: "Plan Name is required",
      "pricing.annual": "Annually price must be a number",
    });
    expect(schemaErrors(schema, { name: "Ok", pricing: { annual: 1 } }, RULES)).toEqual({});
  });

  it("answers the first problem in the form's order", () => {
    expect(firstError({ features: "F", name: "N" }, ["name", "features"])).toBe("N");
    expect(firstError({})).toBeUndefined();
  });
});
