// The reason and sub-reason a host picks to reject a request or cancel a booking (the same reasons
// apply to both, operations spec §8). Kept together because they change together: a new reason
// clears the sub-reason, which may not be one of the new reason's.
import { useState } from "react";
import type {
  BookingRejectReason,
  BookingRejectSubReason,
} from "../../../domain/reservations/reject-reasons.ts";

export interface BookingReasons {
  readonly reason: BookingRejectReason | "";
  readonly subReason: BookingRejectSubReason | "";
  /** What the payload builders take, once a reason is chosen ("" is no sub-reason). */
  readonly chosen: { reason: BookingRejectReason; subReason: BookingRejectSubReason | undefined } | undefined;
  readonly setReason: (reason: BookingRejectReason | "") => void;
  readonly setSubReason: (subReason: BookingRejectSubReason | "") => void;
}

export function useBookingReasons(): BookingReasons {
  const [reason, setReason] = useState<BookingRejectReason | "">("");
  const [subReason, setSubReason] = useState<BookingRejectSubReason | "">("");
  return {
    reason,
    subReason,
    chosen: reason ? { reason, subReason: subReason || undefined } : undefined,
    setReason: (next) => {
      setReason(next);
      setSubReason("");
    },
    setSubReason,
  };
}
