// Amenities: the configuration's amenities by group, the top ones first (as the unit's amenities
// page shows them), each a checkbox; the choice is checked against the catalogue before it is sent.
import { useMemo } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { Configuration } from "../../../../domain/configuration/configuration.ts";
import { unitDetailsProblems } from "../../../../domain/properties/unit-details-check.ts";
import { ConfigurationGate } from "../../units/configuration-gate.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function AmenitiesStep(props: ListingStepProps) {
  return (
    <ConfigurationGate>
      {(configuration) => <AmenitiesChoice {...props} configuration={configuration} />}
    </ConfigurationGate>
  );
}

function AmenitiesChoice(props: ListingStepProps & { configuration: Configuration }) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const { amenities, topAmenities } = props.configuration.propertyUnit;
  const draft = useStepDraft<{ chosen: string[] }>(props.unitId, props.step.name, () => ({
    chosen: [...unit.amenities],
  }));
  const chosen = new Set(draft.values.chosen);

  const groups = useMemo(() => {
    const top = new Set(topAmenities);
    const byGroup = new Map<string, typeof amenities>();
    for (const amenity of [
      ...amenities.filter((a) => top.has(a.id)),
      ...amenities.filter((a) => !top.has(a.id)),
    ])
      byGroup.set(amenity.group, [...(byGroup.get(amenity.group) ?? []), amenity]);
    return [...byGroup];
  }, [amenities, topAmenities]);

  useRegisterSave(props.registerSave, async () => {
    // In the catalogue's order, so the same choice is always the same list.
    const list = amenities.map((a) => a.id).filter((id) => chosen.has(id));
    const problems = unitDetailsProblems({ amenities: list }, props.configuration, unit.bookingType);
    const checked = check(
      problems.length === 0
        ? { ok: true, changes: { amenities: list } }
        : { ok: false, problems: [{ field: "amenities", messageKey: "units.errors.amenities" }] },
    );
    if (checked === undefined) return false;
    const sent = await send(["updateUnit", { unitId: props.unitId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  const toggle = (id: string, on: boolean) =>
    draft.set({ chosen: on ? [...draft.values.chosen, id] : draft.values.chosen.filter((c) => c !== id) });
  const errors = messagesOf("amenities");
  return (
    <div ref={container} className="listing-fields">
      {amenities.length === 0 ? <p className="empty">{t("units.amenities.none")}</p> : null}
      {groups.map(([group, list], index) => (
        <fieldset key={group} className="unit-choices" data-testid={`amenity-group-${group}`}>
          <legend>{t(`units.amenities.groups.${group}`, { defaultValue: group })}</legend>
          {list.map((amenity, i) => (
            <label key={amenity.id} className="checkbox-row">
              <input
                type="checkbox"
                // The first box carries the field's name, so a problem moves the focus to it.
                name={index === 0 && i === 0 ? "amenities" : amenity.id}
                value={amenity.id}
                checked={chosen.has(amenity.id)}
                onChange={(e) => toggle(amenity.id, e.target.checked)}
              />
              {t(`units.amenities.items.${amenity.id}`, { defaultValue: amenity.label })}
            </label>
          ))}
        </fieldset>
      ))}
      {errors.length > 0 ? (
        <p className="unit-field-error" role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
