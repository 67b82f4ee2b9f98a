// Why a reject or cancel form cannot be sent yet. Each names the field it belongs to so the form can
// attach the message there and the server can answer it as an invalid parameter.
import { Schema } from "effect";

export class ExplanationRequired extends Schema.TaggedError<ExplanationRequired>()("ExplanationRequired", {
  field: Schema.Literal("explanation"),
}) {}

export class SubReasonNotAllowed extends Schema.TaggedError<SubReasonNotAllowed>()("SubReasonNotAllowed", {
  field: Schema.Literal("subReason"),
  reason: Schema.String,
  subReason: Schema.String,
}) {}

export class TextTooLong extends Schema.TaggedError<TextTooLong>()("TextTooLong", {
  field: Schema.Literals(["explanation", "message"]),
  maxLength: Schema.Number,
}) {}

export type RejectPayloadError = ExplanationRequired | SubReasonNotAllowed | TextTooLong;
