import { describe, expect, it } from "vitest";
import { Schema } from "effect";
import { BillingTag, onboardingStart } from "./onboarding-start.ts";

describe("onboardingStart", () => {
  it("starts or restarts while in progress, never after it finished", () => {
    expect(onboardingStart("in_progress")).toEqual({ ok: true });
    expect(onboardingStart("finished")).toMatchObject({ ok: false });
  });
});

describe("BillingTag", () => {
  const valid = Schema.is(BillingTag);
  it("takes short tokens and refuses empty, long, spaced or path-like tags", () => {
    for (const tag of ["b2b", "PARTNER-2026", "agency_7", "a.b"]) expect(valid(tag)).toBe(true);
    for (const tag of ["", " b2b", "a b", "../x", "x".repeat(65), "-lead", "é"])
      expect(valid(tag)).toBe(false);
  });
});
