import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { desktopNavigationItems, mobileBottomBarItems, type AppNavigationInput } from "./app-navigation.ts";
import { helpCentreHref, isNavItemActive } from "./nav-item.ts";

const base: AppNavigationInput = {
  overviewSetting: true,
  earningsSetting: false,
  helpCentreInDesktopNavSetting: true,
  helpCentreUrl: "https://help.example.com",
  locale: "en_US",
};

describe("desktop top navigation (operations spec §2)", () => {
  it("lists Overview, Inbox, Calendar, Reservations, Properties, Statistics and the help centre", () => {
    expect(desktopNavigationItems(base).map((i) => i.key)).toEqual([
      "overview",
      "inbox",
      "calendar",
      "reservations",
      "properties",
      "statistics",
      "helpCentre",
    ]);
  });

  it("drops the overview when its setting is off", () => {
    expect(desktopNavigationItems({ ...base, overviewSetting: false })[0]?.key).toBe("inbox");
  });

  it("opens earnings from Statistics when the setting is on, else performance", () => {
    const statistics = (earningsSetting: boolean) =>
      desktopNavigationItems({ ...base, earningsSetting }).find((i) => i.key === "statistics")?.href;
    expect(statistics(true)).toBe("/earnings");
    expect(statistics(false)).toBe("/insights/performance");
  });

  it("adds the language parameter fr to the help centre for French", () => {
    const help = desktopNavigationItems({ ...base, locale: "fr_FR" }).find((i) => i.key === "helpCentre");
    expect(help).toMatchObject({ href: "https://help.example.com?hl=fr", external: true });
    expect(helpCentreHref("https://help.example.com/a?x=1#top", "fr_FR")).toBe(
      "https://help.example.com/a?x=1&hl=fr#top",
    );
    expect(helpCentreHref("https://help.example.com", "de_DE")).toBe("https://help.example.com");
  });

  it("carries a badge the shell passes in", () => {
    const items = desktopNavigationItems({ ...base, badges: { reservations: { label: "3" } } });
    expect(items.find((i) => i.key === "reservations")?.badge).toEqual({ label: "3" });
    expect(items.find((i) => i.key === "inbox")).not.toHaveProperty("badge");
  });
});

describe("mobile bottom bar (operations spec §2)", () => {
  it("lists Overview, Calendar, Statistics, Reservations, Properties", () => {
    expect(mobileBottomBarItems(base).map((i) => i.key)).toEqual([
      "overview",
      "calendar",
      "statistics",
      "reservations",
      "properties",
    ]);
  });
});

describe("active item", () => {
  it("matches its paths and the routes under them, not lookalike prefixes", () => {
    const statistics = desktopNavigationItems(base).find((i) => i.key === "statistics")!;
    expect(isNavItemActive(statistics, "/reviews")).toBe(true);
    expect(isNavItemActive(statistics, "/insights/performance")).toBe(true);
    expect(isNavItemActive(statistics, "/insightsx")).toBe(false);
  });

  it("marks at most one item active for any path", () => {
    const segment = fc.constantFrom(
      "home",
      "messages",
      "calendar",
      "reservations",
      "properties",
      "insights",
      "reviews",
      "listing",
      "x",
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.boolean(), (segments, earnings) => {
        const path = `/${segments.join("/")}`;
        const items = desktopNavigationItems({ ...base, earningsSetting: earnings });
        return items.filter((i) => isNavItemActive(i, path)).length <= 1;
      }),
      { numRuns: 1000 },
    );
  });
});
