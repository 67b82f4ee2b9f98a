// /properties/{propertyId}/units/{unitId}/about (listing spec §3, §5): title, description,
// accommodation type, guests, bedrooms and the property's size. Switching between square metres and
// square feet restates the typed size by the spec's factor (10.76391042); metric sizes are saved as
// whole square metres, imperial ones with 2 decimals.
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Configuration } from "../../../domain/configuration/configuration.ts";
import { checkAboutForm, type AboutForm } from "../../../domain/properties/unit-forms.ts";
import { CapacityFields } from "./capacity-fields.tsx";
import { ConfigurationGate } from "./configuration-gate.tsx";
import { UnitField } from "./unit-field.tsx";
import { TitleDescriptionFields } from "./title-description-fields.tsx";
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
      <TitleDescriptionFields
        values={values}
        labels={{ title: t("units.about.name"), description: t("units.about.description") }}
        descriptionRows={6}
        messagesOf={messagesOf}
        onChange={set}
      />
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
      <CapacityFields values={values} messagesOf={messagesOf} onChange={set} />
      <div className="unit-form-actions">
        <button type="submit" data-testid="save-unit">
          {t("units.save")}
        </button>
      </div>
    </form>
  );
}
