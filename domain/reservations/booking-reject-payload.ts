// The payload of POST /api/app/booking-requests/{id}/reject (operations spec §3, §5): reason OTHER
// needs an explanation; any other reason sends the explanation only together with a sub-reason.
// The schema enforces the same rule the builder applies, so the server decodes exactly what a form
// may send.
import { Result, Schema } from "effect";
import { maxPayloadTextLength, PayloadText, textToSend } from "./payload-text.ts";
import {
  ExplanationRequired,
  SubReasonNotAllowed,
  TextTooLong,
  type RejectPayloadError,
} from "./reject-payload-errors.ts";
import {
  BookingRejectReason,
  BookingRejectSubReason,
  isSubReasonOf,
  type BookingRejectReason as Reason,
  type BookingRejectSubReason as SubReason,
} from "./reject-reasons.ts";

export const BookingRejectPayload = Schema.Struct({
  reason: BookingRejectReason,
  subReason: Schema.optional(BookingRejectSubReason),
  explanation: Schema.optional(PayloadText),
}).check(
  Schema.makeFilter((p) => {
    if (p.subReason !== undefined && !isSubReasonOf(p.reason, p.subReason))
      return { path: ["subReason"], issue: `${p.subReason} is not a sub-reason of ${p.reason}` };
    if (p.reason === "OTHER" && p.explanation === undefined)
      return { path: ["explanation"], issue: "an explanation is required when the reason is OTHER" };
    if (p.explanation !== undefined && p.reason !== "OTHER" && p.subReason === undefined)
      return {
        path: ["explanation"],
        issue: "an explanation is sent only with reason OTHER or a sub-reason",
      };
    return undefined;
  }),
);
export type BookingRejectPayload = typeof BookingRejectPayload.Type;

export interface BookingRejectDraft {
  readonly reason: Reason;
  readonly subReason?: SubReason | null | undefined;
  readonly explanation?: string | null | undefined;
}

/** The reject payload to send for a booking request, or why the form cannot be sent. */
export function buildBookingRejectPayload(
  draft: BookingRejectDraft,
): Result.Result<BookingRejectPayload, RejectPayloadError> {
  const { reason } = draft;
  const subReason = draft.subReason ?? undefined;
  const explanation = textToSend(draft.explanation);
  if (subReason !== undefined && !isSubReasonOf(reason, subReason))
    return Result.fail(new SubReasonNotAllowed({ field: "subReason", reason, subReason }));
  if (reason === "OTHER" && explanation === undefined)
    return Result.fail(new ExplanationRequired({ field: "explanation" }));
  const sendsExplanation = explanation !== undefined && (reason === "OTHER" || subReason !== undefined);
  if (sendsExplanation && explanation.length > maxPayloadTextLength)
    return Result.fail(new TextTooLong({ field: "explanation", maxLength: maxPayloadTextLength }));
  return Result.succeed({
    reason,
    ...(subReason !== undefined ? { subReason } : {}),
    ...(sendsExplanation ? { explanation } : {}),
  });
}
