// How a reason dialog (reject a request or an inquiry, cancel a booking) sends, in one place so the
// three cannot drift apart: the domain's builder has the last word (only a payload it built is
// sent), and a form shows what is missing only once the host has tried to send, never while it is
// still untouched.
import { useState, type FormEvent } from "react";
import { Result } from "effect";
import type { RejectPayloadError, TextTooLong } from "../../../domain/reservations/reject-payload-errors.ts";

export function useReasonSubmit<A>(
  built: Result.Result<A, RejectPayloadError> | undefined,
  send: (payload: A) => void,
): {
  /** Whether the host has tried to send: from then on a missing answer is shown as an error. */
  readonly tried: boolean;
  /** The explanation is required and empty, and the host has tried to send. */
  readonly explanationMissing: boolean;
  /** A text is over the length the payload allows (shown at once: typing more will not fix it). */
  readonly tooLong: TextTooLong | undefined;
  readonly submit: (event: FormEvent) => void;
} {
  const [tried, setTried] = useState(false);
  const error = built && Result.isFailure(built) ? built.failure : undefined;
  return {
    tried,
    explanationMissing: tried && error?._tag === "ExplanationRequired",
    tooLong: error?._tag === "TextTooLong" ? error : undefined,
    submit: (event) => {
      event.preventDefault();
      setTried(true);
      if (built && Result.isSuccess(built)) send(built.success);
    },
  };
}
