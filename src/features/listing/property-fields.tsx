// The property's name and kind (single or multi-unit, which picks the listing flow), shared by the
// add-property page and the flow's property step.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PropertyStepForm } from "../../../domain/listing/listing-step-forms.ts";
import { maxTitleLength } from "../../../domain/validation/text-fields.ts";
import { UnitField } from "../units/unit-field.tsx";

export function PropertyFields(props: {
  values: PropertyStepForm;
  /** The add-property page opens on this form alone, so its name field takes the focus. */
  focusName: boolean;
  messagesOf: (field: string) => readonly string[];
  onChange: (patch: Partial<PropertyStepForm>) => void;
}) {
  const { t } = useTranslation();
  const { values, messagesOf, onChange } = props;
  const typeMessages = messagesOf("propertyType");
  return (
    <>
      <UnitField label={t("listing.property.name")} messages={messagesOf("title")}>
        {(control) => (
          <input
            {...control}
            name="title"
            autoFocus={props.focusName}
            maxLength={maxTitleLength}
            value={values.title}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        )}
      </UnitField>
      <fieldset className="unit-choices" aria-invalid={typeMessages.length > 0 || undefined}>
        <legend>{t("listing.property.kind")}</legend>
        {(["single", "multi"] as const).map((type) => (
          <label key={type} className="checkbox-row">
            <input
              type="radio"
              name="propertyType"
              value={type}
              checked={values.propertyType === type}
              onChange={() => onChange({ propertyType: type })}
            />
            <span>
              {t(`listing.property.${type}`)}
              <span className="unit-field-hint"> {t(`listing.property.${type}Hint`)}</span>
            </span>
          </label>
        ))}
        {typeMessages.length > 0 ? (
          <p className="unit-field-error" role="alert">
            {typeMessages.join(" ")}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
