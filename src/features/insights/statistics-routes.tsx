// The statistics entry points (operations spec §2): /insights opens earnings when the
// earnings/occupancy setting is on, else performance; /earnings and /occupancy are guarded by that
// setting and lead to performance (same unit) when it is off. Both wait for the setting rather than
// guess it: the answer is kept on the device, so this wait is only a first visit's.
import { Navigate, useParams } from "react-router";
import {
  statisticsHomeTab,
  statisticsPath,
  type StatisticsTab,
} from "../../../domain/navigation/statistics-tabs.ts";
import { usePublicSettings } from "../../app/use-public-settings.ts";
import { Loading } from "../../ui/loading.tsx";
import { StatisticsPage } from "./statistics-page.tsx";

export function StatisticsHome() {
  const settings = usePublicSettings();
  if (settings === undefined) return <Loading />;
  return <Navigate to={statisticsPath(statisticsHomeTab(settings?.earningsOccupancy ?? false))} replace />;
}

export function EarningsGuard(props: { tab: Extract<StatisticsTab, "earnings" | "occupancy"> }) {
  const settings = usePublicSettings();
  const { unitId } = useParams();
  if (settings === undefined) return <Loading />;
  if (!settings?.earningsOccupancy) return <Navigate to={statisticsPath("performance", unitId)} replace />;
  return <StatisticsPage tab={props.tab} />;
}
