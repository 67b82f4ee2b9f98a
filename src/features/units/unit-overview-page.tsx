// /properties/{propertyId}/units/{unitId} (listing spec §2): what the unit's pages hold, at a glance,
// each line leading to the page that edits it.
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { unitPagePath } from "../../../domain/properties/invalid-field-fix.ts";
import { useCurrentUnit } from "./use-current-unit.ts";

export function UnitOverviewPage() {
  const { t, i18n } = useTranslation();
  const { unit } = useCurrentUnit();
  const to = (slug: string) => unitPagePath(unit.propertyId, unit.id, slug);
  const money = new Intl.NumberFormat(i18n.language.replace("_", "-"), { maximumFractionDigits: 2 });
  const notSet = t("units.overview.notSet");
  const beds = unit.rooms.reduce((sum, room) => sum + room.beds, 0);
  const rows: [string, string, string][] = [
    [
      "about",
      t("units.overview.capacity"),
      unit.guests === null ? notSet : t("units.overview.guests", { count: unit.guests }),
    ],
    [
      "rooms",
      t("units.overview.rooms"),
      unit.rooms.length === 0
        ? notSet
        : t("units.overview.roomsAndBeds", { rooms: unit.rooms.length, count: beds }),
    ],
    [
      "amenities",
      t("units.overview.amenities"),
      t("units.overview.amenityCount", { count: unit.amenities.length }),
    ],
    [
      "price-and-availability",
      t("units.overview.price"),
      unit.price === null ? notSet : money.format(unit.price),
    ],
    [
      "booking-policies",
      t("units.overview.bookingType"),
      unit.bookingType === null ? notSet : t(`units.policies.bookingTypes.${unit.bookingType}.name`),
    ],
    ["taxes-and-laws", t("units.overview.registration"), unit.registrationNumber ?? notSet],
  ];
  return (
    <section aria-labelledby="overview-title" className="unit-overview">
      <h2 id="overview-title">{t("units.overview.title")}</h2>
      <dl data-testid="unit-overview">
        {rows.map(([slug, label, value]) => (
          <div key={slug} className="unit-overview-row">
            <dt>{label}</dt>
            <dd>
              {value} <Link to={to(slug)}>{t("units.overview.edit")}</Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
