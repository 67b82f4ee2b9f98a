// The unit's title and description (the multi-unit "title" step and the single-unit "title and
// description" family): both required here, as a listing without them cannot be published.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { checkTitleStep, type TitleStepForm } from "../../../../domain/listing/listing-step-forms.ts";
import { maxProseLength, maxTitleLength } from "../../../../domain/validation/text-fields.ts";
import { UnitField } from "../../units/unit-field.tsx";
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
      <UnitField label={t("units.about.name")} hint={t("listing.title.hint")} messages={messagesOf("title")}>
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
      <UnitField label={t("units.about.description")} messages={messagesOf("description")}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={8}
            maxLength={maxProseLength}
            value={draft.values.description}
            onChange={(e) => draft.set({ description: e.target.value })}
          />
        )}
      </UnitField>
    </div>
  );
}
