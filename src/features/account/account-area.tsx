// The account area (listing spec §2: /account/{tab}): the tabs the host's flags allow, from the same
// rule as the header's menu (domain/navigation/account-tabs.ts). /account opens profile, and so does
// a tab this host does not see (or one that does not exist).
import { Suspense } from "react";
import { NavLink, Navigate, Route, Routes, useParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { shownAccountTab, type AccountTabSlug } from "../../../domain/navigation/account-tabs.ts";
import { lazyWithRetry } from "../../app/lazy-with-retry.ts";
import { Loading } from "../../ui/loading.tsx";
import type { OutboxEntry } from "../../../sync/local-schemas.ts";
import { FailedCommandNotices } from "../sync/failed-command-notices.tsx";
import { useAccountMenu } from "./use-account-menu.ts";
import "./account.css";

const ProfileTab = lazyWithRetry(() => import("./profile-tab.tsx").then((m) => ({ default: m.ProfileTab })));
const LocalizationTab = lazyWithRetry(() =>
  import("./localization-tab.tsx").then((m) => ({ default: m.LocalizationTab })),
);
const ReadOnlyTabs = () => import("./read-only-tabs.tsx");
const BillingTab = lazyWithRetry(() => import("./billing-tab.tsx").then((m) => ({ default: m.BillingTab })));
const PayoutTab = lazyWithRetry(() => ReadOnlyTabs().then((m) => ({ default: m.PayoutTab })));
const PricingTab = lazyWithRetry(() => ReadOnlyTabs().then((m) => ({ default: m.PricingTab })));
const PaymentTab = lazyWithRetry(() => ReadOnlyTabs().then((m) => ({ default: m.PaymentTab })));
const EarningsTab = lazyWithRetry(() => ReadOnlyTabs().then((m) => ({ default: m.EarningsTab })));
const AchievementsTab = lazyWithRetry(() => ReadOnlyTabs().then((m) => ({ default: m.AchievementsTab })));

// The account's own changes (profile and language) refused by the server: rolled back, said here on
// every tab. A module constant, so the memoised notices are not drawn again on each render.
const isUserInfoChange = (entry: OutboxEntry) => entry.type === "updateUserInfo";

const tabElements: Record<AccountTabSlug, React.ReactElement> = {
  profile: <ProfileTab />,
  achievements: <AchievementsTab />,
  billing: <BillingTab />,
  payout: <PayoutTab />,
  pricing: <PricingTab />,
  payment: <PaymentTab />,
  earnings: <EarningsTab />,
  localization: <LocalizationTab />,
};

function AccountTabPage() {
  const { tab } = useParams();
  const { tabs, ready } = useAccountMenu();
  if (!ready) return <Loading />;
  const shown = shownAccountTab(tabs, tab);
  if (shown !== tab) return <Navigate to={`/account/${shown}`} replace />;
  return <Suspense fallback={<Loading />}>{tabElements[shown]}</Suspense>;
}

export function AccountArea() {
  const { t } = useTranslation();
  const { tabs } = useAccountMenu();
  return (
    <div className="account-area" data-testid="account-area">
      <h1>{t("account.title")}</h1>
      <nav className="account-tabs" aria-label={t("account.tabsLabel")}>
        {tabs.map((tab) => (
          <NavLink key={tab.slug} to={`/account/${tab.slug}`} data-testid={`account-tab-${tab.slug}`}>
            {t(tab.labelKey)}
          </NavLink>
        ))}
      </nav>
      <FailedCommandNotices shows={isUserInfoChange} refusedKey="account.profile.refused" />
      <Routes>
        <Route index element={<Navigate to="/account/profile" replace />} />
        <Route path=":tab" element={<AccountTabPage />} />
        <Route path="*" element={<Navigate to="/account/profile" replace />} />
      </Routes>
    </div>
  );
}
