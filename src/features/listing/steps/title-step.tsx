// The unit's title and description (the multi-unit "title" step and the single-unit "title and
// description" family): both required here, as a listing without them cannot be published.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { checkTitleStep, type TitleStepForm } from "../../../../domain/listing/listing-step-forms.ts";
import { TitleDescriptionFields } from "../../units/title-description-fields.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function TitleStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const draft = useStepDraft<TitleStepForm>(props.unitId, props.step.name, () => ({
    title: unit.title ?? "",
    description: unit.description ?? "",
  }));

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkTitleStep(draft.values));
    if (checked === undefined) return false;
    const sent = await send(["updateUnit", { unitId: props.unitId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  return (
    <div ref={container} className="listing-fields">
      <TitleDescriptionFields
        values={draft.values}
        labels={{ title: t("units.about.name"), description: t("units.about.description") }}
        titleHint={t("listing.title.hint")}
        descriptionRows={8}
        messagesOf={messagesOf}
        onChange={(patch) => draft.set(patch)}
      />
    </div>
  );
}
