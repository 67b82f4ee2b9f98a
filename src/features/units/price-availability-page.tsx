// /properties/{propertyId}/units/{unitId}/price-and-availability (listing spec §5, §9): the nightly
// price, from 1 to 1,000,000, and the minimum days of notice before arrival (same day, 1, 2, 3 or 7);
// for on-request bookings same day and 1 day stay listed but disabled.
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { pricingModeOf } from "../../../domain/properties/unit-details-check.ts";
import { checkPriceForm, type PriceForm } from "../../../domain/properties/unit-forms.ts";
import { minimumNoticeOptions } from "../../../domain/validation/minimum-notice.ts";
import { maxPrice, minPrice } from "../../../domain/validation/price-bounds.ts";
import { UnitField } from "./unit-field.tsx";
import { useCurrentUnit } from "./use-current-unit.ts";
import { useUnitSave } from "./use-unit-save.ts";

export function PriceAvailabilityPage() {
  const { t, i18n } = useTranslation();
  const { unit } = useCurrentUnit();
  const { save, messagesOf } = useUnitSave(unit.id);
  const form = useRef<HTMLFormElement>(null);
  const mode = pricingModeOf(unit.bookingType);
  const [values, setValues] = useState<PriceForm>(() => ({
    price: unit.price === null ? "" : String(unit.price),
    minimumNoticeDays: unit.minimumNoticeDays === null ? "" : String(unit.minimumNoticeDays),
  }));
  const number = new Intl.NumberFormat(i18n.language.replace("_", "-"));

  return (
    <form
      ref={form}
      className="unit-form"
      aria-labelledby="price-title"
      data-testid="price-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(form.current, checkPriceForm(values, mode));
      }}
    >
      <h2 id="price-title">{t("units.price.title")}</h2>
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
            value={values.price}
            onChange={(e) => setValues((v) => ({ ...v, price: e.target.value }))}
          />
        )}
      </UnitField>
      <UnitField label={t("units.price.minimumNotice")} messages={messagesOf("minimumNoticeDays")}>
        {(control) => (
          <select
            {...control}
            name="minimumNoticeDays"
            value={values.minimumNoticeDays}
            onChange={(e) => setValues((v) => ({ ...v, minimumNoticeDays: e.target.value }))}
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
      <div className="unit-form-actions">
        <button type="submit" data-testid="save-unit">
          {t("units.save")}
        </button>
      </div>
    </form>
  );
}
