// /properties/{propertyId}/units/{unitId}/amenities (listing spec §2, §3): the configuration's
// amenities by group, the top ones first, each a checkbox; a filter narrows the list by name.
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Configuration } from "../../../domain/configuration/configuration.ts";
import { unitDetailsProblems } from "../../../domain/properties/unit-details-check.ts";
import { ConfigurationGate } from "./configuration-gate.tsx";
import { useCurrentUnit } from "./use-current-unit.ts";
import { useUnitSave } from "./use-unit-save.ts";

export function AmenitiesPage() {
  return (
    <ConfigurationGate>
      {(configuration) => <AmenitiesForm configuration={configuration} />}
    </ConfigurationGate>
  );
}

function AmenitiesForm(props: { configuration: Configuration }) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { save, messagesOf } = useUnitSave(unit.id);
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(unit.amenities));
  const [filter, setFilter] = useState("");
  const { amenities, topAmenities } = props.configuration.propertyUnit;

  const groups = useMemo(() => {
    const wanted = filter.trim().toLocaleLowerCase();
    const byGroup = new Map<string, typeof amenities>();
    const top = new Set(topAmenities);
    const ordered = [...amenities.filter((a) => top.has(a.id)), ...amenities.filter((a) => !top.has(a.id))];
    for (const amenity of ordered) {
      if (wanted !== "" && !amenity.label.toLocaleLowerCase().includes(wanted)) continue;
      byGroup.set(amenity.group, [...(byGroup.get(amenity.group) ?? []), amenity]);
    }
    return [...byGroup];
  }, [amenities, topAmenities, filter]);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = () => {
    // In the catalogue's order, so the same choice is always the same list.
    const list = amenities.map((a) => a.id).filter((id) => chosen.has(id));
    const problems = unitDetailsProblems({ amenities: list }, props.configuration, unit.bookingType);
    void save(
      form.current,
      problems.length === 0
        ? { ok: true, changes: { amenities: list } }
        : {
            ok: false,
            problems: problems.map(() => ({ field: "amenities", messageKey: "units.errors.amenities" })),
          },
    );
  };

  const errors = messagesOf("amenities");
  return (
    <form
      ref={form}
      className="unit-form"
      aria-labelledby="amenities-title"
      data-testid="amenities-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="amenities-title">{t("units.amenities.title")}</h2>
      <label className="unit-filter">
        <span>{t("units.amenities.filter")}</span>
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      {amenities.length === 0 ? <p className="empty">{t("units.amenities.none")}</p> : null}
      {amenities.length > 0 && groups.length === 0 ? (
        <p className="empty">{t("units.amenities.noMatch")}</p>
      ) : null}
      {groups.map(([group, list]) => (
        <fieldset key={group} className="unit-choices" data-testid={`amenity-group-${group}`}>
          <legend>{t(`units.amenities.groups.${group}`, { defaultValue: group })}</legend>
          {list.map((amenity) => (
            <label key={amenity.id} className="checkbox-row">
              <input
                type="checkbox"
                name={amenity.id}
                checked={chosen.has(amenity.id)}
                onChange={(e) => toggle(amenity.id, e.target.checked)}
              />
              {t(`units.amenities.items.${amenity.id}`, { defaultValue: amenity.label })}
            </label>
          ))}
        </fieldset>
      ))}
      {errors.length > 0 ? (
        <p className="unit-field-error" role="alert" data-testid="amenities-error">
          {errors.join(" ")}
        </p>
      ) : null}
      <div className="unit-form-actions">
        <button type="submit" data-testid="save-unit">
          {t("units.save")}
        </button>
      </div>
    </form>
  );
}
