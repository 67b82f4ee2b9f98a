// /properties/{propertyId}/units/{unitId}/about (listing spec §3, §5): title, description,
// accommodation type, guests, bedrooms and the property's size. Switching between square metres and
// square feet restates the typed size by the spec's factor (10.76391042); metric sizes are saved as
// whole square metres, imperial ones with 2 decimals.
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Configuration } from "../../../domain/configuration/configuration.ts";
import type { MeasurementUnit } from "../../../domain/properties/property-state.ts";
import { checkAboutForm, parseDecimal, type AboutForm } from "../../../domain/properties/unit-forms.ts";
import { convertPropertySize } from "../../../domain/validation/property-area.ts";
import { maxProseLength, maxTitleLength } from "../../../domain/validation/text-fields.ts";
import { ConfigurationGate } from "./configuration-gate.tsx";
import { UnitField } from "./unit-field.tsx";
import { useCurrentUnit } from "./use-current-unit.ts";
import { useUnitSave } from "./use-unit-save.ts";

export function AboutPage() {
  return (
    <ConfigurationGate>
      {(configuration) => <AboutFormView configuration={configuration} />}
    </ConfigurationGate>
  );
}

function AboutFormView(props: { configuration: Configuration }) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { save, messagesOf } = useUnitSave(unit.id);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AboutForm>(() => ({
    title: unit.title ?? "",
    description: unit.description ?? "",
    accommodationType: unit.accommodationType ?? "",
    guests: unit.guests === null ? "" : String(unit.guests),
    bedroomCount: unit.bedroomCount === null ? "" : String(unit.bedroomCount),
    propertySize: unit.propertySize === null ? "" : String(unit.propertySize),
    measurementUnit: unit.propertySizeMeasurementUnit,
  }));
  const set = (patch: Partial<AboutForm>) => setValues((current) => ({ ...current, ...patch }));

  const switchUnit = (to: MeasurementUnit) => {
    const size = parseDecimal(values.propertySize);
    set({
      measurementUnit: to,
      ...(size === undefined
        ? {}
        : { propertySize: String(convertPropertySize(size, values.measurementUnit, to)) }),
    });
  };

  return (
    <form
      ref={form}
      className="unit-form"
      aria-labelledby="about-title"
      data-testid="about-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(form.current, checkAboutForm(values));
      }}
    >
      <h2 id="about-title">{t("units.about.title")}</h2>
      <UnitField label={t("units.about.name")} messages={messagesOf("title")}>
        {(control) => (
          <input
            {...control}
            name="title"
            maxLength={maxTitleLength}
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </UnitField>
      <UnitField label={t("units.about.description")} messages={messagesOf("description")}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={6}
            maxLength={maxProseLength}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </UnitField>
      <UnitField label={t("units.about.accommodationType")} messages={messagesOf("accommodationType")}>
        {(control) => (
          <select
            {...control}
            name="accommodationType"
            value={values.accommodationType}
            onChange={(e) => set({ accommodationType: e.target.value })}
          >
            <option value="">{t("units.about.chooseType")}</option>
            {props.configuration.property.accommodationType.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`units.about.types.${option.value}`, { defaultValue: option.label })}
              </option>
            ))}
          </select>
        )}
      </UnitField>
      <UnitField label={t("units.about.guests")} messages={messagesOf("guests")}>
        {(control) => (
          <input
            {...control}
            name="guests"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.guests}
            onChange={(e) => set({ guests: e.target.value })}
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
            onChange={(e) => set({ bedroomCount: e.target.value })}
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
            onChange={(e) => set({ propertySize: e.target.value })}
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
      <div className="unit-form-actions">
        <button type="submit" data-testid="save-unit">
          {t("units.save")}
        </button>
      </div>
    </form>
  );
}
