// The multi-unit flow's property title: the name and description guests see for the whole
// property, above its units.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { checkTitleStep, type TitleStepForm } from "../../../../domain/listing/listing-step-forms.ts";
import { TitleDescriptionFields } from "../../units/title-description-fields.tsx";
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
      <TitleDescriptionFields
        values={draft.values}
        labels={{
          title: t("listing.title.propertyName"),
          description: t("listing.title.propertyDescription"),
        }}
        descriptionRows={6}
        messagesOf={messagesOf}
        onChange={(patch) => draft.set(patch)}
      />
    </div>
  );
}
