// The address step (listing spec §2 "location/address", §3 Address, §5): the four required fields,
// the optional ones, and the state cut to 3 characters on submit, checked by the location call's own
// rule. Continuing sends savePropertyLocation (an outbox command, so it works offline); the pin is
// left to the map step, and a pin saved before stays where it was.
import { useTranslation } from "../../../i18n/use-translation.ts";
import {
  checkLocationForm,
  emptyLocationForm,
  type LocationForm,
} from "../../../../domain/properties/location-form.ts";
import { maxAddressLineLength, maxPostalCodeLength } from "../../../../domain/validation/address-fields.ts";
import { UnitField } from "../../units/unit-field.tsx";
import { useUnitConfiguration } from "../../units/use-unit-configuration.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { locationFormOf, usePlaceProperty } from "./use-location-property.ts";
import { useRegisterSave } from "./use-register-save.ts";

type TextField = Exclude<keyof LocationForm, "countryCode">;
const textFields: readonly { field: TextField; max: number; required: boolean }[] = [
  { field: "city", max: maxAddressLineLength, required: true },
  { field: "street", max: maxAddressLineLength, required: true },
  { field: "houseNumberOrName", max: maxAddressLineLength, required: true },
  { field: "postalCode", max: maxPostalCodeLength, required: false },
  { field: "state", max: maxAddressLineLength, required: false },
  { field: "province", max: maxAddressLineLength, required: false },
];

export function LocationAddressStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const property = usePlaceProperty(props.propertyId);
  const configuration = useUnitConfiguration();
  const { container, messagesOf, check, send } = useStepForm();
  const draft = useStepDraft<LocationForm>(props.unitId, "location/address", () =>
    property ? locationFormOf(property) : emptyLocationForm,
  );

  useRegisterSave(props.registerSave, async () => {
    const location = check(checkLocationForm(draft.values));
    if (location === undefined) return false;
    const sent = await send(["savePropertyLocation", { propertyId: props.propertyId, location }]);
    if (sent) draft.clear();
    return sent;
  });

  const countries = configuration?.countries ?? [];
  const known = countries.some((c) => c.code === draft.values.countryCode);
  return (
    <div ref={container} className="listing-fields" data-testid="location-address-step">
      <UnitField label={t("listingSteps.location.country")} messages={messagesOf("countryCode")}>
        {(control) => (
          <select
            {...control}
            name="countryCode"
            value={draft.values.countryCode}
            onChange={(e) => draft.set({ countryCode: e.target.value })}
          >
            <option value="">{t("listingSteps.location.chooseCountry")}</option>
            {/* A country the catalogue does not list (or not yet, offline) stays choosable. */}
            {!known && draft.values.countryCode !== "" ? (
              <option value={draft.values.countryCode}>{draft.values.countryCode}</option>
            ) : null}
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </UnitField>
      {textFields.map(({ field, max, required }) => {
        const label = t(`listingSteps.location.${field}`);
        return (
          <UnitField
            key={field}
            label={required ? label : t("listingSteps.optional", { label })}
            messages={messagesOf(field)}
          >
            {(control) => (
              <input
                {...control}
                name={field}
                autoComplete={autoCompleteOf[field]}
                maxLength={max}
                value={draft.values[field]}
                onChange={(e) => draft.set({ [field]: e.target.value })}
              />
            )}
          </UnitField>
        );
      })}
    </div>
  );
}

const autoCompleteOf: Record<TextField, string> = {
  city: "address-level2",
  street: "address-line1",
  houseNumberOrName: "address-line2",
  postalCode: "postal-code",
  state: "address-level1",
  province: "off",
};
