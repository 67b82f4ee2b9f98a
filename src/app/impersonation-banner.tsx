import { useTranslation } from "../i18n/use-translation.ts";
import { useUserInfo } from "../features/sync/use-user-info.ts";

/** Staff acting as a host see, on every page, that they are not the host (operations spec §1). */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const info = useUserInfo();
  if (!info?.isImpersonating) return null;
  return (
    <div
      role="status"
      data-testid="impersonation-banner"
      style={{
        background: "#c62828",
        color: "#fff",
        textAlign: "center",
        fontWeight: 700,
        padding: "0.35rem",
        letterSpacing: "0.05em",
      }}
    >
      {t("app.staffImpersonation")}
    </div>
  );
}
