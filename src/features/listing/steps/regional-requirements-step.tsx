// The regional-requirements step (listing spec §3, §4, §7): whether the host owns the place, and the
// fields the unit's country asks for, from that country's configuration. isOwner is shown as the
// text true/false and sent back as a boolean; option values are shown as text and sent back as the
// option's own value. The step's answers go out as updateRegionalRequirements; a new registration
// answer also lifts a flag the server set on it, which is how the publish step's "action needed"
// call gets fixed.
import { useTranslation } from "../../../i18n/use-translation.ts";
import {
  checkRegionalRequirements,
  formWithEveryField,
  requirementInputName,
} from "../../../../domain/regional-requirements/regional-requirements-answers.ts";
import {
  formOptions,
  regionalRequirementsToForm,
  type RegionalRequirementsForm,
} from "../../../../domain/regional-requirements/regional-requirements-form.ts";
import type {
  RegionalRequirementsConfiguration,
  RequirementField,
} from "../../../../domain/regional-requirements/regional-requirements.ts";
import { maxShortTextLength } from "../../../../domain/validation/text-fields.ts";
import { Loading } from "../../../ui/loading.tsx";
import { UnitField } from "../../units/unit-field.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegionalRequirementsConfiguration } from "./use-regional-requirements-configuration.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function RegionalRequirementsStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const configuration = useRegionalRequirementsConfiguration(props.unitId);
  if (configuration === undefined) return <Loading label={t("listingSteps.regional.loading")} />;
  if (configuration === null)
    return (
      <p className="notice" role="alert" data-testid="regional-unavailable">
        {t("listingSteps.regional.unavailable")}
      </p>
    );
  return <RequirementsForm {...props} configuration={configuration} />;
}

function RequirementsForm(props: ListingStepProps & { configuration: RegionalRequirementsConfiguration }) {
  const { t } = useTranslation();
  const { unit, countryCode } = useCurrentUnit();
  const { configuration } = props;
  const { container, messagesOf, check, send } = useStepForm();
  const draft = useStepDraft<RegionalRequirementsForm>(props.unitId, props.step.name, () =>
    formWithEveryField(
      regionalRequirementsToForm(unit.regionalRequirements ?? { ownership: { isOwner: null }, values: {} }),
      configuration,
    ),
  );
  const form = formWithEveryField(draft.values, configuration);
  const flagged = unit.invalidFields.length > 0;

  useRegisterSave(props.registerSave, async () => {
    const answers = check(checkRegionalRequirements(form, configuration, countryCode ?? ""));
    if (answers === undefined) return false;
    const sent = await send([
      "updateRegionalRequirements",
      { unitId: props.unitId, regionalRequirements: answers },
    ]);
    if (sent) draft.clear();
    return sent;
  });

  const setValue = (group: string, field: string, text: string) =>
    draft.set({ values: { ...form.values, [group]: { ...form.values[group], [field]: text } } });
  // Fields this build has no words for (a region's newer ones) show their configured name.
  const labelOf = (field: RequirementField) =>
    t(`listingSteps.regional.fields.${field.name}`, { defaultValue: field.name });
  const ownerMessages = messagesOf("isOwner");

  return (
    <div ref={container} className="listing-fields" data-testid="regional-requirements-step">
      {flagged ? (
        <p className="notice" role="status" data-testid="regional-flagged">
          {t("listingSteps.regional.flagged")}
        </p>
      ) : null}
      <fieldset className="unit-field" aria-invalid={ownerMessages.length > 0 || undefined}>
        <legend>{t("listingSteps.regional.isOwner")}</legend>
        {(["true", "false"] as const).map((value) => (
          <label key={value} className="listing-choice">
            <input
              type="radio"
              name="isOwner"
              value={value}
              checked={form.ownership.isOwner === value}
              onChange={() => draft.set({ ownership: { isOwner: value } })}
            />
            {t(value === "true" ? "listingSteps.regional.owner" : "listingSteps.regional.notOwner")}
          </label>
        ))}
        {ownerMessages.length > 0 ? (
          <p className="unit-field-error" role="alert">
            {ownerMessages.join(" ")}
          </p>
        ) : null}
      </fieldset>
      {Object.entries(configuration).flatMap(([group, { fields }]) =>
        fields.map((field) => {
          const name = requirementInputName(group, field.name);
          const value = form.values[group]?.[field.name] ?? "";
          const label = field.required
            ? labelOf(field)
            : t("listingSteps.optional", { label: labelOf(field) });
          return (
            <UnitField key={name} label={label} messages={messagesOf(name)}>
              {(control) =>
                field.type === "select" || field.type === "radio" ? (
                  <select
                    {...control}
                    name={name}
                    value={value}
                    onChange={(e) => setValue(group, field.name, e.target.value)}
                  >
                    <option value="">{t("listingSteps.regional.choose")}</option>
                    {formOptions(field).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : field.type === "checkbox" ? (
                  <input
                    {...control}
                    type="checkbox"
                    name={name}
                    checked={value === "true"}
                    onChange={(e) => setValue(group, field.name, e.target.checked ? "true" : "")}
                  />
                ) : (
                  <input
                    {...control}
                    name={name}
                    type={field.type === "number" ? "number" : field.type === "date" ? "date" : "text"}
                    maxLength={maxShortTextLength}
                    value={value}
                    onChange={(e) => setValue(group, field.name, e.target.value)}
                  />
                )
              }
            </UnitField>
          );
        }),
      )}
    </div>
  );
}
