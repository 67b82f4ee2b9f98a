// /properties/{propertyId}/units/{unitId}/price-and-availability (listing spec §5, §9): the nightly
// price, from 1 to 1,000,000, and the minimum days of notice before arrival (same day, 1, 2, 3 or 7);
// for on-request bookings same day and 1 day stay listed but disabled.
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { pricingModeOf } from "../../../domain/properties/unit-details-check.ts";
import { checkPriceForm, type PriceForm } from "../../../domain/properties/unit-forms.ts";
import { PriceFields } from "./price-fields.tsx";
import { useCurrentUnit } from "./use-current-unit.ts";
import { useUnitSave } from "./use-unit-save.ts";

export function PriceAvailabilityPage() {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { save, messagesOf } = useUnitSave(unit.id);
  const form = useRef<HTMLFormElement>(null);
  const mode = pricingModeOf(unit.bookingType);
  const [values, setValues] = useState<PriceForm>(() => ({
    price: unit.price === null ? "" : String(unit.price),
    minimumNoticeDays: unit.minimumNoticeDays === null ? "" : String(unit.minimumNoticeDays),
  }));

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
      <PriceFields
        values={values}
        mode={mode}
        messagesOf={messagesOf}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      />
      <div className="unit-form-actions">
        <button type="submit" data-testid="save-unit">
          {t("units.save")}
        </button>
      </div>
    </form>
  );
}
