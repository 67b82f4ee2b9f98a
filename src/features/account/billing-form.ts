// The billing form's values and what saving them sends (listing spec §5): the address with its
// required fields and the state cut to 3 characters, the tax id in the first tax identification
// (dropped for a country that issues none), the VAT id dropped without the VAT flag, and the
// business email checked as an address. The rules are the domain's; this file only lays them out.
import type { SharedHostFields } from "../../../domain/account/host-details.ts";
import { addressForSubmit, missingAddressFields } from "../../../domain/validation/address-submit.ts";
import { taxFieldsForSubmit, taxIdOf } from "../../../domain/validation/tax-identification.ts";
import { isEmailAddress } from "../../../domain/validation/text-fields.ts";

export interface BillingValues {
  readonly countryCode: string;
  readonly city: string;
  readonly street: string;
  readonly houseNumberOrName: string;
  readonly postalCode: string;
  readonly state: string;
  readonly taxId: string;
  readonly userHasVatId: boolean;
  readonly vatId: string;
  readonly businessEmail: string;
}

export const billingFieldOrder = [
  "countryCode",
  "street",
  "houseNumberOrName",
  "postalCode",
  "city",
  "state",
  "taxId",
  "vatId",
  "businessEmail",
] as const;
export type BillingField = (typeof billingFieldOrder)[number];

export function billingValuesOf(details: SharedHostFields): BillingValues {
  const address = details.address;
  return {
    countryCode: address?.countryCode ?? "",
    city: address?.city ?? "",
    street: address?.street ?? "",
    houseNumberOrName: address?.houseNumberOrName ?? "",
    postalCode: address?.postalCode ?? "",
    state: address?.state ?? "",
    taxId: taxIdOf(details.taxIdentifications ?? []) ?? details.taxId ?? "",
    userHasVatId: details.userHasVatId ?? false,
    vatId: details.vatId ?? "",
    businessEmail: details.businessEmail ?? "",
  };
}

export type BillingSubmit =
  | { readonly kind: "invalid"; readonly fields: readonly BillingField[] }
  | { readonly kind: "save"; readonly patch: SharedHostFields };

/** `taxCountries`: the countries whose hosts give a tax id (the configuration's DAC7 countries). */
export function billingSubmit(
  details: SharedHostFields,
  values: BillingValues,
  taxCountries: ReadonlySet<string>,
): BillingSubmit {
  const address = {
    countryCode: values.countryCode,
    city: values.city.trim(),
    street: values.street.trim(),
    houseNumberOrName: values.houseNumberOrName.trim(),
    postalCode: values.postalCode.trim() || null,
    state: values.state.trim() || null,
  };
  const problems = new Set<BillingField>(missingAddressFields(address));
  const email = values.businessEmail.trim();
  if (email !== "" && !isEmailAddress(email)) problems.add("businessEmail");
  if (values.userHasVatId && values.vatId.trim() === "") problems.add("vatId");
  if (problems.size > 0) return { kind: "invalid", fields: billingFieldOrder.filter((f) => problems.has(f)) };
  const tax = taxFieldsForSubmit(
    {
      taxId: values.taxId,
      countryIssueTaxId: values.countryCode,
      vatId: values.vatId,
      userHasVatId: values.userHasVatId,
      taxIdentifications: details.taxIdentifications ?? [],
    },
    { countryHasTaxId: taxCountries.has(values.countryCode) },
  );
  return {
    kind: "save",
    patch: {
      address: addressForSubmit(address),
      taxIdentifications: tax.taxIdentifications,
      vatId: tax.vatId,
      userHasVatId: values.userHasVatId,
      countryIssueTaxId: tax.taxIdentifications.length > 0 ? values.countryCode : null,
      businessEmail: email === "" ? null : email,
    },
  };
}
