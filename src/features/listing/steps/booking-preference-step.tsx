// Booking preference: instant booking (recommended) or on request, from the configuration's booking
// types, saved on the unit. On-request pricing changes which room types and notice periods the
// unit's other pages allow (unit-details-check.ts).
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { BookingTypeValue } from "../../../../domain/configuration/booking-type.ts";
import type { Configuration } from "../../../../domain/configuration/configuration.ts";
import { ConfigurationGate } from "../../units/configuration-gate.tsx";
import { useCurrentUnit } from "../../units/use-current-unit.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function BookingPreferenceStep(props: ListingStepProps) {
  return (
    <ConfigurationGate>
      {(configuration) => <BookingPreferenceChoice {...props} configuration={configuration} />}
    </ConfigurationGate>
  );
}

function BookingPreferenceChoice(props: ListingStepProps & { configuration: Configuration }) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { container, messagesOf, check, send } = useStepForm();
  const options = props.configuration.property.bookingType;
  const draft = useStepDraft<{ bookingType: BookingTypeValue | "" }>(props.unitId, props.step.name, () => ({
    bookingType: unit.bookingType ?? "",
  }));

  useRegisterSave(props.registerSave, async () => {
    const { bookingType } = draft.values;
    const checked = check(
      bookingType === ""
        ? { ok: false, problems: [{ field: "bookingType", messageKey: "units.errors.chooseOne" }] }
        : { ok: true, changes: { bookingType } },
    );
    if (checked === undefined) return false;
    const sent =
      checked.bookingType === unit.bookingType ||
      (await send(["updateUnit", { unitId: props.unitId, changes: checked }]));
    if (sent) draft.clear();
    return sent;
  });

  const errors = messagesOf("bookingType");
  return (
    <div ref={container} className="listing-fields">
      <fieldset className="unit-choices" aria-invalid={errors.length > 0 || undefined}>
        <legend>{t("listing.booking.question")}</legend>
        {options.map((option) => (
          <label key={option.type} className="checkbox-row">
            <input
              type="radio"
              name="bookingType"
              value={option.type}
              checked={draft.values.bookingType === option.type}
              onChange={() => draft.set({ bookingType: option.type })}
            />
            <span>
              {t(`overview.tasks.bookingTypes.${option.type}`, { defaultValue: option.name })}
              <span className="unit-field-hint"> {t(`listing.booking.${option.type}`)}</span>
            </span>
          </label>
        ))}
        {errors.length > 0 ? (
          <p className="unit-field-error" role="alert">
            {errors.join(" ")}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
