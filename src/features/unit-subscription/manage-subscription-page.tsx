// /properties/{propertyId}/units/{unitId}/manage-subscription (listing spec §2, §4, §5, §7): the
// monthly plans, a plan change with an optional coupon (a blank coupon is sent as absent), the plan
// change scheduled for the end of the term and its withdrawal with a reason, and cancelling with a
// reason: each an outbox command, shown at once and sent once. A unit without a subscription gets
// one through the payment provider's hosted checkout instead (checkout-panel.tsx).
import { useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { couponCodeOrAbsent } from "../../../domain/validation/coupon-code.ts";
import type { CurrentPlan } from "../../../domain/subscription/subscription-info.ts";
import type { SubscriptionDocument } from "../../../domain/subscription/subscription-document.ts";
import { Loading } from "../../ui/loading.tsx";
import { useSendCommand } from "../reservations/use-send-command.ts";
import { useOutbox } from "../sync/use-outbox.ts";
import { useCurrentUnit } from "../units/use-current-unit.ts";
import { CheckoutPanel } from "./checkout-panel.tsx";
import { PlanChoice } from "./plan-choice.tsx";
import { useSubscriptionPlans } from "./use-subscription-plans.ts";
import { useUnitSubscription } from "./use-unit-subscription.ts";
import "./unit-subscription.css";

export function ManageSubscriptionPage() {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const subscription = useUnitSubscription(unit.id);
  if (!subscription.ready) return <Loading label={t("unitSubscription.loading")} />;
  const plan = subscription.document?.currentPlan ?? null;
  return (
    <section className="unit-subscription" aria-labelledby="manage-title" data-testid="manage-subscription">
      <h2 id="manage-title">{t("unitSubscription.manage.title")}</h2>
      {plan === null || plan.subscriptionStatus === "cancelled" ? (
        <CheckoutPanel unitId={unit.id} />
      ) : (
        <SubscribedUnit unitId={unit.id} plan={plan} document={subscription.document!} />
      )}
    </section>
  );
}

const commandsOfSubscription = new Set(["changePlan", "deleteScheduledChange", "cancelSubscription"]);

function SubscribedUnit(props: { unitId: string; plan: CurrentPlan; document: SubscriptionDocument }) {
  const { t } = useTranslation();
  const { plan } = props;
  const plans = useSubscriptionPlans(props.unitId).value;
  const outbox = useOutbox();
  const waiting = useMemo(
    () =>
      outbox.filter(
        (e) =>
          commandsOfSubscription.has(e.type) &&
          e.state !== "failed" &&
          (e.payload as { subscriptionId?: string }).subscriptionId === plan.subscriptionId,
      ),
    [outbox, plan.subscriptionId],
  );
  const nameOf = (planItemPriceId: string) =>
    plans?.find((p) => p.planItemPriceId === planItemPriceId)?.name ?? planItemPriceId;

  return (
    <>
      <p data-testid="current-plan">
        {t("unitSubscription.manage.currentPlan", { name: plan.name })}
        {plan.isCancellationScheduled ? ` ${t("unitSubscription.overview.cancellationScheduled")}` : ""}
      </p>
      {waiting.length === 0 ? null : (
        <ul
          className="subscription-waiting"
          aria-label={t("unitSubscription.waiting")}
          data-testid="waiting-commands"
        >
          {waiting.map((e) => (
            <li key={e.id} className="pending">
              {e.type === "changePlan"
                ? t("unitSubscription.manage.waitingChange", {
                    name: nameOf(String((e.payload as { planItemPriceId?: string }).planItemPriceId)),
                  })
                : e.type === "deleteScheduledChange"
                  ? t("unitSubscription.manage.waitingWithdrawal")
                  : t("unitSubscription.manage.waitingCancel")}
            </li>
          ))}
        </ul>
      )}
      {plans === undefined ? (
        <Loading label={t("unitSubscription.loading")} />
      ) : plans === null ? (
        <p className="empty">{t("unitSubscription.manage.plansUnavailable")}</p>
      ) : (
        // Offered while a cancellation is scheduled too: the expiring prompt leads here, and a
        // dearer plan applies at once and renews (the server lifts the cancellation).
        <ChangePlanForm plan={plan} plans={plans} />
      )}
      {props.document.scheduledChange === null ? null : (
        <ScheduledChange plan={plan} name={nameOf(props.document.scheduledChange.planItemPriceId)} />
      )}
      {plan.isCancellationScheduled ? null : <CancelForm plan={plan} />}
    </>
  );
}

function ChangePlanForm(props: { plan: CurrentPlan; plans: Parameters<typeof PlanChoice>[0]["plans"] }) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const [chosen, setChosen] = useState<string | null>(null);
  const [coupon, setCoupon] = useState("");
  const [problem, setProblem] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const monthly = props.plans.filter((p) => p.period === 1);
  // What the server said of the fields of a change it refused (an unknown coupon), beside those fields;
  // the refusal itself, rolled back, is listed above the page with its retry and discard.
  const outbox = useOutbox();
  const refusedFields = useMemo(
    () =>
      outbox
        .filter(
          (e) =>
            e.type === "changePlan" &&
            e.state === "failed" &&
            (e.payload as { subscriptionId?: string }).subscriptionId === props.plan.subscriptionId,
        )
        .flatMap((e) => e.failure?.fields ?? []),
    [outbox, props.plan.subscriptionId],
  );
  const couponProblems = refusedFields.filter((f) => f.field === "couponCode").map((f) => f.message);
  return (
    <form
      ref={form}
      className="unit-form"
      aria-labelledby="change-plan-title"
      data-testid="change-plan-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen === null) {
          setProblem(true);
          form.current
            ?.querySelector<HTMLInputElement>('input[name="planItemPriceId"]:not(:disabled)')
            ?.focus();
          return;
        }
        setProblem(false);
        const couponCode = couponCodeOrAbsent(coupon);
        send(
          "changePlan",
          {
            subscriptionId: props.plan.subscriptionId,
            planItemPriceId: chosen,
            ...(couponCode === undefined ? {} : { couponCode }),
          },
          t("unitSubscription.manage.changeSent"),
          () => {
            setChosen(null);
            setCoupon("");
          },
        );
      }}
    >
      <h3 id="change-plan-title">{t("unitSubscription.manage.changeTitle")}</h3>
      <PlanChoice
        plans={monthly}
        currentPlanItemPriceId={props.plan.planItemPriceId}
        chosen={chosen}
        onChoose={setChosen}
        invalid={problem}
      />
      {problem ? (
        <p className="unit-field-error" role="alert">
          {t("unitSubscription.manage.choosePlan")}
        </p>
      ) : null}
      <div className="unit-field" data-invalid={couponProblems.length > 0 || undefined}>
        <label htmlFor="coupon-code">{t("unitSubscription.manage.coupon")}</label>
        <input
          id="coupon-code"
          name="couponCode"
          value={coupon}
          maxLength={64}
          autoComplete="off"
          aria-invalid={couponProblems.length > 0 || undefined}
          aria-describedby={couponProblems.length > 0 ? "coupon-code-problem" : undefined}
          onChange={(e) => setCoupon(e.target.value)}
        />
        <p className="unit-field-hint">{t("unitSubscription.manage.couponHint")}</p>
        {couponProblems.length === 0 ? null : (
          <p id="coupon-code-problem" className="unit-field-error" role="alert" data-testid="coupon-problem">
            {t("unitSubscription.manage.couponRefused", { message: couponProblems.join(" ") })}
          </p>
        )}
      </div>
      <div className="unit-form-actions">
        <button type="submit">{t("unitSubscription.manage.change")}</button>
      </div>
    </form>
  );
}

/**
 * Withdrawing a scheduled change and cancelling share one form: a required reason (listing spec §7:
 * blank or only spaces is not one) sent trimmed with the subscription's id by the named command.
 */
function ReasonForm(props: {
  plan: CurrentPlan;
  name: "withdraw" | "cancel";
  command: "deleteScheduledChange" | "cancelSubscription";
  testId: string;
  title: string;
  intro: ReactNode;
  sent: string;
  action: string;
}) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);
  const id = `${props.name}-reason`;
  return (
    <form
      className="unit-form"
      aria-labelledby={`${props.name}-title`}
      data-testid={props.testId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const text = reason.trim();
        setInvalid(text === "");
        if (text === "") return;
        send(props.command, { subscriptionId: props.plan.subscriptionId, reason: text }, props.sent, () =>
          setReason(""),
        );
      }}
    >
      <h3 id={`${props.name}-title`}>{props.title}</h3>
      {props.intro}
      <div className="unit-field" data-invalid={invalid || undefined}>
        <label htmlFor={id}>{t("unitSubscription.manage.reason")}</label>
        <textarea
          id={id}
          name="reason"
          rows={2}
          maxLength={2000}
          required
          aria-invalid={invalid || undefined}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {invalid ? (
          <p className="unit-field-error" role="alert">
            {t("unitSubscription.manage.reasonNeeded")}
          </p>
        ) : null}
      </div>
      <div className="unit-form-actions">
        <button type="submit" className="secondary">
          {props.action}
        </button>
      </div>
    </form>
  );
}

function ScheduledChange(props: { plan: CurrentPlan; name: string }) {
  const { t } = useTranslation();
  return (
    <ReasonForm
      plan={props.plan}
      name="withdraw"
      command="deleteScheduledChange"
      testId="scheduled-change"
      title={t("unitSubscription.manage.scheduledTitle")}
      intro={
        <p data-testid="scheduled-plan">{t("unitSubscription.manage.scheduledTo", { name: props.name })}</p>
      }
      sent={t("unitSubscription.manage.withdrawSent")}
      action={t("unitSubscription.manage.withdraw")}
    />
  );
}

function CancelForm(props: { plan: CurrentPlan }) {
  const { t } = useTranslation();
  return (
    <ReasonForm
      plan={props.plan}
      name="cancel"
      command="cancelSubscription"
      testId="cancel-subscription"
      title={t("unitSubscription.manage.cancelTitle")}
      intro={<p className="unit-field-hint">{t("unitSubscription.manage.cancelHint")}</p>}
      sent={t("unitSubscription.manage.cancelSent")}
      action={t("unitSubscription.manage.cancel")}
    />
  );
}
