// The profile form's values and what saving them sends: only the fields that changed, checked by the
// rules the server checks with (domain/user/user-info-patch.ts), each problem under its field.
import { Schema } from "effect";
import type { UserInfo } from "../../../domain/user/user-info.ts";
import {
  phonePrefixPattern,
  UserInfoPatch,
  userInfoPatchProblems,
} from "../../../domain/user/user-info-patch.ts";
import { phoneOrNull } from "../../../domain/validation/phone-number.ts";

export interface ProfileValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName: string;
  readonly alias: string;
  readonly phonePrefix: string;
  readonly phoneNumber: string;
}

/** The form's fields in the order they are shown: the first with a problem takes focus. */
export const profileFieldOrder = [
  "firstName",
  "lastName",
  "companyName",
  "alias",
  "phonePrefix",
  "phoneNumber",
] as const;
export type ProfileField = (typeof profileFieldOrder)[number];

export function profileValuesOf(info: UserInfo): ProfileValues {
  return {
    firstName: info.firstName ?? "",
    lastName: info.lastName ?? "",
    companyName: info.companyName ?? "",
    alias: info.alias ?? "",
    phonePrefix: info.phone?.prefix ?? "",
    phoneNumber: info.phone?.number ?? "",
  };
}

export type ProfileSubmit =
  | { readonly kind: "unchanged" }
  /** The fields with a problem, in the form's order; each field's words say what it needs. */
  | { readonly kind: "invalid"; readonly fields: readonly ProfileField[] }
  | { readonly kind: "save"; readonly patch: UserInfoPatch };

const fieldOfPath = (path: readonly unknown[]): ProfileField | undefined => {
  const [first, second] = path.map((p) =>
    String(typeof p === "object" && p !== null && "key" in p ? p.key : p),
  );
  if (first === "phone") return second === "prefix" ? "phonePrefix" : "phoneNumber";
  return profileFieldOrder.find((field) => field === first);
};

export function profileSubmit(info: UserInfo, values: ProfileValues): ProfileSubmit {
  const before = profileValuesOf(info);
  const candidate: Record<string, unknown> = {};
  const individual = info.type === "individual";
  if (individual && values.firstName !== before.firstName) candidate["firstName"] = values.firstName;
  if (individual && values.lastName !== before.lastName) candidate["lastName"] = values.lastName;
  if (!individual && values.companyName !== before.companyName) candidate["companyName"] = values.companyName;
  if (values.alias.trim() !== before.alias)
    candidate["alias"] = values.alias.trim() === "" ? null : values.alias;
  // A number without any digit is no number (listing spec §5): the phone is removed.
  const number = phoneOrNull(values.phoneNumber);
  const phone = number === null ? null : { prefix: values.phonePrefix, number };
  const phoneBefore = info.phone ?? null;
  if (phone?.prefix !== phoneBefore?.prefix || phone?.number !== phoneBefore?.number)
    candidate["phone"] = phone;
  if (Object.keys(candidate).length === 0) return { kind: "unchanged" };

  // Each changed field is checked as a patch of that field alone, so a problem names its field.
  // Schema.is rather than a standard-schema validation: that one's issue formatter would ride along in
  // the first screen's chunk (the schema library is there already).
  const isPatch = Schema.is(UserInfoPatch);
  const refused = Object.keys(candidate).filter((key) => !isPatch({ [key]: candidate[key] }));
  if (refused.length > 0 || !isPatch(candidate)) {
    const problems = (refused.length > 0 ? refused : Object.keys(candidate)).map((key) =>
      key === "phone" && phone !== null && !phonePrefixPattern.test(phone.prefix)
        ? "phonePrefix"
        : fieldOfPath(key === "phone" ? ["phone", "number"] : [key]),
    );
    return { kind: "invalid", fields: profileFieldOrder.filter((field) => problems.includes(field)) };
  }
  const patch = candidate as UserInfoPatch;
  const problems = userInfoPatchProblems(info.type, patch).map((problem) => fieldOfPath([problem.field]));
  const fields = profileFieldOrder.filter((field) => problems.includes(field));
  if (fields.length > 0) return { kind: "invalid", fields };
  return { kind: "save", patch };
}
