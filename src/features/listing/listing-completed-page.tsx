// /listing/{propertyId}/{unitId}/completed (listing spec §2): the end of the flow. It says where the
// unit stands (published, or what is left), and offers the checklist, the unit's pages and, for a
// multi-unit property, the next unit, made on the device like the first.
import { useTranslation } from "../../i18n/use-translation.ts";
import { Link, useNavigate, useParams } from "react-router";
import { PropertyId, UnitId } from "../../../domain/ids.ts";
import { listingProgressPercent } from "../../../domain/listing/listing-progress.ts";
import { Loading } from "../../ui/loading.tsx";
import { UnitStateBadge } from "../properties/unit-state-badge.tsx";
import { useListingUnit } from "./use-listing-unit.ts";
import { useStepForm } from "./use-step-form.ts";
import "./listing.css";

export function ListingCompletedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const propertyId = PropertyId.make(params.propertyId ?? "");
  const unitId = UnitId.make(params.unitId ?? "");
  const state = useListingUnit(propertyId, unitId);
  const { send } = useStepForm();
  if (state.phase === "loading") return <Loading label={t("listing.loading")} />;
  if (state.phase === "not-found")
    return (
      <main className="listing-page">
        <p className="empty">{t("listing.notFound")}</p>
      </main>
    );
  const { unit, property, listing } = state;
  const percent = listingProgressPercent(listing.steps, unit.completedListingSteps);
  const addUnit = async () => {
    const next = UnitId.make(crypto.randomUUID());
    if (await send(["createUnit", { propertyId, unitId: next }]))
      void navigate(`/listing/property/${propertyId}/unit/${next}`);
  };
  return (
    <main className="listing-page listing-entry" aria-labelledby="listing-entry-title">
      <h1 id="listing-entry-title">{t("listing.completed.title", { name: unit.title ?? property.title })}</h1>
      <p>
        <UnitStateBadge unit={unit} />
      </p>
      <p data-testid="listing-completed-percent">{t("listing.progress.overall", { percent })}</p>
      <ul>
        <li>
          <Link to={`/checklist/${propertyId}/${unitId}`}>{t("listing.completed.checklist")}</Link>
        </li>
        <li>
          <Link to={`/properties/${propertyId}/units/${unitId}`}>{t("listing.completed.unit")}</Link>
        </li>
        <li>
          <Link to="/properties">{t("listing.toProperties")}</Link>
        </li>
      </ul>
      {property.propertyType === "multi" ? (
        <button
          type="button"
          className="secondary"
          onClick={() => void addUnit()}
          data-testid="listing-add-unit"
        >
          {t("listing.completed.addUnit")}
        </button>
      ) : null}
    </main>
  );
}
