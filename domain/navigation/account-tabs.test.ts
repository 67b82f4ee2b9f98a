import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountMenuItems, type AccountMenuInput } from "./account-menu.ts";
import { accountMenuInputOf, accountTabs, accountTabSlugs, shownAccountTab } from "./account-tabs.ts";
import { newHostFeatures } from "../user/new-host-features.ts";

const inputArb: fc.Arbitrary<AccountMenuInput> = fc.record({
  features: fc.record({
    commissionApplicable: fc.boolean(),
    isB2B: fc.boolean(),
    isSubscriptionCheckoutAvailable: fc.boolean(),
  }),
  achievementsFlag: fc.boolean(),
  earningDetailsSetting: fc.boolean(),
  hasEarningDetails: fc.boolean(),
  userPreferencesSetting: fc.boolean(),
  helpCentreInDesktopNavSetting: fc.boolean(),
  helpCentreUrl: fc.constantFrom(null, "https://help.example.com"),
  locale: fc.constantFrom("en_US", "fr_FR"),
  isMobile: fc.boolean(),
});

// The spec's tab for each menu key that opens a page of the account area.
const slugOfKey: Record<string, string> = {
  profile: "profile",
  achievements: "achievements",
  billing: "billing",
  payout: "payout",
  pricing: "pricing",
  paymentDetails: "payment",
  earningDetails: "earnings",
  localization: "localization",
};

describe("account tabs (listing spec §2)", () => {
  it("are the menu's account pages, in its order, for every combination", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const expected = accountMenuItems(input).flatMap((e) =>
          e.kind === "link" && slugOfKey[e.key] !== undefined ? [slugOfKey[e.key]] : [],
        );
        expect(accountTabs(input).map((t) => t.slug)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it("sends a hidden or unknown tab to profile", () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...accountTabSlugs, "nonsense", undefined), (input, slug) => {
        const tabs = accountTabs(input);
        const shown = shownAccountTab(tabs, slug);
        expect(shown).toBe(tabs.some((t) => t.slug === slug) ? slug : "profile");
      }),
      { numRuns: 1000 },
    );
  });

  it("hides payout and pricing from a host without commission", () => {
    const device = { isMobile: false, locale: "en_US" };
    const settings = {
      achievements: false,
      earningDetails: true,
      userPreferences: true,
      helpCentreInDesktopNav: false,
      helpCentreUrl: null,
    };
    const commission = accountTabs(accountMenuInputOf({ appFeatures: newHostFeatures }, settings, device));
    const flat = accountTabs(
      accountMenuInputOf(
        { appFeatures: { ...newHostFeatures, commissionApplicable: false } },
        settings,
        device,
      ),
    );
    expect(commission.map((t) => t.slug)).toEqual([
      "profile",
      "billing",
      "payout",
      "pricing",
      "earnings",
      "localization",
    ]);
    expect(flat.map((t) => t.slug)).toEqual(["profile", "billing", "earnings", "localization"]);
    expect(commission.find((t) => t.slug === "localization")?.labelKey).toBe("account.menu.userPreferences");
  });

  it("reads missing settings as off, and earning details only for hosts who take bookings", () => {
    const input = accountMenuInputOf(
      { appFeatures: { ...newHostFeatures, bookingsAvailable: false } },
      { earningDetails: true, helpCentreInDesktopNav: false, helpCentreUrl: null },
      { isMobile: true, locale: "de_DE" },
    );
    expect(input).toMatchObject({
      achievementsFlag: false,
      userPreferencesSetting: false,
      hasEarningDetails: false,
    });
    expect(accountTabs(input).map((t) => t.slug)).not.toContain("earnings");
  });
});
