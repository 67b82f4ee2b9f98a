// The billing tab (listing spec §2 Account, §3, §5): the host's billing address, tax id, VAT id and
// business email, saved as an updateHostDetails command: shown at once (the pending changes drawn
// over what the server answered), offline too, sent once. The rules are billing-form.ts's.
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Schema } from "effect";
import { SharedHostFields } from "../../../domain/account/host-details.ts";
import { Country } from "../../../domain/configuration/configuration.ts";
import { useSendCommand } from "../reservations/use-send-command.ts";
import { useOutbox } from "../sync/use-outbox.ts";
import { AccountReadView } from "./account-read-view.tsx";
import { useAccountRead } from "./use-account-read.ts";
import { billingSubmit, billingValuesOf, type BillingField, type BillingValues } from "./billing-form.ts";

const BillingConfiguration = Schema.Struct({
  countries: Schema.Array(Country),
  countriesDac7: Schema.Array(Schema.String),
});

export function BillingTab() {
  const { t } = useTranslation();
  const details = useAccountRead("/api/app/user/host-details", SharedHostFields);
  const configuration = useAccountRead("/api/app/user/onboarding/getConfiguration", BillingConfiguration);
  const outbox = useOutbox();
  const pending = outbox.filter((e) => e.type === "updateHostDetails" && e.state !== "failed");
  return (
    <section aria-label={t("account.menu.billing")} data-testid="account-billing">
      <h2>{t("account.menu.billing")}</h2>
      <AccountReadView read={details}>
        {(saved) => (
          <AccountReadView read={configuration}>
            {(config) => (
              <BillingForm
                // The server's answer with the changes still waiting for the network drawn over it.
                details={pending.reduce<SharedHostFields>((d, e) => ({ ...d, ...e.payload }), saved)}
                countries={config.countries}
                taxCountries={config.countriesDac7}
              />
            )}
          </AccountReadView>
        )}
      </AccountReadView>
    </section>
  );
}

function BillingForm(props: {
  details: SharedHostFields;
  countries: readonly { code: string; name: string }[];
  taxCountries: readonly string[];
}) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<BillingValues>(() => billingValuesOf(props.details));
  const [invalid, setInvalid] = useState<readonly BillingField[]>([]);
  const taxCountries = useMemo(() => new Set(props.taxCountries), [props.taxCountries]);

  const set = (field: keyof BillingValues, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((fields) => fields.filter((f) => f !== field));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = billingSubmit(props.details, values, taxCountries);
    if (result.kind === "invalid") {
      setInvalid(result.fields);
      const first = result.fields[0];
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setInvalid([]);
    send("updateHostDetails", result.patch, t("account.billing.saved"));
  };
  const error = (name: BillingField) =>
    invalid.includes(name) ? (
      <span className="field-error" id={`${id}-${name}-error`}>
        {t(`account.billing.errors.${name}`)}
      </span>
    ) : null;
  const aria = (name: BillingField) => ({
    "aria-invalid": invalid.includes(name),
    "aria-describedby": invalid.includes(name) ? `${id}-${name}-error` : undefined,
  });
  const text = (name: Exclude<BillingField, "countryCode">, label: string, autoComplete: string) => (
    <div className="account-field">
      <label>
        <span>{label}</span>
        <input
          name={name}
          value={values[name]}
          autoComplete={autoComplete}
          onChange={(e) => set(name, e.target.value)}
          {...aria(name)}
        />
      </label>
      {error(name)}
    </div>
  );

  return (
    <form ref={form} className="account-form" onSubmit={submit} noValidate>
      <label>
        <span>{t("account.billing.country")}</span>
        <select
          name="countryCode"
          value={values.countryCode}
          onChange={(e) => set("countryCode", e.target.value)}
          {...aria("countryCode")}
        >
          <option value="">{t("account.profile.choosePrefix")}</option>
          {props.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      {error("countryCode")}
      {text("street", t("account.billing.street"), "address-line1")}
      {text("houseNumberOrName", t("account.billing.houseNumber"), "address-line2")}
      {text("postalCode", t("account.billing.postalCode"), "postal-code")}
      {text("city", t("account.billing.city"), "address-level2")}
      {text("state", t("account.billing.state"), "address-level1")}
      {taxCountries.has(values.countryCode) ? text("taxId", t("account.billing.taxId"), "off") : null}
      <label className="account-check">
        <input
          type="checkbox"
          name="userHasVatId"
          checked={values.userHasVatId}
          onChange={(e) => set("userHasVatId", e.target.checked)}
        />
        <span>{t("account.billing.hasVatId")}</span>
      </label>
      {values.userHasVatId ? text("vatId", t("account.billing.vatId"), "off") : null}
      {text("businessEmail", t("account.billing.businessEmail"), "email")}
      <div>
        <button type="submit" className="primary">
          {t("account.billing.save")}
        </button>
      </div>
    </form>
  );
}
