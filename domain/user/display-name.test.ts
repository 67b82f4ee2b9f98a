import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasBookingsAccess } from "./bookings-access.ts";
import { displayName } from "./display-name.ts";
import type { AppFeatures } from "./user-info.ts";

const base = { alias: null, firstName: "Ana", lastName: "Kovač", companyName: "Adriatic Stays" };

describe("displayName (listing spec §3)", () => {
  it("prefers the alias", () => {
    expect(displayName({ ...base, type: "company", alias: "Ana's flats" })).toBe("Ana's flats");
  });

  it("uses first plus last name for individuals, the company name for companies", () => {
    expect(displayName({ ...base, type: "individual" })).toBe("Ana Kovač");
    expect(displayName({ ...base, type: "company" })).toBe("Adriatic Stays");
  });

  it("treats blank values as absent", () => {
    expect(displayName({ ...base, type: "individual", alias: "  ", lastName: null })).toBe("Ana");
    expect(displayName({ ...base, type: "company", companyName: " " })).toBe("Ana Kovač");
  });

  it("is the trimmed alias whenever the alias has text", () => {
    const text = fc.option(fc.string({ maxLength: 6 }), { nil: null });
    fc.assert(
      fc.property(
        fc.constantFrom("individual" as const, "company" as const),
        text,
        text,
        text,
        text,
        (type, alias, f, l, c) => {
          const name = displayName({ type, alias, firstName: f, lastName: l, companyName: c });
          if (alias !== null && alias.trim() !== "") return name === alias.trim();
          return name === name.trim();
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("hasBookingsAccess (listing spec §4)", () => {
  const features = { bookingsAvailable: true } as AppFeatures;
  it("needs a finished onboarding and available bookings", () => {
    expect(hasBookingsAccess({ onboardingStatus: "finished", appFeatures: features })).toBe(true);
    expect(hasBookingsAccess({ onboardingStatus: "in_progress", appFeatures: features })).toBe(false);
    expect(
      hasBookingsAccess({
        onboardingStatus: "finished",
        appFeatures: { ...features, bookingsAvailable: false },
      }),
    ).toBe(false);
  });
});
