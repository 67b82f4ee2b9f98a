// Price and availability: the nightly price within the spec's bounds (1 to 1,000,000) and the
// minimum notice, by the unit's price page's rules (on-request pricing disables the shortest notices).
import { pricingModeOf } from "../../../../domain/properties/unit-details-check.ts";
import { checkPriceForm, type PriceForm } from "../../../../domain/properties/unit-forms.ts";
import { PriceFields } from "../../units/price-fields.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function PriceStep(props: ListingStepProps) {
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const mode = pricingModeOf(unit.bookingType);
  const draft = useStepDraft<PriceForm>(props.unitId, props.step.name, () => ({
    price: unit.price === null ? "" : String(unit.price),
    minimumNoticeDays: unit.minimumNoticeDays === null ? "" : String(unit.minimumNoticeDays),
  }));

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkPriceForm(draft.values, mode));
    if (checked === undefined) return false;
    const sent = await send(["updateUnit", { unitId: props.unitId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  return (
    <div ref={container} className="listing-fields">
      <PriceFields
        values={draft.values}
        mode={mode}
        messagesOf={messagesOf}
        onChange={(patch) => draft.set(patch)}
      />
    </div>
  );
}
