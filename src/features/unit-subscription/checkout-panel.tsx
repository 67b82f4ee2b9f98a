// A unit's first subscription, through the payment provider's hosted checkout (listing spec §7,
// server/routes/checkout-routes.ts): the server opens a page for the chosen plan (and coupon); the
// host pays there when the provider has a page to visit, then the page is reported back
// (POST /api/app/subscription/in_progress) and the subscription starts. Paying needs the provider,
// so unlike the other writes this one is not kept for later: offline, the button says why it waits.
// The page being paid is remembered for the tab, so coming back from the provider finishes it.
import { useCallback, useEffect, useState } from "react";
import { Schema } from "effect";
import { useTranslation } from "../../i18n/use-translation.ts";
import { HostedCheckout, type StartCheckoutPayload } from "../../../domain/subscription/hosted-checkout.ts";
import { UnitId } from "../../../domain/ids.ts";
import { couponCodeOrAbsent } from "../../../domain/validation/coupon-code.ts";
import { ApiError } from "../../../sync/api-client.ts";
import { useSession } from "../../app/session.tsx";
import { useNetworkStatus } from "../../app/use-network-status.ts";
import { Loading } from "../../ui/loading.tsx";
import { PlanChoice } from "./plan-choice.tsx";
import { useKeptRead } from "./use-kept-read.ts";
import { useSubscriptionPlans } from "./use-subscription-plans.ts";

type Phase =
  | { readonly name: "choosing" }
  | { readonly name: "opening" }
  | { readonly name: "inProgress" }
  | { readonly name: "done" }
  | { readonly name: "failed"; readonly message: string };

const pageKey = (unitId: string) => `hearth.checkoutPage.${unitId}`;
const PaymentSource = Schema.Struct({
  status: Schema.Literals(["valid", "missing"]),
  provider: Schema.String,
});

export function CheckoutPanel(props: { unitId: string }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const online = useNetworkStatus();
  const plans = useSubscriptionPlans(props.unitId).value;
  const source = useKeptRead(
    "hearth.paymentSource",
    PaymentSource,
    "/api/app/subscriptions/payment-source/status",
  ).value;
  const [chosen, setChosen] = useState<string | null>(null);
  const [coupon, setCoupon] = useState("");
  const [phase, setPhase] = useState<Phase>({ name: "choosing" });

  const failed = useCallback(
    (error: unknown) =>
      setPhase({
        name: "failed",
        message: error instanceof ApiError ? error.message : t("unitSubscription.checkout.unreachable"),
      }),
    [t],
  );

  /** Reports a page back; the subscription reaches this device through the sync feed. */
  const report = useCallback(
    async (hostedPageId: string) => {
      setPhase({ name: "inProgress" });
      try {
        await api.request("POST", "/api/app/subscription/in_progress", {
          body: { hostedPageId },
          headers: { "idempotency-key": `in-progress-${hostedPageId}` },
        });
        sessionStorage.removeItem(pageKey(props.unitId));
        setPhase({ name: "done" });
      } catch (error) {
        failed(error);
      }
    },
    [api, props.unitId, failed],
  );

  // Back from the provider's page: finish what was started.
  useEffect(() => {
    const kept = sessionStorage.getItem(pageKey(props.unitId));
    if (kept !== null) void report(kept);
  }, [props.unitId, report]);

  const start = async () => {
    if (chosen === null) return;
    setPhase({ name: "opening" });
    const couponCode = couponCodeOrAbsent(coupon);
    const body: StartCheckoutPayload = {
      unitId: UnitId.make(props.unitId),
      planItemPriceId: chosen,
      ...(couponCode === undefined ? {} : { couponCode }),
    };
    try {
      const page = Schema.decodeUnknownSync(HostedCheckout)(
        await api.request("POST", "/api/app/subscription/checkout", {
          body,
          headers: { "idempotency-key": crypto.randomUUID() },
        }),
      );
      sessionStorage.setItem(pageKey(props.unitId), page.hostedPageId);
      if (page.url !== null) window.location.assign(page.url);
      else await report(page.hostedPageId);
    } catch (error) {
      failed(error);
    }
  };

  if (plans === undefined) return <Loading label={t("unitSubscription.loading")} />;
  if (plans === null) return <p className="empty">{t("unitSubscription.manage.plansUnavailable")}</p>;
  const busy = phase.name === "opening" || phase.name === "inProgress";
  return (
    <form
      className="unit-form"
      aria-labelledby="checkout-title"
      data-testid="checkout"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <h3 id="checkout-title">{t("unitSubscription.checkout.title")}</h3>
      <p>{t("unitSubscription.checkout.noPlan")}</p>
      {source?.status === "missing" ? (
        <p className="unit-field-hint" data-testid="no-payment-source">
          {t("unitSubscription.checkout.noPaymentSource")}
        </p>
      ) : null}
      <PlanChoice
        plans={plans.filter((p) => p.period === 1)}
        currentPlanItemPriceId={null}
        chosen={chosen}
        onChoose={setChosen}
        invalid={false}
      />
      <div className="unit-field">
        <label htmlFor="checkout-coupon">{t("unitSubscription.manage.coupon")}</label>
        <input
          id="checkout-coupon"
          name="couponCode"
          value={coupon}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => setCoupon(e.target.value)}
        />
      </div>
      <div className="unit-form-actions">
        <button type="submit" disabled={chosen === null || busy || !online}>
          {t("unitSubscription.checkout.pay")}
        </button>
      </div>
      <p role="status" aria-live="polite" data-testid="checkout-phase">
        {!online && !busy
          ? t("unitSubscription.checkout.offline")
          : phase.name === "choosing"
            ? ""
            : phase.name === "failed"
              ? t("unitSubscription.checkout.failed", { message: phase.message })
              : t(`unitSubscription.checkout.${phase.name}`)}
      </p>
    </form>
  );
}
