// Host details of the onboarding and account forms (listing spec §3): the individual's or the
// company's own details, and the fields both kinds of host share.
import { Schema } from "effect";
import { BoundedAddress } from "../validation/address-fields.ts";
import {
  boundedText,
  EmailAddress,
  maxNameLength,
  maxProseLength,
  maxShortTextLength,
  PersonName,
  requiredText,
} from "../validation/text-fields.ts";

const ShortText = boundedText(maxShortTextLength);

export const IndividualDetails = Schema.Struct({
  firstName: PersonName,
  lastName: PersonName,
  email: EmailAddress,
  phoneNumber: Schema.NullOr(ShortText),
});
export type IndividualDetails = typeof IndividualDetails.Type;

export const CompanyDetails = Schema.Struct({
  legalBusinessName: requiredText(maxNameLength),
  accountEmail: EmailAddress,
  phoneNumber: Schema.NullOr(ShortText),
});
export type CompanyDetails = typeof CompanyDetails.Type;

export const TaxIdentification = Schema.Struct({
  id: ShortText,
  countryIsoCode: ShortText,
});
export type TaxIdentification = typeof TaxIdentification.Type;

/** A shareholder or signatory of a company; the spec does not show the shape, these are the KYC basics. */
export const CompanyPerson = Schema.Struct({
  firstName: boundedText(maxNameLength),
  lastName: boundedText(maxNameLength),
  dateOfBirth: Schema.optional(Schema.NullOr(ShortText)),
  nationality: Schema.optional(Schema.NullOr(ShortText)),
});
export type CompanyPerson = typeof CompanyPerson.Type;

export const PrincipalAddress = Schema.Struct({
  // When set, the principal address is the host address and `address` is ignored.
  sameAsAddress: Schema.Boolean,
  address: Schema.NullOr(BoundedAddress),
});
export type PrincipalAddress = typeof PrincipalAddress.Type;

const optionalNullable = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));

export const SharedHostFields = Schema.Struct({
  aboutHost: optionalNullable(boundedText(maxProseLength)),
  hostLanguages: Schema.optional(Schema.Array(ShortText).check(Schema.isMaxLength(100))),
  sendInquirySms: Schema.optional(Schema.Boolean),
  showPhoneNumberOnOffer: Schema.optional(Schema.Boolean),
  secondaryPhone: optionalNullable(ShortText),
  secondaryPhoneType: optionalNullable(Schema.Literals(["mobile", "landline"])),
  phoneForGuests: optionalNullable(ShortText),
  phoneForSms: optionalNullable(ShortText),
  alias: optionalNullable(ShortText),
  marketingConsent: Schema.optional(Schema.Boolean),
  address: optionalNullable(BoundedAddress),
  taxIdentifications: Schema.optional(Schema.Array(TaxIdentification).check(Schema.isMaxLength(100))),
  taxId: optionalNullable(ShortText),
  vatId: optionalNullable(ShortText),
  userHasVatId: Schema.optional(Schema.Boolean),
  countryIssueTaxId: optionalNullable(ShortText),
  shareholders: Schema.optional(Schema.Array(CompanyPerson).check(Schema.isMaxLength(100))),
  signatories: Schema.optional(Schema.Array(CompanyPerson).check(Schema.isMaxLength(100))),
  euMemberStates: Schema.optional(Schema.Array(ShortText).check(Schema.isMaxLength(100))),
  // Three answers: yes, no, and not asked yet.
  euPermanentEstablishment: optionalNullable(Schema.Boolean),
  principalAddress: optionalNullable(PrincipalAddress),
  businessEmail: optionalNullable(ShortText),
  accountingEmail: optionalNullable(ShortText),
});
export type SharedHostFields = typeof SharedHostFields.Type;
