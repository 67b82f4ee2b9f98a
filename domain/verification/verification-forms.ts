// The verification steps' forms (listing spec §2, §5): what the host typed, turned into the body the
// onboarding call decodes, and checked field by field with the very schemas the server decodes with
// (domain/account), so a form the browser lets through is one the server takes. Empty phone numbers
// are no number (§5); an empty BIC is none; an IBAN is sent in its electronic form.
import { Schema } from "effect";
import { BankAccount, normalizeIban } from "../account/bank-account.ts";
import { CompanyDetails, IndividualDetails } from "../account/host-details.ts";
import { phoneOrNull } from "../validation/phone-number.ts";
import { PersonName } from "../validation/text-fields.ts";

export type FormProblem = "required" | "invalid";

export type FormCheck<Field extends string, Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly problems: readonly { field: Field; problem: FormProblem }[] };

type Draft<Field extends string> = { readonly [K in Field]: string };

/** Checks each field of `body` against its schema, in the form's order; the first problem takes the focus. */
function check<Field extends string, Body>(
  fields: readonly Field[],
  draft: Draft<Field>,
  body: Record<Field, unknown>,
  schemas: { readonly [K in Field]: Schema.Top },
): FormCheck<Field, Body> {
  const problems = fields.flatMap((field): { field: Field; problem: FormProblem }[] =>
    Schema.is(schemas[field] as Schema.Codec<unknown>)(body[field])
      ? []
      : [{ field, problem: draft[field].trim() === "" ? "required" : "invalid" }],
  );
  return problems.length > 0 ? { ok: false, problems } : { ok: true, body: body as unknown as Body };
}

const nullIfBlank = (value: string) => (value.trim() === "" ? null : value.trim());

// --- An individual's identity (the identity step) ---

export const individualIdentityFields = ["firstName", "lastName", "email", "phoneNumber"] as const;
export type IndividualIdentityField = (typeof individualIdentityFields)[number];
export type IndividualIdentityDraft = Draft<IndividualIdentityField>;

export function individualIdentityDraft(details: IndividualDetails): IndividualIdentityDraft {
  return { ...details, phoneNumber: details.phoneNumber ?? "" };
}

export function checkIndividualIdentity(
  draft: IndividualIdentityDraft,
): FormCheck<IndividualIdentityField, IndividualDetails> {
  return check(
    individualIdentityFields,
    draft,
    {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      email: draft.email.trim(),
      phoneNumber: phoneOrNull(draft.phoneNumber),
    },
    IndividualDetails.fields,
  );
}

// --- A company's identity (identity/info) ---

export const companyIdentityFields = ["legalBusinessName", "accountEmail", "phoneNumber"] as const;
export type CompanyIdentityField = (typeof companyIdentityFields)[number];
export type CompanyIdentityDraft = Draft<CompanyIdentityField>;

export function companyIdentityDraft(details: CompanyDetails): CompanyIdentityDraft {
  return { ...details, phoneNumber: details.phoneNumber ?? "" };
}

export function checkCompanyIdentity(
  draft: CompanyIdentityDraft,
): FormCheck<CompanyIdentityField, CompanyDetails> {
  return check(
    companyIdentityFields,
    draft,
    {
      legalBusinessName: draft.legalBusinessName.trim(),
      accountEmail: draft.accountEmail.trim(),
      phoneNumber: phoneOrNull(draft.phoneNumber),
    },
    CompanyDetails.fields,
  );
}

// --- The company's owner (owner/info), kept as the first shareholder of the shared host fields ---

/** A calendar date as a date input gives it. */
const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));
/** ISO 3166-1 alpha-2, as the countries of the configuration are keyed. */
const CountryCode = Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/));

export const OwnerDetails = Schema.Struct({
  firstName: PersonName,
  lastName: PersonName,
  dateOfBirth: IsoDate,
  nationality: CountryCode,
});
export type OwnerDetails = typeof OwnerDetails.Type;

export const ownerFields = ["firstName", "lastName", "dateOfBirth", "nationality"] as const;
export type OwnerField = (typeof ownerFields)[number];
export type OwnerDraft = Draft<OwnerField>;

export function ownerDraft(
  owner: Partial<Record<OwnerField, string | null | undefined>> | undefined,
): OwnerDraft {
  return {
    firstName: owner?.firstName ?? "",
    lastName: owner?.lastName ?? "",
    dateOfBirth: owner?.dateOfBirth ?? "",
    nationality: owner?.nationality ?? "",
  };
}

export function checkOwner(draft: OwnerDraft): FormCheck<OwnerField, OwnerDetails> {
  return check(
    ownerFields,
    draft,
    {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      dateOfBirth: draft.dateOfBirth.trim(),
      nationality: draft.nationality.trim().toUpperCase(),
    },
    OwnerDetails.fields,
  );
}

// --- The payout bank account (payout-info) ---

export const bankAccountFields = ["accountHolder", "iban", "bic", "currency"] as const;
export type BankAccountField = (typeof bankAccountFields)[number];
export type BankAccountDraft = Draft<BankAccountField>;

export function bankAccountDraft(account: BankAccount | undefined): BankAccountDraft {
  return {
    accountHolder: account?.accountHolder ?? "",
    iban: account?.iban ?? "",
    bic: account?.bic ?? "",
    currency: account?.currency ?? "EUR",
  };
}

export function checkBankAccount(draft: BankAccountDraft): FormCheck<BankAccountField, BankAccount> {
  const bic = nullIfBlank(draft.bic);
  return check(
    bankAccountFields,
    draft,
    {
      accountHolder: draft.accountHolder.trim(),
      iban: normalizeIban(draft.iban),
      bic: bic === null ? null : bic.toUpperCase(),
      currency: draft.currency.trim().toUpperCase(),
    },
    BankAccount.fields,
  );
}
