// Old booking addresses keep working: each redirects to its current route (operations spec §2).
// The bookings area needs bookings or inquiries to be viewable.
import { Navigate, useParams } from "react-router";
import { useUserInfo } from "../features/sync/use-user-info.ts";
import { NotFound } from "./not-found.tsx";

const legacyTabs: Record<string, string> = {
  "": "upcoming",
  requests: "requests",
  "booking-requests": "requests",
  upcoming: "upcoming",
  current: "current",
  past: "completed",
  completed: "completed",
  cancelled: "cancelled",
  inquiries: "inquiries",
};

export function LegacyBookingsRedirect() {
  const params = useParams();
  const info = useUserInfo();
  if (info && !info.appFeatures.bookingsViewAvailable && !info.appFeatures.inquiriesViewAvailable)
    return <NotFound />;
  const rest = (params["*"] ?? "").replace(/\/$/, "");
  const tab = legacyTabs[rest];
  if (tab) return <Navigate to={`/reservations/${tab}`} replace />;
  const detail = /^(\w[\w-]*)$/.exec(rest);
  return detail ? <Navigate to={`/booking-details/${encodeURIComponent(rest)}`} replace /> : <NotFound />;
}

export function LegacyDetailRedirect(props: {
  to: "booking-request-details" | "booking-details" | "inquiries";
}) {
  const { id } = useParams();
  return <Navigate to={`/${props.to}/${encodeURIComponent(id ?? "")}`} replace />;
}
