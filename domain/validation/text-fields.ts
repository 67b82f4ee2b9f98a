// Bounds on the free text a host types into the account and listing forms. The listing spec (§5)
// names no lengths for these fields; the limits are ours (docs/decisions.md, "Input is decoded at the boundary"),
// generous for any real value and far below what would bloat a row or a page.
import { Schema } from "effect";

/** A person's first or last name, a company name: one line a form shows whole. */
export const maxNameLength = 100;
/** A unit's title, as guests read it in a listing's heading. */
export const maxTitleLength = 200;
/** RFC 5321's limit on a forward path, the longest address mail can carry. */
export const maxEmailLength = 254;
/** Longer prose a host writes about themselves. */
export const maxProseLength = 5_000;
/** Any other short field (phone numbers, tax and VAT ids, aliases, language codes). */
export const maxShortTextLength = 200;

const notBlank = Schema.makeFilter((value: string) =>
  value.trim().length > 0 ? undefined : "must not be empty",
);

/** Text of at most `max` characters. */
export const boundedText = (max: number) => Schema.String.check(Schema.isMaxLength(max));

/** Text with something besides white space in it, of at most `max` characters. */
export const requiredText = (max: number) => Schema.String.check(notBlank, Schema.isMaxLength(max));

// One @ with something on either side and no spaces: what a form can check without sending mail.
// A dotted domain is not asked for: an address at a local or internal domain still delivers.
const emailShape = /^[^\s@]+@[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= maxEmailLength && emailShape.test(value);
}

export const EmailAddress = Schema.String.check(
  Schema.makeFilter((value: string) => (isEmailAddress(value) ? undefined : "is not an email address")),
);

export const PersonName = requiredText(maxNameLength);
export const UnitTitle = requiredText(maxTitleLength);
