// The account tabs that show what the server already holds (listing spec §2 Account): payout (the
// bank accounts), the pricing model, payment details (whether a payment method is on file), earning
// details and achievements. They are edited where their data is collected (verification and
// onboarding, the subscription pages), so here they are read only.
import { Schema } from "effect";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { BankAccountsPayload } from "../../../domain/account/bank-account.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { AccountReadView } from "./account-read-view.tsx";
import { useAccountRead } from "./use-account-read.ts";

const PaymentSourceStatus = Schema.Struct({
  status: Schema.Literals(["valid", "missing"]),
  provider: Schema.String,
});

function Facts(props: { rows: ReadonlyArray<readonly [string, string | null | undefined]> }) {
  const { t } = useTranslation();
  const rows = props.rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (rows.length === 0) return <p className="account-empty">{t("account.empty")}</p>;
  return (
    <dl className="account-facts">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Tab(props: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section aria-label={props.title} data-testid={props.testId}>
      <h2>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** An IBAN as a statement shows it: the country and check digits, the last four, the rest hidden. */
const maskedIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

export function PayoutTab() {
  const { t } = useTranslation();
  const read = useAccountRead("/api/app/user/payout-details", BankAccountsPayload);
  return (
    <Tab title={t("account.menu.payout")} testId="account-payout">
      <AccountReadView read={read}>
        {({ bankAccounts }) =>
          bankAccounts.length === 0 ? (
            <p className="account-empty">
              {t("account.payout.none")} <Link to="/verification">{t("account.payout.add")}</Link>
            </p>
          ) : (
            <ul data-testid="payout-accounts">
              {bankAccounts.map((account) => (
                <li key={account.iban}>
                  {account.accountHolder} · {maskedIban(account.iban)} · {account.currency}
                </li>
              ))}
            </ul>
          )
        }
      </AccountReadView>
    </Tab>
  );
}

export function PricingTab() {
  const { t } = useTranslation();
  const info = useUserInfo();
  return (
    <Tab title={t("account.menu.pricingModel")} testId="account-pricing">
      {info ? (
        <Facts
          rows={[
            [t("account.pricing.model"), t(`account.pricing.models.${info.commercialModel}`)],
            [t("account.pricing.explained"), t(`account.pricing.explain.${info.commercialModel}`)],
          ]}
        />
      ) : null}
    </Tab>
  );
}

export function PaymentTab() {
  const { t } = useTranslation();
  const read = useAccountRead("/api/app/subscriptions/payment-source/status", PaymentSourceStatus);
  return (
    <Tab title={t("account.menu.paymentDetails")} testId="account-payment">
      <AccountReadView read={read}>
        {(source) => <p data-testid="payment-source">{t(`account.payment.${source.status}`)}</p>}
      </AccountReadView>
    </Tab>
  );
}

export function EarningsTab() {
  const { t } = useTranslation();
  const info = useUserInfo();
  return (
    <Tab title={t("account.menu.earningDetails")} testId="account-earnings">
      {info ? (
        <>
          <Facts rows={[[t("account.pricing.model"), t(`account.pricing.models.${info.commercialModel}`)]]} />
          <p>
            <Link to="/earnings">{t("account.earnings.open")}</Link>
          </p>
        </>
      ) : null}
    </Tab>
  );
}

export function AchievementsTab() {
  const { t } = useTranslation();
  return (
    <Tab title={t("account.menu.achievements")} testId="account-achievements">
      <p className="account-empty">{t("account.achievements.none")}</p>
    </Tab>
  );
}
