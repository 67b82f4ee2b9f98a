// How long the server keeps an Idempotency-Key and its stored answer. The IETF draft and Stripe
// keep keys for at least 24 hours; a local-first client can hold a command far longer (a laptop
// closed on holiday), and a resend after its key is gone would run the command a second time.
// Thirty days covers the offline spells hosts have; past that, most commands are still safe to
// run twice (a confirm or reject of a decided request is refused by its state machine, a message
// is stored under its client's id, a block of nights already blocked changes nothing), which
// docs/decisions.md records.
export const idempotencyKeyRetentionMs = 30 * 24 * 60 * 60 * 1000;

/** Keys created before this instant may be forgotten. */
export function idempotencyKeysExpireBefore(now: number, retentionMs = idempotencyKeyRetentionMs): Date {
  return new Date(now - retentionMs);
}
