// The statistics pages (operations spec §2): performance and reviews always, earnings and occupancy
// only with the earnings/occupancy setting on. Each takes an optional unit id as its last path
// segment (/reviews/u-12); the chosen year rides in the query string (?year=2025) so a link or a
// reload keeps it. The statistics entry point opens earnings when the setting is on, else performance.

export type StatisticsTab = "performance" | "reviews" | "earnings" | "occupancy";

const basePaths: Record<StatisticsTab, string> = {
  performance: "/insights/performance",
  reviews: "/reviews",
  earnings: "/earnings",
  occupancy: "/occupancy",
};

export function statisticsTabs(earningsSetting: boolean): StatisticsTab[] {
  return earningsSetting ? ["performance", "reviews", "earnings", "occupancy"] : ["performance", "reviews"];
}

export function statisticsHomeTab(earningsSetting: boolean): StatisticsTab {
  return earningsSetting ? "earnings" : "performance";
}

export function statisticsPath(tab: StatisticsTab, unitId?: string, year?: number): string {
  const unit = unitId === undefined ? "" : `/${encodeURIComponent(unitId)}`;
  return `${basePaths[tab]}${unit}${year === undefined ? "" : `?year=${year}`}`;
}

/** The unit a statistics page at `pathname` is narrowed to, if any (for a support message's context). */
export function statisticsUnitOfPath(pathname: string): string | undefined {
  const match = /^\/(?:insights\/performance|reviews|earnings|occupancy)\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}
