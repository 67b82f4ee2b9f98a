// The nightly price within the spec's bounds and the minimum notice (on-request pricing keeps the
// shortest notices listed but disabled), shared by the unit's price page and the listing flow's
// price step.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PriceForm } from "../../../domain/properties/unit-forms.ts";
import { minimumNoticeOptions } from "../../../domain/validation/minimum-notice.ts";
import { maxPrice, minPrice } from "../../../domain/validation/price-bounds.ts";
import type { PricingMode } from "../../../domain/validation/room-type-options.ts";
import { UnitField } from "./unit-field.tsx";

export function PriceFields(props: {
  values: PriceForm;
  mode: PricingMode;
  messagesOf: (field: string) => readonly string[];
  onChange: (patch: Partial<PriceForm>) => void;
}) {
  const { t, i18n } = useTranslation();
  const { values, mode, messagesOf, onChange } = props;
  const number = new Intl.NumberFormat(i18n.language.replace("_", "-"));
  return (
    <>
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
            onChange={(e) => onChange({ price: e.target.value })}
          />
        )}
      </UnitField>
      <UnitField label={t("units.price.minimumNotice")} messages={messagesOf("minimumNoticeDays")}>
        {(control) => (
          <select
            {...control}
            name="minimumNoticeDays"
            value={values.minimumNoticeDays}
            onChange={(e) => onChange({ minimumNoticeDays: e.target.value })}
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
    </>
  );
}
