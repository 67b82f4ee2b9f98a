// The fields a host changes on their own account (listing spec §7: PATCH /api/app/user/info, "user
// fields; returns updated user"): names, alias, the preferred language and the account's phone with
// its country prefix. The same rules check the profile form, decode the request on the server and
// draw the change on the device before the server has it.
import { Schema } from "effect";
import { SupportedLocale } from "../locale/supported-locale.ts";
import {
  boundedText,
  maxNameLength,
  maxShortTextLength,
  PersonName,
  requiredText,
} from "../validation/text-fields.ts";
import type { UserInfo, UserType } from "./user-info.ts";

/** A country calling code as the configuration's phone prefixes write it: "+" and 1 to 4 digits. */
export const phonePrefixPattern = /^\+[1-9]\d{0,3}$/;

// E.164 allows at most 15 digits in all; fewer than 4 after the prefix is no reachable number.
const minPhoneDigits = 4;
const maxPhoneDigits = 15;
const phoneCharacters = /^[\d\s()./-]+$/;

/** Why a phone's number (without its prefix) is refused, or undefined when it is a number. */
export function phoneNumberProblem(prefix: string, number: string): string | undefined {
  if (!phoneCharacters.test(number)) return "may hold only digits, spaces and ( ) . / -";
  const digits = number.replace(/\D/g, "").length;
  if (digits < minPhoneDigits) return `needs at least ${minPhoneDigits} digits`;
  if (digits + prefix.replace(/\D/g, "").length > maxPhoneDigits)
    return `has more than ${maxPhoneDigits} digits with its prefix`;
  return undefined;
}

export const PhoneWithPrefix = Schema.Struct({
  prefix: Schema.String.check(
    Schema.makeFilter((prefix: string) =>
      phonePrefixPattern.test(prefix) ? undefined : "is not a calling code such as +49",
    ),
  ),
  number: boundedText(maxShortTextLength),
}).check(
  Schema.makeFilter((phone) => {
    const problem = phoneNumberProblem(phone.prefix, phone.number);
    return problem === undefined ? undefined : { path: ["number"], issue: problem };
  }),
);
export type PhoneWithPrefix = typeof PhoneWithPrefix.Type;

export const userInfoPatchFields = [
  "firstName",
  "lastName",
  "companyName",
  "alias",
  "locale",
  "phone",
] as const;

export const UserInfoPatch = Schema.Struct({
  firstName: Schema.optional(PersonName),
  lastName: Schema.optional(PersonName),
  companyName: Schema.optional(requiredText(maxNameLength)),
  /** null (or blank) removes the alias, and the display name falls back to the names. */
  alias: Schema.optional(Schema.NullOr(boundedText(maxShortTextLength))),
  locale: Schema.optional(SupportedLocale),
  /** null removes the phone; the form sends null for a number without any digit (spec §5). */
  phone: Schema.optional(Schema.NullOr(PhoneWithPrefix)),
}).check(
  Schema.makeFilter((patch) =>
    userInfoPatchFields.some((key) => patch[key] !== undefined) ? undefined : "changes no field",
  ),
);
export type UserInfoPatch = typeof UserInfoPatch.Type;

export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/**
 * What the schema cannot know: the host's type. Only a company has a company name; an individual's
 * name is their first and last name.
 */
export function userInfoPatchProblems(type: UserType, patch: UserInfoPatch): FieldProblem[] {
  return type === "individual" && patch.companyName !== undefined
    ? [{ field: "companyName", message: "only a company host has a company name" }]
    : [];
}

const trimmedOrNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** The phone as it is kept: the number's spacing is the host's, around it nothing. */
export function normalizedPhone(phone: PhoneWithPrefix | null): PhoneWithPrefix | null {
  return phone === null ? null : { prefix: phone.prefix, number: phone.number.trim() };
}

/** The user info after a patch: what the device shows at once and what the server stores. */
export function patchedUserInfo(info: UserInfo, patch: UserInfoPatch): UserInfo {
  return {
    ...info,
    ...(patch.firstName === undefined ? {} : { firstName: patch.firstName.trim() }),
    ...(patch.lastName === undefined ? {} : { lastName: patch.lastName.trim() }),
    ...(patch.companyName === undefined ? {} : { companyName: patch.companyName.trim() }),
    ...(patch.alias === undefined ? {} : { alias: trimmedOrNull(patch.alias) }),
    ...(patch.locale === undefined ? {} : { locale: patch.locale }),
    ...(patch.phone === undefined ? {} : { phone: normalizedPhone(patch.phone) }),
  };
}

/** The phone as the onboarding details keep it (one text): prefix, a space, the number. */
export function phoneText(phone: PhoneWithPrefix | null): string | null {
  return phone === null ? null : `${phone.prefix} ${phone.number}`;
}

/** A phone kept as one text read back; a text without a leading calling code keeps its digits only. */
export function phoneFromText(text: string | null): PhoneWithPrefix | null {
  const trimmed = text?.trim() ?? "";
  if (!/\d/.test(trimmed)) return null;
  const match = /^(\+[1-9]\d{0,3})\s+(.+)$/.exec(trimmed);
  return match ? { prefix: match[1]!, number: match[2]! } : { prefix: "", number: trimmed };
}
