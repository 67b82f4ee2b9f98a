// /verification (listing spec §2): this build has no identity and payout document steps (they are
// the listing side's), so the page says where the host stands and starts the verification, through
// POST /api/app/user/kyc/set-start-at, which moves a never-started or required one to collecting
// data (docs/decisions.md). It needs the network: KYC is not in the local store.
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Schema } from "effect";
import { UserInfo } from "../../domain/user/user-info.ts";
import { verificationBanner } from "../../domain/verification/verification-banner.ts";
import { useUserInfo } from "../features/sync/use-user-info.ts";
import { useSession } from "./session.tsx";
import { useNetworkStatus } from "./use-network-status.ts";
import { Loading } from "../ui/loading.tsx";

const decodeUserInfo = Schema.decodeUnknownSync(UserInfo);

export function VerificationPage() {
  const { t } = useTranslation();
  const { api, db } = useSession();
  const info = useUserInfo();
  const online = useNetworkStatus();
  const [phase, setPhase] = useState<"idle" | "starting" | "failed">("idle");
  if (!info) return <Loading />;
  const state = info.verificationState ?? "VERIFICATION_NEVER_STARTED";
  const banner = verificationBanner(state, "other");
  const canStart = state === "VERIFICATION_NEVER_STARTED" || state === "REQUIRED";
  const start = async () => {
    setPhase("starting");
    try {
      await api.request("POST", "/api/app/user/kyc/set-start-at", {
        headers: { "idempotency-key": crypto.randomUUID() },
      });
      // The new state comes back with user info, which the whole shell reads from the local store.
      const fresh = decodeUserInfo(await api.request("GET", "/api/app/user/info"));
      await db.collections.meta.upsert({ key: "userInfo", value: fresh });
      setPhase("idle");
    } catch {
      setPhase("failed");
    }
  };
  return (
    <main className="center-page verification-page" data-testid="verification-page">
      <h1>{t("shell.verification.pageTitle")}</h1>
      <p data-testid="verification-state" data-state={state}>
        {banner ? t(`shell.${banner.messageKey}`) : t("shell.verification.completed")}
      </p>
      {canStart ? (
        <button
          type="button"
          className="primary"
          disabled={!online || phase === "starting"}
          onClick={() => void start()}
        >
          {phase === "starting"
            ? t("shell.verification.starting")
            : t("shell.verification.banner.startVerification")}
        </button>
      ) : null}
      {!online && canStart ? <p className="sub">{t("shell.verification.offline")}</p> : null}
      {phase === "failed" ? (
        <p role="alert" className="error">
          {t("shell.verification.startFailed")}
        </p>
      ) : null}
      <p>
        <Link to="/reservations/requests">{t("shell.back.reservations")}</Link>
      </p>
    </main>
  );
}
