// Staff acting as a host (impersonation, flagged on user info) pass or fail the host's verification
// in review here (POST /api/app/staff/kyc/decision). The server refuses it to anyone else; this panel
// is shown only to staff so a host never meets a button that cannot work.
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ReviewOutcome } from "../../../domain/verification/verification-review.ts";
import { useSession } from "../../app/session.tsx";
import { useNetworkStatus } from "../../app/use-network-status.ts";
import { useRefreshUserInfo } from "./use-refresh-user-info.ts";

export function StaffReview() {
  const { t } = useTranslation();
  const { api } = useSession();
  const online = useNetworkStatus();
  const refresh = useRefreshUserInfo();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const decide = async (outcome: ReviewOutcome) => {
    setBusy(true);
    setProblem(null);
    try {
      await api.request("POST", "/api/app/staff/kyc/decision", {
        body: { outcome },
        headers: { "idempotency-key": crypto.randomUUID() },
      });
      await refresh();
    } catch (error) {
      setProblem(t("verification.staff.failed", { reason: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      className="verification-staff"
      aria-labelledby="verification-staff-title"
      data-testid="staff-review"
    >
      <h2 id="verification-staff-title">{t("verification.staff.title")}</h2>
      <p>{t("verification.staff.intro")}</p>
      <div className="verification-actions">
        <button
          type="button"
          className="primary"
          disabled={!online || busy}
          onClick={() => void decide("passed")}
        >
          {t("verification.staff.pass")}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={!online || busy}
          onClick={() => void decide("failed")}
        >
          {t("verification.staff.fail")}
        </button>
      </div>
      {problem !== null ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
