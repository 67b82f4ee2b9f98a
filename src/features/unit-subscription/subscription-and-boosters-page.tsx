// /properties/{propertyId}/units/{unitId}/subscription-and-boosters (listing spec §2, §4): the unit's
// current plan (a plan in trial shown as active), the host's leads, unit-publish credits and boosts
// with §4's empty and low states (domain/subscription/subscription-quotas.ts), a prompt when a
// subscription expires or is about to, and the ways on to managing the plan and booking boosts.
import { Link } from "react-router";
import { unitPagePath } from "../../../domain/properties/invalid-field-fix.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Schema } from "effect";
import { CurrentPlan } from "../../../domain/subscription/subscription-info.ts";
import { displayedSubscriptionStatus } from "../../../domain/subscription/current-plan-display.ts";
import {
  isSubscriptionAboutToExpire,
  isSubscriptionExpired,
} from "../../../domain/subscription/subscription-expiry.ts";
import {
  boostState,
  leadsState,
  unitPublishState,
  type QuotaState,
} from "../../../domain/subscription/subscription-quotas.ts";
import { UnitId } from "../../../domain/ids.ts";
import { Loading } from "../../ui/loading.tsx";
import { useCurrentUnit } from "../units/use-current-unit.ts";
import { useCoinSubscription } from "./use-coin-subscription.ts";
import { useKeptRead } from "./use-kept-read.ts";
import { useUnitSubscription } from "./use-unit-subscription.ts";
import "./unit-subscription.css";

const Expiring = Schema.Array(
  Schema.Struct({ unitId: UnitId, expirationDate: Schema.String, currentPlan: CurrentPlan }),
);

/** Empty is checked first: empty leads are also low (0 is at most a quarter). */
const levelOf = (state: QuotaState) => (state.isEmpty ? "empty" : state.isLow ? "low" : "ok");

function QuotaRow(props: { label: string; text: string; state: QuotaState; testId: string }) {
  const { t } = useTranslation();
  const level = levelOf(props.state);
  return (
    <div className="subscription-quota" data-level={level} data-testid={props.testId}>
      <dt>{props.label}</dt>
      <dd>
        {props.text}
        {level === "ok" ? null : (
          <span className={`quota-badge ${level}`}>{t(`unitSubscription.quota.${level}`)}</span>
        )}
      </dd>
    </div>
  );
}

export function SubscriptionAndBoostersPage() {
  const { t, i18n } = useTranslation();
  const { unit } = useCurrentUnit();
  const subscription = useUnitSubscription(unit.id);
  const coins = useCoinSubscription().value;
  const expiring = useKeptRead(
    "hearth.subscriptionsExpiring",
    Expiring,
    "/api/app/subscription/expiring",
  ).value;
  const now = new Date();
  const date = (value: string) =>
    new Intl.DateTimeFormat(i18n.language.replace("_", "-"), { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(value),
    );

  if (!subscription.ready) return <Loading label={t("unitSubscription.loading")} />;
  const plan = subscription.document?.currentPlan ?? null;
  const unitExpiring = expiring?.find((e) => e.unitId === unit.id);
  const coinsExpiry = coins?.expirationDate ?? null;

  return (
    <section
      className="unit-subscription"
      aria-labelledby="subscription-title"
      data-testid="subscription-overview"
    >
      <h2 id="subscription-title">{t("unitSubscription.overview.title")}</h2>
      {unitExpiring === undefined ? null : (
        <div className="notice" role="status" data-testid="expiring-prompt">
          <span>
            {t("unitSubscription.overview.unitExpiring", { date: date(unitExpiring.expirationDate) })}
          </span>
          <Link to={unitPagePath(unit.propertyId, unit.id, "manage-subscription")}>
            {t("unitSubscription.overview.renew")}
          </Link>
        </div>
      )}
      {coinsExpiry !== null && isSubscriptionExpired(coinsExpiry, now) ? (
        <div className="notice" role="status" data-testid="coins-expired">
          {t("unitSubscription.overview.coinsExpired", { date: date(coinsExpiry) })}
        </div>
      ) : coinsExpiry !== null && isSubscriptionAboutToExpire(coinsExpiry, now) ? (
        <div className="notice" role="status" data-testid="coins-expiring">
          {t("unitSubscription.overview.coinsExpiring", { date: date(coinsExpiry) })}
        </div>
      ) : null}

      <h3>{t("unitSubscription.overview.currentPlan")}</h3>
      {plan === null ? (
        <p className="empty" data-testid="no-plan">
          {t("unitSubscription.overview.noPlan")}
        </p>
      ) : (
        <p data-testid="current-plan">
          <strong>{plan.name}</strong>{" "}
          <span className="plan-status">
            {t(`unitSubscription.status.${displayedSubscriptionStatus(plan.subscriptionStatus)}`)}
          </span>
          {plan.isCancellationScheduled ? (
            <span className="plan-note"> {t("unitSubscription.overview.cancellationScheduled")}</span>
          ) : null}
          {subscription.pending ? <span className="pending"> {t("unitSubscription.waiting")}</span> : null}
        </p>
      )}

      <h3>{t("unitSubscription.overview.quotas")}</h3>
      {coins === undefined ? (
        <Loading label={t("unitSubscription.loading")} />
      ) : coins === null ? (
        <p className="empty" data-testid="quotas-unavailable">
          {t("unitSubscription.overview.quotasUnavailable")}
        </p>
      ) : (
        <dl className="subscription-quotas">
          {coins.leads.enabled ? (
            <QuotaRow
              label={t("unitSubscription.overview.leads")}
              text={t("unitSubscription.overview.leadsLeft", {
                remaining: coins.leads.remaining,
                total: coins.leads.total,
              })}
              state={leadsState(coins.leads)}
              testId="quota-leads"
            />
          ) : null}
          <QuotaRow
            label={t("unitSubscription.overview.unitPublish")}
            text={t("unitSubscription.overview.creditsLeft", {
              remaining: Math.max(0, coins.unitPublish.quota - coins.unitPublish.used),
              total: coins.unitPublish.quota,
            })}
            state={unitPublishState(coins.unitPublish)}
            testId="quota-unit-publish"
          />
          <QuotaRow
            label={t("unitSubscription.overview.boosts")}
            text={t("unitSubscription.overview.creditsLeft", {
              remaining: Math.max(0, coins.boost.quota - coins.boost.used),
              total: coins.boost.quota,
            })}
            state={boostState(coins.boost)}
            testId="quota-boost"
          />
        </dl>
      )}
      <p className="subscription-links">
        <Link to={unitPagePath(unit.propertyId, unit.id, "manage-subscription")} data-testid="link-manage">
          {t("unitSubscription.overview.manage")}
        </Link>
        <Link to={unitPagePath(unit.propertyId, unit.id, "boosters")} data-testid="link-boosters">
          {t("unitSubscription.overview.boosters")}
        </Link>
      </p>
    </section>
  );
}
