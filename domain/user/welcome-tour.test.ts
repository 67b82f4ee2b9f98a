import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shouldShowWelcomeTour, welcomeTourInteraction, welcomeTourVideos } from "./welcome-tour.ts";

describe("welcome tour", () => {
  it("has six tutorial videos with distinct ids, each about an in-app screen", () => {
    expect(welcomeTourVideos).toHaveLength(6);
    expect(new Set(welcomeTourVideos.map((v) => v.id)).size).toBe(6);
    for (const v of welcomeTourVideos) {
      expect(v.tryPath.startsWith("/")).toBe(true);
      expect(v.titleKey).toBe(`shell.tour.videos.${v.id}.title`);
    }
  });

  it("shows for a migrated account until it is seen or its closing waits in the outbox", () => {
    const none = new Set<string>();
    expect(shouldShowWelcomeTour({ accountSource: "migrated", welcomeTourSeen: false }, none)).toBe(true);
    expect(shouldShowWelcomeTour({ accountSource: "migrated", welcomeTourSeen: true }, none)).toBe(false);
    expect(
      shouldShowWelcomeTour(
        { accountSource: "migrated", welcomeTourSeen: false },
        new Set([welcomeTourInteraction]),
      ),
    ).toBe(false);
    expect(shouldShowWelcomeTour({ accountSource: "migrated" }, none)).toBe(false);
    expect(shouldShowWelcomeTour(undefined, none)).toBe(false);
  });

  it("never shows for an account that was not migrated", () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.string().filter((s) => s !== "migrated"),
          { nil: null },
        ),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.uniqueArray(fc.string()),
        (accountSource, seen, pending) =>
          !shouldShowWelcomeTour(
            { accountSource, ...(seen === undefined ? {} : { welcomeTourSeen: seen }) },
            new Set(pending),
          ),
      ),
      { numRuns: 1000 },
    );
  });
});
