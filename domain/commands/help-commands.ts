// A message to support from the contact form (operations spec §2, §7: POST
// /api/app/user/contact-form). An outbox command like every other write, so a host who writes to
// support on a train sees it go once the network is back, never twice (its id is the
// Idempotency-Key). It changes no local document: the store keeps no copy of support messages.
import { ContactFormPayload } from "../help/contact-form.ts";
import type { CommandDefinition } from "./command.ts";

export const sendSupportMessage: CommandDefinition<"sendSupportMessage", ContactFormPayload> = {
  type: "sendSupportMessage",
  payload: ContactFormPayload,
  // Each message stands alone: one the server refuses must not hold back the next.
  aggregateOf: (p) => `support-message:${p.topic}:${p.body.length}:${p.pageId}`,
  toRestCall: (p) => ({ method: "POST", path: "/api/app/user/contact-form", body: p }),
  apply: () => ({}),
};
