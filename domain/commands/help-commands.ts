// A message to support from the contact form (operations spec §2, §7: POST
// /api/app/user/contact-form). An outbox command like every other write, so a host who writes to
// support on a train sees it go once the network is back, never twice (its id is the
// Idempotency-Key). It changes no local document: the store keeps no copy of support messages.
import { ContactFormPayload } from "../help/contact-form.ts";
import { defineCommand } from "./command.ts";

export const sendSupportMessage = defineCommand({
  type: "sendSupportMessage",
  payload: ContactFormPayload,
  // Each message stands alone: one the server refuses must not hold back the next.
  summary: "Write to support from the contact form",
  method: "POST",
  path: "/api/app/user/contact-form",
  body: ContactFormPayload,
  bodyOf: (p) => p,
  aggregateOf: (p) => `support-message:${p.topic}:${p.body.length}:${p.pageId}`,
  apply: () => ({}),
});
