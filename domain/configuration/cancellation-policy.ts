// A cancellation policy (listing spec §3): a type and description lines, shown joined by line breaks.
import { Schema } from "effect";

export const CancellationPolicy = Schema.Struct({
  type: Schema.String,
  description: Schema.Array(Schema.String),
});
export type CancellationPolicy = typeof CancellationPolicy.Type;

export function cancellationPolicyText(policy: CancellationPolicy): string {
  return policy.description.join("\n");
}
