// Price and availability: the nightly price within the spec's bounds (1 to 1,000,000) and the
// minimum notice, by the unit's price page's rules (on-request pricing disables the shortest notices).
import { useTranslation } from "../../../i18n/use-translation.ts";
import { pricingModeOf } from "../../../../domain/properties/unit-details-check.ts";
import { checkPriceForm, type PriceForm } from "../../../../domain/properties/unit-forms.ts";
import { minimumNoticeOptions } from "../../../../domain/validation/minimum-notice.ts";
import { maxPrice, minPrice } from "../../../../domain/validation/price-bounds.ts";
import { UnitField } from "../../units/unit-field.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function PriceStep(props: ListingStepProps) {
  const { t, i18n } = useTranslation();
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const mode = pricingModeOf(unit.bookingType);
  const draft = useStepDraft<PriceForm>(props.unitId, props.step.name, () => ({
    price: unit.price === null ? "" : String(unit.price),
    minimumNoticeDays: unit.minimumNoticeDays === null ? "" : String(unit.minimumNoticeDays),
  }));
  const number = new Intl.NumberFormat(i18n.language.replace("_", "-"));

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkPriceForm(draft.values, mode));
    if (checked === undefined) return false;
    const sent = await send(["updateUnit", { unitId: props.unitId, changes: checked }]);
    if (sent) draft.clear();
    return sent;
  });

  return (
    <div ref={container} className="listing-fields">
      <UnitField
        label={t("units.price.perNight")}
        hint={t("units.price.bounds", { min: number.format(minPrice), max: number.format(maxPrice) })}
        messages={messagesOf("price")}
      >
        {(control) => (
          <input
            {...control}
            name="price"
            inputMode="decimal"
            value={draft.values.price}
            onChange={(e) => draft.set({ price: e.target.value })}
          />
        )}
      </UnitField>
      <UnitField label={t("units.price.minimumNotice")} messages={messagesOf("minimumNoticeDays")}>
        {(control) => (
          <select
            {...control}
            name="minimumNoticeDays"
            value={draft.values.minimumNoticeDays}
            onChange={(e) => draft.set({ minimumNoticeDays: e.target.value })}
          >
            <option value="">{t("units.price.chooseNotice")}</option>
            {minimumNoticeOptions(mode === "on-request").map((option) => (
              <option key={option.days} value={String(option.days)} disabled={option.disabled}>
                {option.days === 0 ? t("units.price.sameDay") : t("units.price.days", { count: option.days })}
              </option>
            ))}
          </select>
        )}
      </UnitField>
    </div>
  );
}
