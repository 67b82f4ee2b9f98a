// Host details of the onboarding and account forms (listing spec §3): the individual's or the
// company's own details, and the fields both kinds of host share.
import { Schema } from "effect";
import { Address } from "../properties/address.ts";

export const IndividualDetails = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  phoneNumber: Schema.NullOr(Schema.String),
});
export type IndividualDetails = typeof IndividualDetails.Type;

export const CompanyDetails = Schema.Struct({
  legalBusinessName: Schema.String,
  accountEmail: Schema.String,
  phoneNumber: Schema.NullOr(Schema.String),
});
export type CompanyDetails = typeof CompanyDetails.Type;

export const TaxIdentification = Schema.Struct({
  id: Schema.String,
  countryIsoCode: Schema.String,
});
export type TaxIdentification = typeof TaxIdentification.Type;

/** A shareholder or signatory of a company; the spec does not show the shape, these are the KYC basics. */
export const CompanyPerson = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  dateOfBirth: Schema.optional(Schema.NullOr(Schema.String)),
  nationality: Schema.optional(Schema.NullOr(Schema.String)),
});
export type CompanyPerson = typeof CompanyPerson.Type;

export const PrincipalAddress = Schema.Struct({
  // When set, the principal address is the host address and `address` is ignored.
  sameAsAddress: Schema.Boolean,
  address: Schema.NullOr(Address),
});
export type PrincipalAddress = typeof PrincipalAddress.Type;

const optionalNullable = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));

export const SharedHostFields = Schema.Struct({
  aboutHost: optionalNullable(Schema.String),
  hostLanguages: Schema.optional(Schema.Array(Schema.String)),
  sendInquirySms: Schema.optional(Schema.Boolean),
  showPhoneNumberOnOffer: Schema.optional(Schema.Boolean),
  secondaryPhone: optionalNullable(Schema.String),
  secondaryPhoneType: optionalNullable(Schema.Literals(["mobile", "landline"])),
  phoneForGuests: optionalNullable(Schema.String),
  phoneForSms: optionalNullable(Schema.String),
  alias: optionalNullable(Schema.String),
  marketingConsent: Schema.optional(Schema.Boolean),
  address: optionalNullable(Address),
  taxIdentifications: Schema.optional(Schema.Array(TaxIdentification)),
  taxId: optionalNullable(Schema.String),
  vatId: optionalNullable(Schema.String),
  userHasVatId: Schema.optional(Schema.Boolean),
  countryIssueTaxId: optionalNullable(Schema.String),
  shareholders: Schema.optional(Schema.Array(CompanyPerson)),
  signatories: Schema.optional(Schema.Array(CompanyPerson)),
  euMemberStates: Schema.optional(Schema.Array(Schema.String)),
  // Three answers: yes, no, and not asked yet.
  euPermanentEstablishment: optionalNullable(Schema.Boolean),
  principalAddress: optionalNullable(PrincipalAddress),
  businessEmail: optionalNullable(Schema.String),
  accountingEmail: optionalNullable(Schema.String),
});
export type SharedHostFields = typeof SharedHostFields.Type;
