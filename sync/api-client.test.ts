import { describe, expect, it } from "vitest";
import { problemTypes } from "../domain/errors/error-body.ts";
import { ApiError, NetworkError, isTransient } from "./api-client.ts";

const problem = (status: number, type: string) =>
  new ApiError(status, { type, title: "t", status }, `${status}`);

describe("isTransient", () => {
  it("retries a 409 that says an earlier send of the same command is still running", () => {
    expect(isTransient(problem(409, problemTypes.idempotencyKeyInFlight))).toBe(true);
  });

  it("keeps other 409s (conflicts, invalid transitions) and 4xx as final answers", () => {
    expect(isTransient(problem(409, problemTypes.conflict))).toBe(false);
    expect(isTransient(problem(409, problemTypes.invalidTransition))).toBe(false);
    expect(isTransient(problem(422, problemTypes.idempotencyKeyReused))).toBe(false);
    expect(isTransient(new ApiError(409, undefined, "409"))).toBe(false);
  });

  it("retries network failures, 5xx, 408 and 429", () => {
    expect(isTransient(new NetworkError("offline"))).toBe(true);
    for (const status of [500, 502, 503, 408, 429]) expect(isTransient(problem(status, "/x"))).toBe(true);
  });
});
