// The frame around every signed-in page: header (56 px) with navigation, who is signed in, the
// network and sync status, and the host's changes still waiting for the network.
import { NavLink, Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { useSyncStatus } from "../features/sync/use-sync-status.ts";
import { useOutbox } from "../features/sync/use-outbox.ts";
import { ToastProvider } from "../ui/toast.tsx";
import { useUserInfo } from "../features/sync/use-user-info.ts";
import { displayName } from "../../domain/user/display-name.ts";

export function AppShell() {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const outbox = useOutbox();
  const userInfo = useUserInfo();
  const waiting = outbox.filter((e) => e.state !== "failed").length;
  const firstLoad = !status.caughtUp && status.progress.remaining > 0;
  const total = status.progress.loaded + status.progress.remaining;
  return (
    <ToastProvider>
      <a className="visually-hidden" href="#main">
        {t("nav.skipToContent")}
      </a>
      <header className="app-header">
        <NavLink to="/reservations/requests" className="brand">
          {t("app.name")}
        </NavLink>
        <nav className="top-nav" aria-label="Main">
          <NavLink to="/reservations/requests" className={({ isActive }) => (isActive ? "active" : "")}>
            {t("nav.reservations")}
          </NavLink>
        </nav>
        <div className="header-end">
          <span
            className="network-pill"
            data-online={status.online}
            role="status"
            data-testid="network-status"
          >
            {status.online ? t("network.online") : t("network.offline")}
            {waiting > 0 ? ` · ${t("network.pending", { count: waiting })}` : ""}
          </span>
          {userInfo ? <span data-testid="display-name">{displayName(userInfo)}</span> : null}
          <NavLink to="/logout">{t("app.signOut")}</NavLink>
        </div>
      </header>
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
        <Outlet />
      </div>
    </ToastProvider>
  );
}
