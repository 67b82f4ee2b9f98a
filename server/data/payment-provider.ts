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

/** A page of the provider's where the host pays (and leaves a payment source on file). */
export interface HostedPage {
  readonly hostedPageId: string;
  /** Where to send the host; null when the provider needs no visit. */
  readonly url: string | null;
}

export type HostedPageOutcome =
  | { readonly state: "succeeded"; readonly paymentId: string }
  | { readonly state: "pending" }
  | { readonly state: "failed"; readonly reason: string };

export interface PaymentProvider {
  readonly name: string;
  /** Opens a checkout page for a unit's first subscription charge. */
  openHostedPage(tx: Queryable, charge: Charge & { readonly unitId: string; readonly planItemPriceId: string }): Promise<HostedPage>;
  /**
   * What became of a page the host came back from; a paid page records its payment once, and
   * asking again answers the same payment. Undefined when the host has no such page.
   */
  settleHostedPage(tx: Queryable, hostId: string, hostedPageId: string): Promise<HostedPageOutcome | undefined>;
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
  // The local provider has no page to visit: a page is paid as soon as the host reports it back,
  // which also puts a payment source on file (the host now has a subscription).
  async openHostedPage(tx, charge) {
    const hostedPageId = `hp-${randomUUID()}`;
    await tx.query(
      `insert into hosted_checkouts (id, host_id, unit_id, plan_item_price_id, amount_cents, currency, state)
       values ($1, $2, $3, $4, $5, $6, 'created')`,
      [hostedPageId, charge.hostId, charge.unitId, charge.planItemPriceId, charge.amountCents, charge.currency],
    );
    return { hostedPageId, url: null };
  },
  async settleHostedPage(tx, hostId, hostedPageId) {
    const { rows } = await tx.query<{ state: string; payment_id: string | null; amount_cents: number; currency: string; unit_id: string }>(
      "select state, payment_id, amount_cents, currency, unit_id from hosted_checkouts where host_id = $1 and id = $2 for update",
      [hostId, hostedPageId],
    );
    const page = rows[0];
    if (!page) return undefined;
    if (page.payment_id !== null) return { state: "succeeded", paymentId: page.payment_id };
    const paymentId = `pay-${randomUUID()}`;
    await tx.query(
      "insert into payments (id, host_id, provider, amount_cents, currency, description) values ($1, $2, 'local', $3, $4, $5)",
      [paymentId, hostId, page.amount_cents, page.currency, `Hosted checkout ${hostedPageId} for unit ${page.unit_id}`],
    );
    await tx.query("update hosted_checkouts set state = 'succeeded', payment_id = $3 where host_id = $1 and id = $2", [
      hostId,
      hostedPageId,
      paymentId,
    ]);
    return { state: "succeeded", paymentId };
  },
};
