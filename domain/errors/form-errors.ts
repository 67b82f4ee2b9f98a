// Server errors for a form (listing spec §5, §8). Either error body shape becomes one general
// message plus field messages, each (field, message) pair once. A sub-form nests its fields under a
// prefix ("companyDetails.legalBusinessName"), and the server's taxId field is the form's first tax
// identification id. Anything else the server might answer (HTML, null, a bare string) gives an empty
// result, so the caller falls back to its generic text rather than crashing.
import { Exit, Schema } from "effect";
import { firstTaxIdentificationIdField } from "../validation/tax-identification.ts";
import { generalMessage, MessageWithErrors, ProblemDetail, type ErrorBody } from "./error-body.ts";

export interface FormFieldError {
  readonly field: string;
  readonly message: string;
}

export interface FormErrors {
  readonly general: string | null;
  readonly fields: readonly FormFieldError[];
}

export interface FormErrorOptions {
  /** The sub-form's path, prepended to every field name. */
  readonly prefix?: string;
}

const decodeMessageWithErrors = Schema.decodeUnknownExit(MessageWithErrors);
const decodeProblemDetail = Schema.decodeUnknownExit(ProblemDetail);

// The message shape is tried first: a body with both a type and an errors list carries its field
// errors in the list, which the problem-detail reading would lose.
function decodeErrorBody(body: unknown): ErrorBody | undefined {
  const withErrors = decodeMessageWithErrors(body);
  if (Exit.isSuccess(withErrors)) return withErrors.value;
  const problem = decodeProblemDetail(body);
  return Exit.isSuccess(problem) ? problem.value : undefined;
}

function rawFieldErrors(body: ErrorBody): FormFieldError[] {
  if ("errors" in body) {
    return body.errors.flatMap((e) =>
      e.field === undefined ? [] : [{ field: e.field, message: e.message }],
    );
  }
  return (body.invalidParams ?? []).map((p) => ({ field: p.name, message: p.reason }));
}

export function formFieldName(serverField: string, options: FormErrorOptions = {}): string {
  const field = serverField === "taxId" ? firstTaxIdentificationIdField : serverField;
  return options.prefix === undefined || options.prefix === "" ? field : `${options.prefix}.${field}`;
}

export function formErrorsOf(body: unknown, options: FormErrorOptions = {}): FormErrors {
  const decoded = decodeErrorBody(body);
  if (decoded === undefined) return { general: null, fields: [] };
  const seen = new Set<string>();
  const fields: FormFieldError[] = [];
  for (const error of rawFieldErrors(decoded)) {
    const field = formFieldName(error.field, options);
    // JSON of the pair is unambiguous, unlike joining with a separator the texts may contain.
    const key = JSON.stringify([field, error.message]);
    if (seen.has(key)) continue;
    seen.add(key);
    fields.push({ field, message: error.message });
  }
  return { general: generalMessage(decoded) ?? null, fields };
}

/** The messages of one field, for a form control. */
export function messagesOfField(errors: FormErrors, field: string): string[] {
  return errors.fields.filter((e) => e.field === field).map((e) => e.message);
}
