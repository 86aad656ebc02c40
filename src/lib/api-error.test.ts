import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiClientError } from "./api-client";
import { errorFields, errorMessage, FALLBACK_ERROR_MESSAGE, isApiError, schemaErrors } from "./api-error";

const refused = new ApiClientError(402, "insufficient_funds", "Your wallet is $20.00 short", { amount: "Too much" });
const crashed = new TypeError("Failed to fetch");

describe("reading a failed call", () => {
  it("shows the API's message, and the fallback for anything else", () => {
    expect(errorMessage(refused)).toBe("Your wallet is $20.00 short");
    expect(errorMessage(crashed)).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage(crashed, "Could not send")).toBe("Could not send");
  });

  it("gives the API's field messages only for an API answer", () => {
    expect(errorFields(refused)).toEqual({ amount: "Too much" });
    expect(errorFields(new ApiClientError(500, "internal", "Oops"))).toBeUndefined();
    expect(errorFields(crashed)).toBeUndefined();
  });

  it("matches an API answer by status and by code", () => {
    expect(isApiError(refused)).toBe(true);
    expect(isApiError(refused, { code: "insufficient_funds" })).toBe(true);
    expect(isApiError(refused, { status: 404 })).toBe(false);
    expect(isApiError(refused, { status: 402, code: "not_found" })).toBe(false);
    expect(isApiError(crashed)).toBe(false);
  });

  it("turns a contract schema's issues into the API's field shape, first message per field", () => {
    const schema = z.object({ name: z.string().min(3, "Too short").max(2, "Too long"), tags: z.array(z.string().min(1, "Empty tag")) });
    const result = schema.safeParse({ name: "ab", tags: ["ok", ""] });
    expect(result.success).toBe(false);
    expect(schemaErrors(result.error!)).toEqual({ name: "Too short", tags: "Empty tag" });
  });
});
