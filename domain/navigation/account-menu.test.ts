import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountMenuItems, type AccountMenuEntry, type AccountMenuInput } from "./account-menu.ts";

const base: AccountMenuInput = {
  features: { commissionApplicable: false, isB2B: false, isSubscriptionCheckoutAvailable: false },
  achievementsFlag: false,
  earningDetailsSetting: false,
  hasEarningDetails: false,
  userPreferencesSetting: false,
  helpCentreInDesktopNavSetting: true,
  helpCentreUrl: "https://help.example.com/hc",
  locale: "en_GB",
  isMobile: false,
};

const keys = (entries: AccountMenuEntry[]): string[] =>
  entries.map((e) => (e.kind === "divider" ? "—" : e.key));

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
  helpCentreUrl: fc.constantFrom(null, "", "https://help.example.com"),
  locale: fc.constantFrom("fr_FR", "de_DE"),
  isMobile: fc.boolean(),
});

describe("account menu (listing spec §2)", () => {
  it("shows profile, billing, localization and logout to everyone, in that order", () => {
    expect(keys(accountMenuItems(base))).toEqual(["profile", "billing", "localization", "logout"]);
  });

  it("shows everything in the spec's order when every flag and setting allows it", () => {
    const all = accountMenuItems({
      ...base,
      features: { commissionApplicable: true, isB2B: true, isSubscriptionCheckoutAvailable: true },
      achievementsFlag: true,
      earningDetailsSetting: true,
      hasEarningDetails: true,
      helpCentreInDesktopNavSetting: false,
    });
    expect(keys(all)).toEqual([
      "profile",
      "achievements",
      "—",
      "billing",
      "payout",
      "pricing",
      "paymentDetails",
      "earningDetails",
      "localization",
      "helpCentre",
      "logout",
    ]);
  });

  it("shows pricing to B2B hosts without commission, but not payout", () => {
    const b2b = keys(accountMenuItems({ ...base, features: { ...base.features, isB2B: true } }));
    expect(b2b).toContain("pricing");
    expect(b2b).not.toContain("payout");
  });

  it("labels localization by the user-preferences setting", () => {
    const label = (on: boolean) =>
      accountMenuItems({ ...base, userPreferencesSetting: on }).find(
        (e) => e.kind === "link" && e.key === "localization",
      );
    expect(label(true)).toMatchObject({ labelKey: "account.menu.userPreferences" });
    expect(label(false)).toMatchObject({ labelKey: "account.menu.preferredLanguage" });
  });

  it("shows the help centre on mobile, with the fr language parameter for French", () => {
    const mobile = accountMenuItems({ ...base, isMobile: true, locale: "fr_FR" });
    expect(mobile.find((e) => e.kind === "link" && e.key === "helpCentre")).toMatchObject({
      href: "https://help.example.com/hc?hl=fr",
      external: true,
    });
    expect(mobile.at(-1)).toMatchObject({ key: "logout" });
    expect(mobile.at(-1)).not.toHaveProperty("icon");
    expect(accountMenuItems(base).at(-1)).toHaveProperty("icon", "logout");
  });

  it("holds the spec's rules for every combination", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const list = keys(accountMenuItems(input));
        const has = (k: string) => list.includes(k);
        const f = input.features;
        const helpShown = (input.isMobile || !input.helpCentreInDesktopNavSetting) && !!input.helpCentreUrl;
        return (
          list[0] === "profile" &&
          list.at(-1) === "logout" &&
          new Set(list.filter((k) => k !== "—")).size === list.filter((k) => k !== "—").length &&
          has("achievements") === input.achievementsFlag &&
          (list.indexOf("—") === -1 || list[list.indexOf("—") - 1] === "achievements") &&
          has("payout") === f.commissionApplicable &&
          has("pricing") === (f.commissionApplicable || f.isB2B) &&
          has("paymentDetails") === f.isSubscriptionCheckoutAvailable &&
          has("earningDetails") === (input.earningDetailsSetting && input.hasEarningDetails) &&
          has("helpCentre") === helpShown
        );
      }),
      { numRuns: 1000 },
    );
  });

  // An independent restatement of the spec's list (§2 Account), row by row: each key with the
  // condition the spec writes beside it, in the spec's order, the divider right after achievements.
  const specRows: ReadonlyArray<readonly [string, (input: AccountMenuInput) => boolean]> = [
    ["profile", () => true],
    ["achievements", (i) => i.achievementsFlag],
    ["—", (i) => i.achievementsFlag],
    ["billing", () => true],
    ["payout", (i) => i.features.commissionApplicable],
    ["pricing", (i) => i.features.commissionApplicable || i.features.isB2B],
    ["paymentDetails", (i) => i.features.isSubscriptionCheckoutAvailable],
    ["earningDetails", (i) => i.earningDetailsSetting && i.hasEarningDetails],
    ["localization", () => true],
    [
      "helpCentre",
      (i) =>
        (i.isMobile || !i.helpCentreInDesktopNavSetting) &&
        i.helpCentreUrl !== null &&
        i.helpCentreUrl !== "",
    ],
    ["logout", () => true],
  ];

  it("equals the spec's list, labels and icons included, for every combination", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const entries = accountMenuItems(input);
        expect(keys(entries)).toEqual(specRows.filter(([, shown]) => shown(input)).map(([key]) => key));
        const byKey = new Map(entries.flatMap((e) => (e.kind === "link" ? [[e.key, e] as const] : [])));
        expect(byKey.get("localization")?.labelKey).toBe(
          input.userPreferencesSetting ? "account.menu.userPreferences" : "account.menu.preferredLanguage",
        );
        expect(byKey.get("logout")?.icon).toBe(input.isMobile ? undefined : "logout");
        for (const entry of byKey.values()) expect(entry.external).toBe(entry.key === "helpCentre");
      }),
      { numRuns: 2000 },
    );
  });

  // The spec's own cases, one row each: which flags, and which keys they add or remove.
  it.each([
    [
      "achievements flag on",
      { achievementsFlag: true },
      ["profile", "achievements", "—", "billing", "localization", "logout"],
    ],
    [
      "commission applicable",
      { features: { ...base.features, commissionApplicable: true } },
      ["profile", "billing", "payout", "pricing", "localization", "logout"],
    ],
    [
      "B2B without commission",
      { features: { ...base.features, isB2B: true } },
      ["profile", "billing", "pricing", "localization", "logout"],
    ],
    [
      "subscription checkout available",
      { features: { ...base.features, isSubscriptionCheckoutAvailable: true } },
      ["profile", "billing", "paymentDetails", "localization", "logout"],
    ],
    [
      "earning-details setting without a value",
      { earningDetailsSetting: true },
      ["profile", "billing", "localization", "logout"],
    ],
    [
      "earning-details setting with a value",
      { earningDetailsSetting: true, hasEarningDetails: true },
      ["profile", "billing", "earningDetails", "localization", "logout"],
    ],
    [
      "desktop, help centre setting off",
      { helpCentreInDesktopNavSetting: false },
      ["profile", "billing", "localization", "helpCentre", "logout"],
    ],
    [
      "mobile, no help-centre address",
      { isMobile: true, helpCentreUrl: null },
      ["profile", "billing", "localization", "logout"],
    ],
  ] as const)("%s", (_name, change, expected) => {
    expect(keys(accountMenuItems({ ...base, ...change }))).toEqual(expected);
  });

  it("tracks every link in the account-navigation category under its key", () => {
    for (const entry of accountMenuItems({ ...base, achievementsFlag: true })) {
      if (entry.kind === "link")
        expect(entry.tracking).toEqual({ category: "account-navigation", action: entry.key });
    }
  });
});
