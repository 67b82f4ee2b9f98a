// The payload of POST /api/app/booking-inquiries/{id}/reject (operations spec §3, §5): a reason, an
// explanation sent only (and then required) when the reason is OTHER, and the message to the guest,
// sent when the host wrote one.
import { Result, Schema } from "effect";
import { maxPayloadTextLength, PayloadText, textToSend } from "./payload-text.ts";
import { ExplanationRequired, TextTooLong } from "./reject-payload-errors.ts";
import { InquiryRejectReason, type InquiryRejectReason as Reason } from "./reject-reasons.ts";

export const InquiryRejectPayload = Schema.Struct({
  reason: InquiryRejectReason,
  explanation: Schema.optional(PayloadText),
  message: Schema.optional(PayloadText),
}).check(
  Schema.makeFilter((p) => {
    if (p.reason === "OTHER" && p.explanation === undefined)
      return { path: ["explanation"], issue: "an explanation is required when the reason is OTHER" };
    if (p.reason !== "OTHER" && p.explanation !== undefined)
      return { path: ["explanation"], issue: "an explanation is sent only when the reason is OTHER" };
    return undefined;
  }),
);
export type InquiryRejectPayload = typeof InquiryRejectPayload.Type;

export interface InquiryRejectDraft {
  readonly reason: Reason;
  readonly explanation?: string | null | undefined;
  readonly message?: string | null | undefined;
}

export type InquiryRejectPayloadError = ExplanationRequired | TextTooLong;

/** The reject payload to send for an inquiry, or why the form cannot be sent. */
export function buildInquiryRejectPayload(
  draft: InquiryRejectDraft,
): Result.Result<InquiryRejectPayload, InquiryRejectPayloadError> {
  const { reason } = draft;
  const explanation = reason === "OTHER" ? textToSend(draft.explanation) : undefined;
  const message = textToSend(draft.message);
  if (reason === "OTHER" && explanation === undefined)
    return Result.fail(new ExplanationRequired({ field: "explanation" }));
  if (explanation !== undefined && explanation.length > maxPayloadTextLength)
    return Result.fail(new TextTooLong({ field: "explanation", maxLength: maxPayloadTextLength }));
  if (message !== undefined && message.length > maxPayloadTextLength)
    return Result.fail(new TextTooLong({ field: "message", maxLength: maxPayloadTextLength }));
  return Result.succeed({
    reason,
    ...(explanation !== undefined ? { explanation } : {}),
    ...(message !== undefined ? { message } : {}),
  });
}
