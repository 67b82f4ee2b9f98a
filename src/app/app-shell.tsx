// The frame around every signed-in page: header (56 px) with the top navigation, a back link on
// pages below a list, the verification dropdown, who is signed in, the network and sync status with
// the changes still waiting for the network; the verification banner under it; on phones a bottom
// bar that hides while scrolling down; the notifications dropdown; the welcome tour for migrated accounts.
import { NavLink, Outlet, useLocation } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { useSyncStatus } from "../features/sync/use-sync-status.ts";
import { useOutbox } from "../features/sync/use-outbox.ts";
import { ToastProvider } from "../ui/toast.tsx";
import { useUserInfo } from "../features/sync/use-user-info.ts";
import { displayName } from "../../domain/user/display-name.ts";
import type { UserInfo } from "../../domain/user/user-info.ts";
import { withLaterStrings } from "../i18n/later-strings.ts";
import { desktopNavigationItems, mobileBottomBarItems } from "../../domain/navigation/app-navigation.ts";
import { isNavItemActive, type NavItem } from "../../domain/navigation/nav-item.ts";
import { implementedAreas } from "./implemented-screens.ts";
import { useNavigationSettings } from "./use-navigation-settings.ts";
import { ImpersonationBanner } from "./impersonation-banner.tsx";
import { usePageFreshness } from "./use-page-freshness.ts";
import { useHideOnScrollDown } from "../ui/use-hide-on-scroll-down.ts";
import { useUserLocale } from "./use-user-locale.ts";
import { RouteErrorBoundary } from "./route-error.tsx";
import { KeptFirstScreen } from "./starting-screen.tsx";
import { useSession } from "./session.tsx";
import { Suspense } from "react";
import { CommandPalette } from "../features/command-palette/command-palette.tsx";
import { useUnreadInboxTitle } from "../features/inbox/use-unread-inbox-title.ts";
import { useReservationsBadge } from "../features/inbox/use-reservations-badge.ts";
import { headerBackLink } from "../../domain/navigation/header-back-link.ts";
import { VerificationBanner, VerificationDropdown } from "./verification-notice.tsx";
import { StorageFullBanner } from "../features/sync/storage-full-banner.tsx";
import { WelcomeTourGate } from "./welcome-tour-gate.tsx";
import { lazyWithRetry } from "./lazy-with-retry.ts";
import { useAfterFirstScreen } from "./after-first-screen.ts";
import { useOpenShownProjection } from "./use-open-shown-projection.ts";
import { BellIcon } from "../ui/icons.tsx";
import { HeaderBack } from "./header-back.tsx";
import "./shell.css";

// Loaded once the first screen has its rows (after-first-screen.ts); until then its bell stands in.
const NotificationsMenu = lazyWithRetry(() =>
  import("./notifications-menu.tsx").then((m) => ({ default: m.NotificationsMenu })),
);

const HelpMenu = lazyWithRetry(
  withLaterStrings(() => import("./help-menu.tsx").then((m) => ({ default: m.HelpMenu }))),
);

// The host's name turns into the account menu once its code and the account strings are here.
const AccountMenu = lazyWithRetry(
  withLaterStrings(() =>
    import("../features/account/account-menu.tsx").then((m) => ({ default: m.AccountMenu })),
  ),
);

/** The notifications button before its menu's code is here: same place and size, not yet usable. */
function NotificationsBell() {
  const { t } = useTranslation();
  return (
    <div className="notifications-menu" data-testid="notifications-menu-loading">
      <button type="button" disabled aria-label={t("shell.notifications.title")}>
        <BellIcon />
      </button>
    </div>
  );
}

/** Who is signed in, until the account menu's code is here. */
function DisplayName(props: { info: UserInfo }) {
  return (
    <span className="display-name" data-testid="display-name">
      {displayName(props.info)}
    </span>
  );
}

export function AppShell() {
  const { t, i18n } = useTranslation();
  const { userId } = useSession();
  const status = useSyncStatus();
  const outbox = useOutbox();
  const userInfo = useUserInfo();
  const location = useLocation();
  const bottomBarHidden = useHideOnScrollDown();
  const back = headerBackLink(location.pathname);
  const afterFirstScreen = useAfterFirstScreen();
  useOpenShownProjection();
  usePageFreshness();
  useUserLocale(userInfo?.locale);
  const waiting = outbox.filter((e) => e.state !== "failed").length;
  // Until every collection has stored its first load (not only pulled it): sync/sync-engine.ts.
  const firstLoad = status.firstLoad;
  const total = status.progress.loaded + status.progress.remaining;
  const unreadChannels = useUnreadInboxTitle();
  // The spec puts the badge on Reservations (unread or pending), also on the phone's bottom bar.
  const reservationsBadge = useReservationsBadge(unreadChannels);
  const navigationSettings = useNavigationSettings();
  const navInput = {
    ...navigationSettings,
    locale: i18n.language,
    badges: reservationsBadge ? { reservations: reservationsBadge } : {},
  };
  const shown = (items: NavItem[]) =>
    items.filter((item) => item.external || implementedAreas.has(item.key as never));
  const link = (item: NavItem) =>
    item.external ? (
      <a key={item.key} href={item.href} target="_blank" rel="noreferrer">
        {t(item.labelKey ?? "")}
      </a>
    ) : (
      <NavLink
        key={item.key}
        to={item.href}
        className={isNavItemActive(item, location.pathname) ? "active" : ""}
      >
        <span className="nav-label">{t(item.labelKey ?? "")}</span>
        {item.badge ? (
          <span className="nav-badge" data-testid={`nav-badge-${item.key}`}>
            {item.badge.label}
          </span>
        ) : null}
      </NavLink>
    );
  return (
    <ToastProvider>
      <a className="visually-hidden" href="#main">
        {t("nav.skipToContent")}
      </a>
      <ImpersonationBanner />
      <header className="app-header">
        <NavLink to="/reservations/requests" className="brand" data-has-back={back !== null}>
          {t("app.name")}
        </NavLink>
        {back ? <HeaderBack back={back} pathname={location.pathname} /> : null}
        <nav className="top-nav" aria-label={t("nav.main")}>
          {shown(desktopNavigationItems(navInput)).map(link)}
        </nav>
        <div className="header-end">
          <VerificationDropdown />
          {afterFirstScreen ? (
            <Suspense fallback={null}>
              <HelpMenu />
            </Suspense>
          ) : null}
          {afterFirstScreen ? (
            <Suspense fallback={<NotificationsBell />}>
              <NotificationsMenu />
            </Suspense>
          ) : (
            <NotificationsBell />
          )}
          <span
            className="network-pill"
            data-online={status.online}
            role="status"
            data-testid="network-status"
          >
            {status.online ? t("network.online") : t("network.offline")}
            {waiting > 0 ? ` · ${t("network.pending", { count: waiting })}` : ""}
          </span>
          {userInfo ? (
            afterFirstScreen ? (
              <Suspense fallback={<DisplayName info={userInfo} />}>
                <AccountMenu />
              </Suspense>
            ) : (
              <DisplayName info={userInfo} />
            )
          ) : null}
          <NavLink to="/logout" className="header-sign-out">
            {t("app.signOut")}
          </NavLink>
        </div>
      </header>
      <VerificationBanner />
      <StorageFullBanner waiting={waiting} />
      {firstLoad ? (
        <div
          className="progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={status.progress.loaded}
          aria-label={t("network.syncing", { loaded: status.progress.loaded, total })}
        >
          <div style={{ width: `${(100 * status.progress.loaded) / Math.max(1, total)}%` }} />
        </div>
      ) : null}
      <div id="main">
        <RouteErrorBoundary>
          <Suspense fallback={<KeptFirstScreen userId={userId} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      <CommandPalette />
      <WelcomeTourGate />
      <nav className="bottom-bar" data-hidden={bottomBarHidden} aria-label={t("nav.main")}>
        {shown(mobileBottomBarItems(navInput)).map(link)}
      </nav>
    </ToastProvider>
  );
}
