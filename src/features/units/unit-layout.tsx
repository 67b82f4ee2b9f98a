// /properties/{propertyId}/units/{unitId} (listing spec §2, §4): the unit's title and state, its
// publish and unpublish actions, the preview button and the navigation between its pages, all from
// the local store with pending commands applied, so the pages open instantly and offline.
import { useEffect } from "react";
import { NavLink, Link, Outlet, useParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { unitPagePath } from "../../../domain/properties/invalid-field-fix.ts";
import { Loading } from "../../ui/loading.tsx";
import { FailedCommands } from "../reservations/failed-commands.tsx";
import { UnitStateBadge } from "../properties/unit-state-badge.tsx";
import { useLocalProperties } from "../properties/use-local-properties.ts";
import { usePropertyUnits } from "../properties/use-property-units.ts";
import { PreviewButton } from "./preview-button.tsx";
import { UnitPublishActions } from "./unit-publish-actions.tsx";
import type { UnitOutletContext } from "./use-current-unit.ts";
import type { UnitPage } from "./unit-page.ts";
import { whenIdle } from "../../../sync/when-idle.ts";
import { useSession } from "../../app/session.tsx";
import "./units.css";

export function UnitLayout(props: { pages: readonly UnitPage[] }) {
  const { t } = useTranslation();
  const { propertyId = "", unitId = "" } = useParams();
  const units = usePropertyUnits();
  const properties = useLocalProperties();
  const unit = units.units.get(unitId);
  const { engine } = useSession();
  // The unit's pages save through the outbox, whose first command would load the commands' code
  // (sync/outbox.ts) between the key and the change shown: it loads once the page has painted.
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      if (live) engine.outbox.prepare().catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [engine]);

  if (!units.ready) return <Loading label={t("units.loading")} />;
  const back = (
    <Link to={`/properties/${encodeURIComponent(propertyId)}`} className="back-link">
      {t("units.back")}
    </Link>
  );
  if (unit === undefined || unit.propertyId !== propertyId || unit.state === "DELETED") {
    return (
      <main className="unit-page">
        <div className="sub-header">{back}</div>
        <p className="empty" data-testid="unit-not-found">
          {t("units.notFound")}
        </p>
      </main>
    );
  }
  const context: UnitOutletContext = {
    unit,
    countryCode: properties.byId.get(propertyId)?.countryCode ?? null,
  };
  return (
    <main className="unit-page" aria-labelledby="unit-title">
      <div className="sub-header unit-header">
        {back}
        <h1 id="unit-title">{unit.title ?? t("properties.untitled")}</h1>
        <UnitStateBadge unit={unit} />
        <div className="unit-header-actions">
          <PreviewButton links={unit.links} />
          <UnitPublishActions unit={unit} />
        </div>
      </div>
      <nav className="tabs" aria-label={t("units.nav.label")} data-testid="unit-nav">
        {props.pages.map((page) => (
          <NavLink
            key={page.slug}
            to={unitPagePath(propertyId, unitId, page.slug)}
            end={page.slug === ""}
            className={({ isActive }) => (isActive ? "active" : undefined)}
          >
            {t(page.labelKey)}
          </NavLink>
        ))}
      </nav>
      <FailedCommands />
      <div className="unit-content">
        <Outlet context={context} />
      </div>
    </main>
  );
}
