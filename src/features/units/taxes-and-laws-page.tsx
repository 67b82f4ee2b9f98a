// /properties/{propertyId}/units/{unitId}/taxes-and-laws (listing spec §3, §4): the registration
// number local law asks for, where the property's country (or region) requires one. It is where the
// "action needed" call leads when the server flagged the number as invalid; saving a new number
// clears the flag, so the unit may be published again.
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { needsRegistrationId, type Configuration } from "../../../domain/configuration/configuration.ts";
import { checkRegistrationNumber } from "../../../domain/properties/unit-forms.ts";
import { maxShortTextLength } from "../../../domain/validation/text-fields.ts";
import { ConfigurationGate } from "./configuration-gate.tsx";
import { UnitField } from "./unit-field.tsx";
import { useCurrentUnit } from "./use-current-unit.ts";
import { useUnitSave } from "./use-unit-save.ts";

export function TaxesAndLawsPage() {
  return (
    <ConfigurationGate>
      {(configuration) => <RegistrationForm configuration={configuration} />}
    </ConfigurationGate>
  );
}

function RegistrationForm(props: { configuration: Configuration }) {
  const { t } = useTranslation();
  const { unit, countryCode } = useCurrentUnit();
  const { save, messagesOf } = useUnitSave(unit.id);
  const form = useRef<HTMLFormElement>(null);
  const [number, setNumber] = useState(unit.registrationNumber ?? "");
  const flagged = unit.invalidFields.length > 0;
  const country =
    props.configuration.countries.find((c) => c.code === countryCode)?.name ?? countryCode ?? "";
  // A flagged number is asked for whatever the catalogue says: the server has already decided it is needed.
  const required =
    flagged || (countryCode !== null && needsRegistrationId(props.configuration, countryCode, null));

  return (
    <form
      ref={form}
      className="unit-form"
      aria-labelledby="taxes-title"
      data-testid="taxes-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(form.current, checkRegistrationNumber(number));
      }}
    >
      <h2 id="taxes-title">{t("units.taxes.title")}</h2>
      {flagged ? (
        <p className="notice" role="status" data-testid="registration-flagged">
          {t("units.taxes.flagged")}
        </p>
      ) : null}
      {required ? (
        <>
          <UnitField
            label={t("units.taxes.registrationNumber")}
            hint={t("units.taxes.requiredIn", { country })}
            messages={messagesOf("registrationNumber")}
          >
            {(control) => (
              <input
                {...control}
                name="registrationNumber"
                maxLength={maxShortTextLength}
                value={number}
                onChange={(e) => setNumber(e.target.value)}
              />
            )}
          </UnitField>
          <div className="unit-form-actions">
            <button type="submit" data-testid="save-unit">
              {t("units.save")}
            </button>
          </div>
        </>
      ) : (
        <p className="empty" data-testid="registration-not-required">
          {t("units.taxes.notRequired", { country })}
        </p>
      )}
    </form>
  );
}
