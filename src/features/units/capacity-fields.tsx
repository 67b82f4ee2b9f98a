// Guests, bedrooms and the optional size with its unit, shared by the unit's about page and the
// listing flow's guests step. Switching between square metres and square feet restates the typed
// size by the spec's factor, so neither form can save a size read in the wrong unit.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { MeasurementUnit } from "../../../domain/properties/property-state.ts";
import { parseDecimal, type CapacityForm } from "../../../domain/properties/unit-forms.ts";
import { convertPropertySize } from "../../../domain/validation/property-area.ts";
import { UnitField } from "./unit-field.tsx";

export function CapacityFields(props: {
  values: CapacityForm;
  messagesOf: (field: string) => readonly string[];
  onChange: (patch: Partial<CapacityForm>) => void;
}) {
  const { t } = useTranslation();
  const { values, messagesOf, onChange } = props;
  const switchUnit = (to: MeasurementUnit) => {
    const size = parseDecimal(values.propertySize);
    onChange({
      measurementUnit: to,
      ...(size === undefined
        ? {}
        : { propertySize: String(convertPropertySize(size, values.measurementUnit, to)) }),
    });
  };
  return (
    <>
      <UnitField label={t("units.about.guests")} messages={messagesOf("guests")}>
        {(control) => (
          <input
            {...control}
            name="guests"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.guests}
            onChange={(e) => onChange({ guests: e.target.value })}
          />
        )}
      </UnitField>
      <UnitField label={t("units.about.bedrooms")} messages={messagesOf("bedroomCount")}>
        {(control) => (
          <input
            {...control}
            name="bedroomCount"
            type="number"
            inputMode="numeric"
            min={0}
            value={values.bedroomCount}
            onChange={(e) => onChange({ bedroomCount: e.target.value })}
          />
        )}
      </UnitField>
      <UnitField
        label={t("units.about.size", {
          unit: t(
            values.measurementUnit === "metric" ? "units.about.squareMetres" : "units.about.squareFeet",
          ),
        })}
        messages={messagesOf("propertySize")}
      >
        {(control) => (
          <input
            {...control}
            name="propertySize"
            inputMode="decimal"
            value={values.propertySize}
            onChange={(e) => onChange({ propertySize: e.target.value })}
          />
        )}
      </UnitField>
      <fieldset className="unit-choices inline">
        <legend>{t("units.about.measuredIn")}</legend>
        {(["metric", "imperial"] as const).map((option) => (
          <label key={option} className="checkbox-row">
            <input
              type="radio"
              name="measurementUnit"
              value={option}
              checked={values.measurementUnit === option}
              onChange={() => switchUnit(option)}
            />
            {t(option === "metric" ? "units.about.squareMetres" : "units.about.squareFeet")}
          </label>
        ))}
      </fieldset>
    </>
  );
}
