// The payload of POST /api/app/bookings/{id}/cancel (operations spec §3, §5): reason, sub-reason and
// an optional explanation sent only when non-empty. Unlike a reject, OTHER needs no explanation here:
// the spec calls the cancel explanation optional without exception.
import { Result, Schema } from "effect";
import { maxPayloadTextLength, PayloadText, textToSend } from "./payload-text.ts";
import { SubReasonNotAllowed, TextTooLong } from "./reject-payload-errors.ts";
import {
  BookingRejectReason,
  BookingRejectSubReason,
  isSubReasonOf,
  type BookingRejectReason as Reason,
  type BookingRejectSubReason as SubReason,
} from "./reject-reasons.ts";

export const BookingCancelPayload = Schema.Struct({
  reason: BookingRejectReason,
  subReason: Schema.optional(BookingRejectSubReason),
  explanation: Schema.optional(PayloadText),
}).check(
  Schema.makeFilter((p) =>
    p.subReason !== undefined && !isSubReasonOf(p.reason, p.subReason)
      ? { path: ["subReason"], issue: `${p.subReason} is not a sub-reason of ${p.reason}` }
      : undefined,
  ),
);
export type BookingCancelPayload = typeof BookingCancelPayload.Type;

export interface BookingCancelDraft {
  readonly reason: Reason;
  readonly subReason?: SubReason | null | undefined;
  readonly explanation?: string | null | undefined;
}

export type BookingCancelPayloadError = SubReasonNotAllowed | TextTooLong;

/** The cancel payload to send for a booking, or why the form cannot be sent. */
export function buildBookingCancelPayload(
  draft: BookingCancelDraft,
): Result.Result<BookingCancelPayload, BookingCancelPayloadError> {
  const { reason } = draft;
  const subReason = draft.subReason ?? undefined;
  const explanation = textToSend(draft.explanation);
  if (subReason !== undefined && !isSubReasonOf(reason, subReason))
    return Result.fail(new SubReasonNotAllowed({ field: "subReason", reason, subReason }));
  if (explanation !== undefined && explanation.length > maxPayloadTextLength)
    return Result.fail(new TextTooLong({ field: "explanation", maxLength: maxPayloadTextLength }));
  return Result.succeed({
    reason,
    ...(subReason !== undefined ? { subReason } : {}),
    ...(explanation !== undefined ? { explanation } : {}),
  });
}
