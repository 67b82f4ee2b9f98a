// The multi-unit flow's property title: the name and description guests see for the whole
// property, above its units.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { checkTitleStep, type TitleStepForm } from "../../../../domain/listing/listing-step-forms.ts";
import { maxProseLength, maxTitleLength } from "../../../../domain/validation/text-fields.ts";
import { UnitField } from "../../units/unit-field.tsx";
import { useLocalProperties } from "../../properties/use-local-properties.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function PropertyTitleStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const property = useLocalProperties().byId.get(props.propertyId);
  const { container, messagesOf, check, send } = useStepForm();
  const draft = useStepDraft<TitleStepForm>(props.unitId, props.step.name, () => ({
    title: property?.title ?? "",
    description: property?.description ?? "",
  }));

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkTitleStep(draft.values));
    if (checked === undefined) return false;
    const sent = await send(["updateProperty", { propertyId: props.propertyId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  return (
    <div ref={container} className="listing-fields">
      <UnitField label={t("listing.title.propertyName")} messages={messagesOf("title")}>
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
      <UnitField label={t("listing.title.propertyDescription")} messages={messagesOf("description")}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={6}
            maxLength={maxProseLength}
            value={draft.values.description}
            onChange={(e) => draft.set({ description: e.target.value })}
          />
        )}
      </UnitField>
    </div>
  );
}
