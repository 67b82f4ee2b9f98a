// The property step: single or multi-unit (which picks the flow) and the property's name. A change
// of kind a property's units forbid is refused by the same rule the command applies.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { checkPropertyStep, type PropertyStepForm } from "../../../../domain/listing/listing-step-forms.ts";
import { maxTitleLength } from "../../../../domain/validation/text-fields.ts";
import { UnitField } from "../../units/unit-field.tsx";
import { useLocalProperties } from "../../properties/use-local-properties.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function PropertyStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const property = useLocalProperties().byId.get(props.propertyId);
  const { container, messagesOf, check, send } = useStepForm();
  const draft = useStepDraft<PropertyStepForm>(props.unitId, props.step.name, () => ({
    propertyType: property?.propertyType ?? "",
    title: property?.title ?? "",
  }));

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkPropertyStep(draft.values));
    if (checked === undefined || property === undefined) return false;
    const changes = {
      ...(checked.title === property.title ? {} : { title: checked.title }),
      ...(checked.propertyType === property.propertyType ? {} : { propertyType: checked.propertyType }),
    };
    const sent =
      Object.keys(changes).length === 0 ||
      (await send(["updateProperty", { propertyId: props.propertyId, changes }]));
    if (sent) draft.clear();
    return sent;
  });

  const typeMessages = messagesOf("propertyType");
  return (
    <div ref={container} className="listing-fields">
      <UnitField label={t("listing.property.name")} messages={messagesOf("title")}>
        {(control) => (
          <input
            {...control}
            name="title"
            maxLength={maxTitleLength}
            value={draft.values.title}
            onChange={(e) => draft.set({ title: e.target.value })}
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
              checked={draft.values.propertyType === type}
              onChange={() => draft.set({ propertyType: type })}
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
    </div>
  );
}
