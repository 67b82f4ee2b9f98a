// Confirm and reject of a booking inquiry (operations spec §4, §7). Both are offered while the inquiry
// waits for the host; the server answers the resulting status, which the mirror then carries.
import { Schema } from "effect";
import { InquiryRejectPayload } from "../reservations/inquiry-reject-payload.ts";
import { canDecideInquiry, canMoveInquiry, type InquiryStatus } from "../reservations/inquiry.ts";
import { InquiryId } from "../reservations/reservation-ids.ts";
import { statusBelongsToKind } from "../reservations/reservation-document.ts";
import { defineCommand, type DocumentChanges, type LocalDocuments } from "./command.ts";
import { pickDefined, updateDocument } from "./document-update.ts";

function decideInquiry(documents: LocalDocuments, id: string, to: "CONFIRMED" | "REJECTED"): DocumentChanges {
  const doc = documents.reservations.get(id);
  if (!doc || doc.kind !== "inquiry" || !statusBelongsToKind("inquiry", doc.status)) return {};
  const from = doc.status as InquiryStatus;
  if (!canDecideInquiry(from) || !canMoveInquiry(from, to)) return {};
  const next = updateDocument(doc, (draft) => {
    draft.status = to;
  });
  return next ? { reservations: [next] } : {};
}

export const ConfirmInquiryPayload = Schema.Struct({ inquiryId: InquiryId });
export type ConfirmInquiryPayload = typeof ConfirmInquiryPayload.Type;

export const confirmInquiry = defineCommand({
  type: "confirmInquiry",
  payload: ConfirmInquiryPayload,
  summary: "Confirm an inquiry's dates",
  method: "POST",
  path: "/api/app/booking-inquiries/:id/confirm",
  paramsOf: (p) => ({ id: p.inquiryId }),
  aggregateOf: (p) => p.inquiryId,
  apply: (documents, p) => decideInquiry(documents, p.inquiryId, "CONFIRMED"),
});

export const RejectInquiryPayload = Schema.Struct({
  inquiryId: InquiryId,
  /** The body of POST …/reject, as buildInquiryRejectPayload builds it. */
  body: InquiryRejectPayload,
});
export type RejectInquiryPayload = typeof RejectInquiryPayload.Type;

export const rejectInquiry = defineCommand({
  type: "rejectInquiry",
  payload: RejectInquiryPayload,
  summary: "Reject an inquiry, with a reason",
  method: "POST",
  path: "/api/app/booking-inquiries/:id/reject",
  paramsOf: (p) => ({ id: p.inquiryId }),
  body: InquiryRejectPayload,
  bodyOf: (p) => pickDefined(p.body, ["reason", "explanation", "message"]),
  aggregateOf: (p) => p.inquiryId,
  apply: (documents, p) => decideInquiry(documents, p.inquiryId, "REJECTED"),
});
