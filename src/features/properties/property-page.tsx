// /properties/{propertyId} (and its /units and /about addresses, listing spec §2): the property from
// the local store with its units and what is known about it; units are added here, and /about edits
// the property and deletes it.
import { useMemo } from "react";
import { Link, useLocation, useParams } from "react-router";
import { unitPagePath } from "../../../domain/properties/invalid-field-fix.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { propertyListGroups, propertyNameOf } from "../../../domain/properties/property-list.ts";
import type { PropertyDocument } from "../../../domain/properties/property-document.ts";
import type { UnitDocument } from "../../../domain/properties/unit-document.ts";
import { Loading } from "../../ui/loading.tsx";
import { useLocalProperties } from "./use-local-properties.ts";
import { usePropertyUnits } from "./use-property-units.ts";
import { UnitStateBadge } from "./unit-state-badge.tsx";
import { UnitThumbnail } from "./unit-thumbnail.tsx";
import { AddUnit } from "./add-unit.tsx";
import { DeleteProperty } from "./delete-property.tsx";
import { PropertyAboutForm } from "./property-about-form.tsx";
import { PropertyFailedCommands } from "./property-failed-commands.tsx";
import "./properties.css";

export function PropertyPage() {
  const { t, i18n } = useTranslation();
  const { propertyId = "" } = useParams();
  const editing = useLocation().pathname.endsWith("/about");
  const properties = useLocalProperties();
  const units = usePropertyUnits();
  const property = properties.byId.get(propertyId);
  const group = useMemo(
    () =>
      property === undefined
        ? undefined
        : propertyListGroups<PropertyDocument, UnitDocument>([property], units.units.values(), "")[0],
    [property, units.units],
  );
  const countryName = useMemo(() => {
    if (property === undefined || property.countryCode === "") return "";
    try {
      const names = new Intl.DisplayNames([i18n.language.replace("_", "-")], { type: "region" });
      return names.of(property.countryCode) ?? property.countryCode;
    } catch {
      return property.countryCode;
    }
  }, [property, i18n.language]);

  if (!properties.ready || !units.ready) return <Loading label={t("properties.loading")} />;
  const back = (
    <Link to="/properties" className="back-link">
      {t("properties.back")}
    </Link>
  );
  if (property === undefined || group === undefined) {
    return (
      <main className="properties-page property-page">
        {back}
        <PropertyFailedCommands propertyId={propertyId} />
        <p className="empty" data-testid="property-not-found">
          {t("properties.notFound")}
        </p>
      </main>
    );
  }
  const name = propertyNameOf(property, property.id);
  return (
    <main aria-labelledby="property-title" className="properties-page property-page">
      <div className="sub-header">
        {back}
        <h1 id="property-title">{name}</h1>
      </div>
      <PropertyFailedCommands propertyId={property.id} />
      <section aria-labelledby="property-units" className="property-section">
        <div className="section-heading">
          <h2 id="property-units">{t("properties.units")}</h2>
          <AddUnit
            propertyId={property.id}
            propertyType={property.propertyType}
            liveUnits={group.unitCount}
          />
        </div>
        {group.units.length === 0 ? (
          <p className="empty">{t("properties.noUnits")}</p>
        ) : (
          <ul className="property-units" data-testid="property-units">
            {group.units.map((unit) => (
              <li key={unit.id} className="property-list-unit" data-testid="unit-row">
                <UnitThumbnail src={unit.thumbnail} />
                <Link className="unit-title" to={unitPagePath(property.id, unit.id)}>
                  {unit.title ?? t("properties.untitled")}
                </Link>
                <UnitStateBadge unit={unit} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="property-about" className="property-section">
        <div className="section-heading">
          <h2 id="property-about">{t("properties.about")}</h2>
          {editing ? (
            <DeleteProperty propertyId={property.id} name={name} units={group.units} />
          ) : (
            <Link to={`/properties/${property.id}/about`} data-testid="edit-property">
              {t("propertyEdit.edit")}
            </Link>
          )}
        </div>
        {editing ? (
          <PropertyAboutForm key={property.id} property={property} />
        ) : (
          <dl className="property-about" data-testid="property-about">
            <dt>{t("properties.name")}</dt>
            <dd>{name}</dd>
            <dt>{t("properties.kind")}</dt>
            <dd>{t(`properties.type.${property.propertyType}`)}</dd>
            <dt>{t("properties.address")}</dt>
            <dd>
              {[[property.street, property.houseNumberOrName].join(" ").trim(), property.city, countryName]
                .filter((part) => part !== "")
                .join(", ")}
            </dd>
            <dt>{t("properties.stateLabel")}</dt>
            <dd>{t(`properties.state.${stateKey[property.state]}`)}</dd>
            <dt>{t("properties.units")}</dt>
            <dd>{t("properties.unitCount", { count: group.unitCount })}</dd>
          </dl>
        )}
      </section>
    </main>
  );
}

const stateKey: Record<PropertyDocument["state"], string> = {
  IN_PROGRESS: "inProgress",
  UNDER_REVIEW: "underReview",
  REJECTED_BY_STAFF: "rejectedByStaff",
  PUBLISHED: "published",
  UNPUBLISHED: "unpublished",
  APPROVED: "approved",
  DELETED: "deleted",
};
