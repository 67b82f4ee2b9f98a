// /properties/{propertyId}/units/{unitId}/booking-policies (listing spec §3): the booking type
// (instant, recommended, or on request), the cancellation policy with its description lines, and
// the house rules, each from the server's configuration.
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Configuration } from "../../../domain/configuration/configuration.ts";
import type { BookingTypeValue } from "../../../domain/configuration/booking-type.ts";
import { cancellationPolicyText } from "../../../domain/configuration/cancellation-policy.ts";
import { unitDetailsProblems } from "../../../domain/properties/unit-details-check.ts";
import { ConfigurationGate } from "./configuration-gate.tsx";
import { useCurrentUnit } from "./use-current-unit.ts";
import { useUnitSave } from "./use-unit-save.ts";

export function BookingPoliciesPage() {
  return (
    <ConfigurationGate>{(configuration) => <PoliciesForm configuration={configuration} />}</ConfigurationGate>
  );
}

function PoliciesForm(props: { configuration: Configuration }) {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const { save, messagesOf } = useUnitSave(unit.id);
  const form = useRef<HTMLFormElement>(null);
  const {
    bookingType: bookingTypes,
    cancellationPolicy: policies,
    houseRules,
  } = props.configuration.property;
  const [bookingType, setBookingType] = useState<BookingTypeValue | null>(unit.bookingType);
  const [policy, setPolicy] = useState<string | null>(unit.cancellationPolicy);
  const [rules, setRules] = useState<ReadonlySet<string>>(() => new Set(unit.houseRules));

  const submit = () => {
    const chosenRules = houseRules.map((r) => r.value).filter((value) => rules.has(value));
    const changes = {
      houseRules: chosenRules,
      ...(bookingType === null ? {} : { bookingType }),
      ...(policy === null ? {} : { cancellationPolicy: policy }),
    };
    const problems = [
      ...(bookingType === null ? [{ field: "bookingType", messageKey: "units.errors.chooseOne" }] : []),
      ...(policy === null ? [{ field: "cancellationPolicy", messageKey: "units.errors.chooseOne" }] : []),
      ...unitDetailsProblems(changes, props.configuration, bookingType).map((p) => ({
        field: p.name,
        messageKey: "units.errors.notOffered",
      })),
    ];
    void save(form.current, problems.length === 0 ? { ok: true, changes } : { ok: false, problems });
  };

  const errorOf = (field: string) => {
    const messages = messagesOf(field);
    return messages.length === 0 ? null : (
      <p className="unit-field-error" role="alert">
        {messages.join(" ")}
      </p>
    );
  };

  return (
    <form
      ref={form}
      className="unit-form"
      aria-labelledby="policies-title"
      data-testid="policies-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="policies-title">{t("units.policies.title")}</h2>
      <fieldset className="unit-choices" aria-invalid={messagesOf("bookingType").length > 0 || undefined}>
        <legend>{t("units.policies.bookingType")}</legend>
        {bookingTypes.map((option) => (
          <label key={option.type} className="checkbox-row">
            <input
              type="radio"
              name="bookingType"
              value={option.type}
              checked={bookingType === option.type}
              onChange={() => setBookingType(option.type)}
            />
            <span>
              {t(`units.policies.bookingTypes.${option.type}.name`)}
              <small className="unit-field-hint">
                {" "}
                {t(`units.policies.bookingTypes.${option.type}.hint`)}
              </small>
            </span>
          </label>
        ))}
        {errorOf("bookingType")}
      </fieldset>
      <fieldset className="unit-choices">
        <legend>{t("units.policies.cancellation")}</legend>
        {policies.map((option) => (
          <label key={option.type} className="checkbox-row policy-option">
            <input
              type="radio"
              name="cancellationPolicy"
              value={option.type}
              checked={policy === option.type}
              onChange={() => setPolicy(option.type)}
            />
            <span>
              <strong>
                {t(`units.policies.cancellationTypes.${option.type}`, { defaultValue: option.type })}
              </strong>
              <span className="policy-description">{cancellationPolicyText(option)}</span>
            </span>
          </label>
        ))}
        {errorOf("cancellationPolicy")}
      </fieldset>
      <fieldset className="unit-choices">
        <legend>{t("units.policies.houseRules")}</legend>
        {houseRules.length === 0 ? <p className="empty">{t("units.policies.noRules")}</p> : null}
        {houseRules.map((rule) => (
          <label key={rule.value} className="checkbox-row">
            <input
              type="checkbox"
              name={`houseRules.${rule.value}`}
              checked={rules.has(rule.value)}
              onChange={(e) =>
                setRules((current) => {
                  const next = new Set(current);
                  if (e.target.checked) next.add(rule.value);
                  else next.delete(rule.value);
                  return next;
                })
              }
            />
            {t(`units.policies.rules.${rule.value}`, { defaultValue: rule.label })}
          </label>
        ))}
        {errorOf("houseRules")}
      </fieldset>
      <div className="unit-form-actions">
        <button type="submit" data-testid="save-unit">
          {t("units.save")}
        </button>
      </div>
    </form>
  );
}
