import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PropertyId, UnitId } from "../ids.ts";
import { ListingFlow, listingSteps, selectListingFlow } from "./listing-flow.ts";
import { listingCompletedPath, listingStepPath } from "./listing-route.ts";
import { multiUnitCatalogue, singleUnitCatalogue } from "./listing-step-catalogue.ts";
import {
  ListingProgress,
  ListingStepAttributes,
  multiUnitStepNames,
  singleUnitStepNames,
} from "./listing-step.ts";
import { onboardingPages, type OnboardingConditions } from "./onboarding-pages.ts";

const conditionsArb: fc.Arbitrary<OnboardingConditions> = fc.record({
  isCompany: fc.boolean(),
  isKycApplicable: fc.boolean(),
  isCommissionApplicable: fc.boolean(),
  isB2B: fc.boolean(),
  isSubscriptionCheckoutAvailable: fc.boolean(),
  areBookingsAvailable: fc.boolean(),
  promotionsInListingSetting: fc.boolean(),
  needsRegionalRequirements: fc.boolean(),
});

const everything: OnboardingConditions = {
  isCompany: true,
  isKycApplicable: true,
  isCommissionApplicable: true,
  isB2B: true,
  isSubscriptionCheckoutAvailable: true,
  areBookingsAvailable: true,
  promotionsInListingSetting: true,
  needsRegionalRequirements: true,
};

describe("step catalogue (listing spec §2, §3)", () => {
  it("lists the multi-unit steps exactly as the spec does, in order", () => {
    expect(multiUnitCatalogue.map((s) => s.name)).toEqual([
      "property",
      "location",
      "location/address",
      "location/map",
      "property-title",
      "start-unit",
      "unit-type",
      "guests-and-rooms/info",
      "guests-and-rooms/beds",
      "photos",
      "amenities",
      "title",
      "price-and-availability",
      "price-and-availability/promotions",
      "price-and-availability/seasons",
      "calendar-availability",
      "commission-model",
      "verification/info",
      "verification/owner",
      "verification/upload",
      "personal-details/info",
      "personal-details/owner",
      "booking-preference",
      "regional-requirements",
      "payout/info",
      "payout/upload",
      "publish",
    ]);
    expect(multiUnitCatalogue.map((s) => s.name)).toEqual([...multiUnitStepNames]);
    expect(singleUnitCatalogue.map((s) => s.name)).toEqual([...singleUnitStepNames]);
  });

  it("gives every step valid attributes, efforts between 0 and 3", () => {
    for (const step of [...multiUnitCatalogue, ...singleUnitCatalogue]) {
      const { page: _page, ...attributes } = step;
      expect(Schema.decodeUnknownSync(ListingStepAttributes)(attributes)).toEqual(attributes);
    }
  });

  it("rejects a progress naming an unknown step", () => {
    expect(Schema.decodeUnknownSync(ListingProgress)({ steps: ["photos", "publish"] }).steps).toHaveLength(2);
    expect(() => Schema.decodeUnknownSync(ListingProgress)({ steps: ["photo"] })).toThrow(/Expected/);
  });
});

describe("selectListingFlow (listing spec §4)", () => {
  it("uses the single-unit flow for a single-unit property", () => {
    expect(
      selectListingFlow({ propertyType: "single", hasFinishedUnit: true, onboardingStatus: "finished" }),
    ).toBe("single-unit");
  });

  it("uses the first-multi-unit flow until a unit of a multi-unit property is finished", () => {
    expect(
      selectListingFlow({ propertyType: "multi", hasFinishedUnit: false, onboardingStatus: "finished" }),
    ).toBe("first-multi-unit");
    expect(
      selectListingFlow({ propertyType: "multi", hasFinishedUnit: true, onboardingStatus: "finished" }),
    ).toBe("multi-unit");
  });

  it("uses the onboarding variant while onboarding is not finished", () => {
    expect(
      selectListingFlow({ propertyType: "single", hasFinishedUnit: false, onboardingStatus: "in_progress" }),
    ).toBe("single-unit-onboarding");
    expect(
      selectListingFlow({ propertyType: "multi", hasFinishedUnit: false, onboardingStatus: "in_progress" }),
    ).toBe("first-multi-unit-onboarding");
  });
});

describe("selectListingFlow, every case of the spec's rule (listing spec §4)", () => {
  // Single-unit property: the single-unit flow. Multi-unit: the first-multi-unit flow while no unit is
  // finished, then the multi-unit flow. Each has its onboarding variant while onboarding is not finished.
  it.each([
    ["single", false, "finished", "single-unit"],
    ["single", true, "finished", "single-unit"],
    ["single", false, "in_progress", "single-unit-onboarding"],
    ["single", true, "in_progress", "single-unit-onboarding"],
    ["multi", false, "finished", "first-multi-unit"],
    ["multi", true, "finished", "multi-unit"],
    ["multi", false, "in_progress", "first-multi-unit-onboarding"],
    ["multi", true, "in_progress", "multi-unit-onboarding"],
  ] as const)(
    "a %s-unit property, a unit finished: %s, onboarding %s: %s",
    (type, finished, status, flow) => {
      expect(
        selectListingFlow({ propertyType: type, hasFinishedUnit: finished, onboardingStatus: status }),
      ).toBe(flow);
    },
  );
});

describe("onboardingPages (listing spec §2)", () => {
  it("skips the personal-details owner page for a company host without KYC", () => {
    const company = { ...everything, isKycApplicable: false };
    expect(onboardingPages(company).has("personal-details-owner")).toBe(false);
    expect(onboardingPages({ ...company, isCompany: false }).has("personal-details-owner")).toBe(true);
    expect(onboardingPages(everything).has("personal-details-owner")).toBe(true);
  });

  it("shows payout and commission pages only under commission, verification only with KYC", () => {
    const pages = onboardingPages({ ...everything, isCommissionApplicable: false, isKycApplicable: false });
    for (const page of ["payout-info", "payout-upload", "commission-model", "verification-upload"] as const) {
      expect(pages.has(page)).toBe(false);
    }
  });

  it("shows regional requirements only when the property needs them", () => {
    expect(onboardingPages(everything).has("regional-requirements")).toBe(true);
    expect(
      onboardingPages({ ...everything, needsRegionalRequirements: false }).has("regional-requirements"),
    ).toBe(false);
  });
});

describe("listingSteps", () => {
  it("shows only unit steps when adding a further unit to a multi-unit property", () => {
    const names = listingSteps("multi-unit", everything).map((s) => s.name);
    expect(names[0]).toBe("start-unit");
    expect(names).not.toContain("property-title");
    expect(names).not.toContain("commission-model");
  });

  it("keeps catalogue order, hides onboarding-only steps for finished hosts, and follows the pages", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ListingFlow.literals), conditionsArb, (flow, conditions) => {
        const shown = listingSteps(flow, conditions);
        const catalogue = flow.startsWith("single") ? singleUnitCatalogue : multiUnitCatalogue;
        const indices = shown.map((s) => catalogue.indexOf(s));
        expect(indices.every((i, k) => i >= 0 && (k === 0 || i > indices[k - 1]!))).toBe(true);
        if (!flow.endsWith("-onboarding")) expect(shown.some((s) => s.onboardingOnly)).toBe(false);
        const pages = onboardingPages(conditions);
        expect(shown.every((s) => s.page === undefined || pages.has(s.page))).toBe(true);
        expect(shown.at(-1)?.name).toBe("publish");
      }),
      { numRuns: 1000 },
    );
  });
});

describe("listingSteps, every step the rules allow", () => {
  // Listing spec §4 and the decision record's "Flow variants": onboarding-only steps show only in the
  // onboarding variants, a conditional page only when its conditions hold, and the flows for a further
  // unit of a multi-unit property only unit steps. The flows are named here, not derived from their names.
  const onboardingFlows: readonly string[] = [
    "single-unit-onboarding",
    "multi-unit-onboarding",
    "first-multi-unit-onboarding",
  ];
  const furtherUnitFlows: readonly string[] = ["multi-unit", "multi-unit-onboarding"];
  const singleUnitFlows: readonly string[] = ["single-unit", "single-unit-onboarding"];

  it("shows exactly the catalogue steps no rule hides, in any flow and for any host", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ListingFlow.literals), conditionsArb, (flow, conditions) => {
        const catalogue = singleUnitFlows.includes(flow) ? singleUnitCatalogue : multiUnitCatalogue;
        const pages = onboardingPages(conditions);
        const expected = catalogue.filter((step) => {
          if (step.onboardingOnly && !onboardingFlows.includes(flow)) return false;
          if (step.page !== undefined && !pages.has(step.page)) return false;
          return !furtherUnitFlows.includes(flow) || step.type === "unit";
        });
        expect(listingSteps(flow, conditions).map((s) => s.name)).toEqual(expected.map((s) => s.name));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("listing routes (listing spec §2)", () => {
  it("builds the single-unit and multi-unit paths", () => {
    const p = "p1" as PropertyId;
    const u = "u1" as UnitId;
    expect(listingStepPath("single-unit-onboarding", p, u, "location/map")).toBe(
      "/listing/single-unit/p1/u1/location/map",
    );
    expect(listingStepPath("first-multi-unit", p, u, "start-unit")).toBe(
      "/listing/multi-unit/p1/u1/start-unit",
    );
    expect(listingCompletedPath(p, u)).toBe("/listing/p1/u1/completed");
  });
});
