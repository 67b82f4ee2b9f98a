// The registration identifiers local law asks of a holiday let (listing spec §3: the invalid fields
// registrationNumber and nationalIdentificationCode), as the regional-requirements step collects
// them. The spec names the fields, not their formats; ours (docs/decisions.md): Italy's national
// identification code (CIN) is "IT", the municipality's 6-digit ISTAT code, a letter for the kind of
// lodging and 9 letters or digits; Portugal's local-lodging number is digits then "/AL"; elsewhere a
// number of 4 to 40 letters, digits, spaces, "/", "-" or "." holding at least one digit, which every
// regional format we know of (Spain's, Croatia's) fits. Letters are compared in capitals.
//
// One rule for the form and the server: the step shows the problem under its field, the server
// refuses the same answer with 400. A number in the right shape can still be flagged later by the
// server (a registry says it is not valid), which blocks publishing until the host gives another one.
import type { InvalidFieldName } from "../properties/invalid-field.ts";
import type { RegionalRequirements } from "./regional-requirements.ts";

export const registrationFieldNames: readonly InvalidFieldName[] = [
  "registrationNumber",
  "nationalIdentificationCode",
];

export function isRegistrationField(name: string): name is InvalidFieldName {
  return (registrationFieldNames as readonly string[]).includes(name);
}

const italianCode = /^IT\d{6}[A-Z][A-Z0-9]{9}$/;
const portugueseNumber = /^\d{1,7}\/AL$/;
const generalNumber = /^(?=.*\d)[A-Z0-9/.\- ]{4,40}$/;

/** Whether a registration identifier has the shape its country gives it; empty text is not checked here. */
export function isWellFormedRegistration(
  countryCode: string,
  field: InvalidFieldName,
  text: string,
): boolean {
  const value = text.trim().toUpperCase();
  if (field === "nationalIdentificationCode" && countryCode === "IT") return italianCode.test(value);
  if (countryCode === "PT") return portugueseNumber.test(value);
  return generalNumber.test(value);
}

/** Each registration answer (as `group.field`) that is filled in but not in its country's shape. */
export function malformedRegistrations(countryCode: string, requirements: RegionalRequirements): string[] {
  return Object.entries(requirements.values).flatMap(([group, fields]) =>
    Object.entries(fields).flatMap(([name, value]) =>
      isRegistrationField(name) &&
      typeof value === "string" &&
      value.trim() !== "" &&
      !isWellFormedRegistration(countryCode, name, value)
        ? [`${group}.${name}`]
        : [],
    ),
  );
}

/**
 * The registration fields a new answer fixes: those now filled in with a value other than before. A
 * flag the server set on such a field is lifted, since the host gave the number it asked for.
 */
export function answeredRegistrationFields(
  before: RegionalRequirements | null,
  after: RegionalRequirements,
): InvalidFieldName[] {
  const fixed = new Set<InvalidFieldName>();
  for (const [group, fields] of Object.entries(after.values))
    for (const [name, value] of Object.entries(fields)) {
      if (!isRegistrationField(name) || value === null || String(value).trim() === "") continue;
      if (before?.values[group]?.[name] !== value) fixed.add(name);
    }
  return registrationFieldNames.filter((name) => fixed.has(name));
}
