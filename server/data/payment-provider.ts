// Payments go through one interface so that a real provider (Chargebee, Stripe …) can replace the
// built-in local one by configuration. The local provider approves every charge for a host with a
// payment source on file and records it in `payments`, inside the caller's transaction: a command
// that fails after charging rolls its charge back with it.
import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";

export interface Charge {
  readonly hostId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly description: string;
}

export type ChargeResult = { readonly ok: true; readonly paymentId: string } | { readonly ok: false; readonly reason: string };

export interface PaymentProvider {
  readonly name: string;
  /** Whether the host has a way to pay on file ("valid"), none yet ("missing"). */
  paymentSourceStatus(tx: Queryable, hostId: string): Promise<"valid" | "missing">;
  charge(tx: Queryable, charge: Charge): Promise<ChargeResult>;
}

export const localPaymentProvider: PaymentProvider = {
  name: "local",
  async paymentSourceStatus(tx, hostId) {
    // Locally, a host on a paid plan or a coin subscription has paid before, so a source exists.
    const { rows } = await tx.query(
      `select 1 from subscriptions where host_id = $1 union all select 1 from coin_subscriptions where host_id = $1 limit 1`,
      [hostId],
    );
    return rows.length > 0 ? "valid" : "missing";
  },
  async charge(tx, charge) {
    if ((await this.paymentSourceStatus(tx, charge.hostId)) === "missing")
      return { ok: false, reason: "No payment method is on file." };
    const paymentId = `pay-${randomUUID()}`;
    await tx.query(
      "insert into payments (id, host_id, provider, amount_cents, currency, description) values ($1, $2, 'local', $3, $4, $5)",
      [paymentId, charge.hostId, charge.amountCents, charge.currency, charge.description],
    );
    return { ok: true, paymentId };
  },
};
