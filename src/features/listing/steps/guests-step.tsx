// Guests and rooms, first page: how many guests, how many bedrooms, and the optional size, by the
// unit's about page's rules (square metres or feet, converted by the spec's factor).
import { checkGuestsStep, type GuestsStepForm } from "../../../../domain/listing/listing-step-forms.ts";
import { CapacityFields } from "../../units/capacity-fields.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function GuestsStep(props: ListingStepProps) {
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const draft = useStepDraft<GuestsStepForm>(props.unitId, props.step.name, () => ({
    guests: unit.guests === null ? "" : String(unit.guests),
    bedroomCount: unit.bedroomCount === null ? "" : String(unit.bedroomCount),
    propertySize: unit.propertySize === null ? "" : String(unit.propertySize),
    measurementUnit: unit.propertySizeMeasurementUnit,
  }));

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkGuestsStep(draft.values));
    if (checked === undefined) return false;
    const sent = await send(["updateUnit", { unitId: props.unitId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  const { values } = draft;
  return (
    <div ref={container} className="listing-fields">
      <CapacityFields values={values} messagesOf={messagesOf} onChange={(patch) => draft.set(patch)} />
    </div>
  );
}
