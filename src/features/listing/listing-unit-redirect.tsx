// /listing/property/{propertyId}/unit/{unitId} (listing spec §2): to the unit's flow, single- or
// multi-unit by selectListingFlow, at the step the host resumes with (the first not done).
import { useTranslation } from "../../i18n/use-translation.ts";
import { Navigate, useParams } from "react-router";
import { PropertyId, UnitId } from "../../../domain/ids.ts";
import { resumeStep } from "../../../domain/listing/listing-progress.ts";
import { listingStepPath } from "../../../domain/listing/listing-route.ts";
import { Loading } from "../../ui/loading.tsx";
import { useListingUnit } from "./use-listing-unit.ts";

export function ListingUnitRedirect() {
  const { t } = useTranslation();
  const params = useParams();
  const propertyId = PropertyId.make(params.propertyId ?? "");
  const unitId = UnitId.make(params.unitId ?? "");
  const state = useListingUnit(propertyId, unitId);
  if (state.phase === "loading") return <Loading label={t("listing.loading")} />;
  if (state.phase === "not-found") return <Navigate to="/404" replace />;
  const { flow, steps } = state.listing;
  const step = resumeStep(steps, state.unit.completedListingSteps) ?? "property";
  return <Navigate to={listingStepPath(flow, propertyId, unitId, step)} replace />;
}
