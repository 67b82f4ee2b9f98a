// The unit's kind of accommodation, from the configuration's list.
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { Configuration } from "../../../../domain/configuration/configuration.ts";
import { checkUnitTypeStep } from "../../../../domain/listing/listing-step-forms.ts";
import { ConfigurationGate } from "../../units/configuration-gate.tsx";
import { UnitField } from "../../units/unit-field.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function UnitTypeStep(props: ListingStepProps) {
  return (
    <ConfigurationGate>
      {(configuration) => <UnitTypeForm {...props} configuration={configuration} />}
    </ConfigurationGate>
  );
}

function UnitTypeForm(props: ListingStepProps & { configuration: Configuration }) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const options = props.configuration.property.accommodationType;
  const draft = useStepDraft(props.unitId, props.step.name, () => ({
    accommodationType: unit.accommodationType ?? "",
  }));

  useRegisterSave(props.registerSave, async () => {
    const checked = check(
      checkUnitTypeStep(
        draft.values.accommodationType,
        options.map((o) => o.value),
      ),
    );
    if (checked === undefined) return false;
    const sent = await send(["updateUnit", { unitId: props.unitId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  return (
    <div ref={container} className="listing-fields">
      <UnitField label={t("units.about.accommodationType")} messages={messagesOf("accommodationType")}>
        {(control) => (
          <select
            {...control}
            name="accommodationType"
            value={draft.values.accommodationType}
            onChange={(e) => draft.set({ accommodationType: e.target.value })}
          >
            <option value="">{t("units.about.chooseType")}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`units.about.types.${option.value}`, { defaultValue: option.label })}
              </option>
            ))}
          </select>
        )}
      </UnitField>
    </div>
  );
}
