// The two error shapes of both specs (§8): a problem detail, or a message with an errors list.
// The server answers every 4xx/5xx in one of them; the client parses either.
import { Schema } from "effect";

export const InvalidParameter = Schema.Struct({
  name: Schema.String,
  type: Schema.optional(Schema.String),
  reason: Schema.String,
});
export type InvalidParameter = typeof InvalidParameter.Type;

/** Problem-detail style: type, title, status, detail and invalid parameters. */
export const ProblemDetail = Schema.Struct({
  type: Schema.String,
  title: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Number),
  detail: Schema.optional(Schema.String),
  invalidParams: Schema.optional(Schema.Array(InvalidParameter)),
});
export type ProblemDetail = typeof ProblemDetail.Type;

export const FieldError = Schema.Struct({
  field: Schema.optional(Schema.String),
  type: Schema.optional(Schema.String),
  message: Schema.String,
});
export type FieldError = typeof FieldError.Type;

/** Message style: a message plus a list of errors, each optionally naming a field. */
export const MessageWithErrors = Schema.Struct({
  message: Schema.String,
  errors: Schema.Array(FieldError),
});
export type MessageWithErrors = typeof MessageWithErrors.Type;

export const ErrorBody = Schema.Union([ProblemDetail, MessageWithErrors]);
export type ErrorBody = typeof ErrorBody.Type;

/** Problem types the Hearth server answers with; the path is a stable identifier, not a URL to fetch. */
export const problemTypes = {
  badRequest: "/problems/bad-request",
  unauthorized: "/problems/unauthorized",
  forbidden: "/problems/forbidden",
  notFound: "/problems/not-found",
  methodNotAllowed: "/problems/method-not-allowed",
  conflict: "/problems/conflict",
  invalidTransition: "/problems/invalid-transition",
  idempotencyKeyReused: "/problems/idempotency-key-reused",
  idempotencyKeyInFlight: "/problems/idempotency-key-in-flight",
  payloadTooLarge: "/problems/payload-too-large",
  unprocessable: "/problems/unprocessable",
  internal: "/problems/internal",
  serviceUnavailable: "/problems/service-unavailable",
} as const;

/** The general message of an error body: the problem detail, or the message of the other shape. */
export function generalMessage(body: ErrorBody): string | undefined {
  if ("errors" in body) return body.errors.find((e) => e.field === undefined)?.message ?? body.message;
  return body.detail ?? body.title;
}
