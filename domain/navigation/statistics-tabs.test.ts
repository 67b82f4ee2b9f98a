import { describe, expect, it } from "vitest";
import {
  statisticsHomeTab,
  statisticsPath,
  statisticsTabs,
  statisticsUnitOfPath,
} from "./statistics-tabs.ts";

describe("statistics tabs", () => {
  it("offers earnings and occupancy only with the setting on", () => {
    expect(statisticsTabs(false)).toEqual(["performance", "reviews"]);
    expect(statisticsTabs(true)).toEqual(["performance", "reviews", "earnings", "occupancy"]);
  });

  it("opens on earnings with the setting, else on performance", () => {
    expect(statisticsHomeTab(true)).toBe("earnings");
    expect(statisticsHomeTab(false)).toBe("performance");
  });

  it("puts the unit in the path and the year in the query", () => {
    expect(statisticsPath("performance")).toBe("/insights/performance");
    expect(statisticsPath("reviews", "u 1")).toBe("/reviews/u%201");
    expect(statisticsPath("occupancy", "u1", 2025)).toBe("/occupancy/u1?year=2025");
  });
});

describe("statisticsUnitOfPath", () => {
  it("reads the unit back from every tab's path", () => {
    for (const tab of statisticsTabs(true)) {
      expect(statisticsUnitOfPath(statisticsPath(tab, "u 7"))).toBe("u 7");
      expect(statisticsUnitOfPath(statisticsPath(tab))).toBeUndefined();
    }
    expect(statisticsUnitOfPath("/calendar/b-1")).toBeUndefined();
  });
});
