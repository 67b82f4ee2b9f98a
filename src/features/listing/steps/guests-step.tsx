// Guests and rooms, first page: how many guests, how many bedrooms, and the optional size, by the
// unit's about page's rules (square metres or feet, converted by the spec's factor).
import { useTranslation } from "../../../i18n/use-translation.ts";
import { checkGuestsStep, type GuestsStepForm } from "../../../../domain/listing/listing-step-forms.ts";
import type { MeasurementUnit } from "../../../../domain/properties/property-state.ts";
import { parseDecimal } from "../../../../domain/properties/unit-forms.ts";
import { convertPropertySize } from "../../../../domain/validation/property-area.ts";
import { UnitField } from "../../units/unit-field.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function GuestsStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const draft = useStepDraft<GuestsStepForm>(props.unitId, props.step.name, () => ({
    guests: unit.guests === null ? "" : String(unit.guests),
    bedroomCount: unit.bedroomCount === null ? "" : String(unit.bedroomCount),
    propertySize: unit.propertySize === null ? "" : String(unit.propertySize),
    measurementUnit: unit.propertySizeMeasurementUnit,
  }));

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkGuestsStep(draft.values));
    if (checked === undefined) return false;
    const sent = await send(["updateUnit", { unitId: props.unitId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  const { values } = draft;
  // The typed size is restated in the other unit, as the unit's about page does.
  const switchUnit = (to: MeasurementUnit) => {
    const size = parseDecimal(values.propertySize);
    draft.set({
      measurementUnit: to,
      ...(size === undefined
        ? {}
        : { propertySize: String(convertPropertySize(size, values.measurementUnit, to)) }),
    });
  };
  return (
    <div ref={container} className="listing-fields">
      <UnitField label={t("units.about.guests")} messages={messagesOf("guests")}>
        {(control) => (
          <input
            {...control}
            name="guests"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.guests}
            onChange={(e) => draft.set({ guests: e.target.value })}
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
            onChange={(e) => draft.set({ bedroomCount: e.target.value })}
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
            onChange={(e) => draft.set({ propertySize: e.target.value })}
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
    </div>
  );
}
