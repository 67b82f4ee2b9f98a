// The ways into the listing flow (listing spec §2): check-eligibility sends the host on by
// listingEntry; a host who cannot list is told why; a host with no property yet is welcomed; and
// add-property makes the property and its first unit, with ids made on the device, as outbox
// commands, so it works offline and the flow opens at once on the new unit.
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Link, Navigate, useNavigate } from "react-router";
import { PropertyId, UnitId } from "../../../domain/ids.ts";
import { listingEntry } from "../../../domain/listing/listing-eligibility.ts";
import { checkPropertyStep, type PropertyStepForm } from "../../../domain/listing/listing-step-forms.ts";
import { Loading } from "../../ui/loading.tsx";
import { useLocalProperties } from "../properties/use-local-properties.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { PropertyFields } from "./property-fields.tsx";
import { useStepForm } from "./use-step-form.ts";
import "../units/units.css";
import "./listing.css";

export function CheckEligibilityPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const properties = useLocalProperties();
  if (user === undefined || !properties.ready) return <Loading label={t("listing.loading")} />;
  return <Navigate to={`/listing/${listingEntry(user, properties.byId.size)}`} replace />;
}

export function NotEligiblePage() {
  const { t } = useTranslation();
  return (
    <main className="listing-page listing-entry" aria-labelledby="listing-entry-title">
      <h1 id="listing-entry-title">{t("listing.notEligible.title")}</h1>
      <p>{t("listing.notEligible.text")}</p>
      <Link to="/properties">{t("listing.toProperties")}</Link>
    </main>
  );
}

export function FirstPropertyPage() {
  const { t } = useTranslation();
  return (
    <main className="listing-page listing-entry" aria-labelledby="listing-entry-title">
      <h1 id="listing-entry-title">{t("listing.firstProperty.title")}</h1>
      <p>{t("listing.firstProperty.text")}</p>
      <ol>
        <li>{t("listing.firstProperty.stepProperty")}</li>
        <li>{t("listing.firstProperty.stepUnit")}</li>
        <li>{t("listing.firstProperty.stepPublish")}</li>
      </ol>
      <Link to="/listing/add-property" className="button primary" data-testid="listing-start">
        {t("listing.firstProperty.start")}
      </Link>
    </main>
  );
}

/**
 * The property step for a property not made yet: its kind and name. Continue makes the property and
 * its first unit and marks the property step done, since this form asked what that step asks.
 */
export function AddListingPropertyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { container, messagesOf, check, send } = useStepForm();
  const [values, setValues] = useState<PropertyStepForm>({ propertyType: "", title: "" });
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(checkPropertyStep(values));
    if (checked === undefined || busy.current) return;
    busy.current = true;
    const propertyId = PropertyId.make(crypto.randomUUID());
    const unitId = UnitId.make(crypto.randomUUID());
    const sent = await send(
      ["createProperty", { propertyId, propertyType: checked.propertyType, title: checked.title }],
      ["createUnit", { propertyId, unitId }],
      ["saveListingProgress", { unitId, steps: ["property"] }],
    );
    busy.current = false;
    if (sent) void navigate(`/listing/property/${propertyId}/unit/${unitId}`);
  };

  return (
    <main className="listing-page listing-entry" aria-labelledby="listing-entry-title">
      <h1 id="listing-entry-title">{t("listing.addProperty.title")}</h1>
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="listing-add-property">
        <div ref={container} className="listing-fields">
          <PropertyFields
            values={values}
            focusName
            messagesOf={messagesOf}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          />
        </div>
        <div className="listing-actions">
          <Link to="/properties" className="button secondary">
            {t("listing.cancel")}
          </Link>
          <button type="submit" className="primary" data-testid="listing-create">
            {t("listing.addProperty.create")}
          </button>
        </div>
      </form>
    </main>
  );
}
