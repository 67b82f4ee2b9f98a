// A payout bank account (listing spec: payout details are named, their shape is not shown). Ours is
// the SEPA basics: holder, IBAN and an optional BIC. The IBAN is checked as ISO 13616 says: country
// code, check digits, then mod 97 of the rearranged number must be 1, which catches every single
// mistyped character and almost every swap of two.
import { Schema } from "effect";

/** The IBAN as typed, with spaces and in any case, to the electronic form: upper case, no spaces. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export const Iban = Schema.String.check(
  Schema.isMaxLength(42),
  Schema.makeFilter((value: string) => (isValidIban(value) ? undefined : "not a valid IBAN")),
);

export const BankAccount = Schema.Struct({
  accountHolder: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  iban: Iban,
  bic: Schema.NullOr(Schema.String.check(Schema.isPattern(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/))),
  currency: Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/)),
});
export type BankAccount = typeof BankAccount.Type;

/** Body of POST …/onboarding/saveBankAccounts and PUT /api/app/user/payout-details: one to three accounts. */
export const BankAccountsPayload = Schema.Struct({
  bankAccounts: Schema.Array(BankAccount).check(Schema.isMinLength(1), Schema.isMaxLength(3)),
});
export type BankAccountsPayload = typeof BankAccountsPayload.Type;
