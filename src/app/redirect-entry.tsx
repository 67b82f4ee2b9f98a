// /redirect/* entry points (operations spec §2, §4): links from e-mails and the marketing site land
// here. This route sits behind sign-in, so the visitor is a signed-in host: the start page, or the
// `redirect` url when it is a page of this app; the campaign entry, when its setting is on, goes to
// the step its `id` names (domain/navigation/redirect-entry.ts).
import { Navigate, useLocation, useParams } from "react-router";
import { campaignTarget, isRedirectEntry, safeRedirectPath } from "../../domain/navigation/redirect-entry.ts";
import { implementedAreas } from "./implemented-screens.ts";
import { NotFound } from "./not-found.tsx";
import { Loading } from "../ui/loading.tsx";
import { usePublicSettings } from "./use-public-settings.ts";

export const startPage = "/reservations/requests";

export function RedirectEntry() {
  const params = useParams();
  const { search } = useLocation();
  const name = (params["*"] ?? "").replace(/\/$/, "");
  const query = new URLSearchParams(search);
  const isCampaign = name === "campaign";
  const settings = usePublicSettings(isCampaign);
  if (!isRedirectEntry(name)) return <NotFound />;
  if (isCampaign) {
    if (settings === undefined) return <Loading />;
    const target = settings?.campaignRedirect ? campaignTarget(query.get("id")) : null;
    // The property steps are the listing side's pages, not in this build: the start page instead.
    if (target && target.area !== "properties" && implementedAreas.has(target.area))
      return <Navigate to={target.path} replace />;
    return <Navigate to={startPage} replace />;
  }
  return <Navigate to={safeRedirectPath(query.get("redirect")) ?? startPage} replace />;
}
