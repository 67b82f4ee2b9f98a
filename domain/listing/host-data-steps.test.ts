import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VerificationState } from "../verification/verification-state.ts";
import { hostDataComplete, hostDataKindOf } from "./host-data-steps.ts";
import { multiUnitStepNames, singleUnitStepNames } from "./listing-step.ts";

const text = fc.option(fc.constantFrom("", "  ", "Ada", "Lovelace Ltd"), { nil: null });
const userArb = fc.record({
  type: fc.constantFrom("individual" as const, "company" as const),
  firstName: text,
  lastName: text,
  companyName: text,
  verificationState: fc.option(fc.constantFrom(...VerificationState.literals), { nil: undefined }),
});
const filled = (value: string | null) => value !== null && value.trim() !== "";

describe("steps about the host", () => {
  it("names the host data of exactly the verification, personal-details, identity and payout steps", () => {
    for (const name of new Set([...multiUnitStepNames, ...singleUnitStepNames])) {
      const about = /^(verification|personal-details|payout|identity-and-payout)\//.test(name);
      expect(hostDataKindOf(name) !== undefined).toBe(about);
      if (name.startsWith("personal-details/")) expect(hostDataKindOf(name)).toBe("personal-details");
    }
  });

  it("counts personal details done only with the names the host type needs", () => {
    fc.assert(
      fc.property(userArb, (user) => {
        expect(hostDataComplete("personal-details", user)).toBe(
          user.type === "company"
            ? filled(user.companyName)
            : filled(user.firstName) && filled(user.lastName),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("counts documents and payout done once the verification is handed in or passed", () => {
    fc.assert(
      fc.property(userArb, fc.constantFrom("verification" as const, "payout" as const), (user, kind) => {
        expect(hostDataComplete(kind, user)).toBe(
          user.verificationState === "IN_PROGRESS" || user.verificationState === "COMPLETED",
        );
      }),
      { numRuns: 1000 },
    );
  });
});
