// /verification (listing spec §2, §4): where the host stands, and the way on. Never started,
// required or failed: Start (POST /api/app/user/kyc/set-start-at moves it to collecting data) leads
// to the first step of the host's branch, individual or company by the host's type. Collecting
// data: Continue to the first step still missing, and each step linked (those done marked) so a
// host can return to one. In review: what happens next; staff acting as the host decide there. It
// needs the network, as the steps do (docs/decisions.md).
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { verificationBanner } from "../../../domain/verification/verification-banner.ts";
import {
  requirementOfStep,
  resumeStep,
  type MissingRequirements,
} from "../../../domain/verification/verification-requirements.ts";
import { canStartVerification } from "../../../domain/verification/verification-review.ts";
import {
  verificationStepPath,
  verificationSteps,
  type VerificationStep,
} from "../../../domain/verification/verification-steps.ts";
import { useSession } from "../../app/session.tsx";
import { useNetworkStatus } from "../../app/use-network-status.ts";
import { Loading } from "../../ui/loading.tsx";
import { useUserInfo } from "../sync/use-user-info.ts";
import { StaffReview } from "./staff-review.tsx";
import { useRefreshUserInfo } from "./use-refresh-user-info.ts";
import { stepKey } from "./verification-step-names.ts";

export function VerificationLanding() {
  const { t } = useTranslation();
  const { api } = useSession();
  const navigate = useNavigate();
  const info = useUserInfo();
  const online = useNetworkStatus();
  const refresh = useRefreshUserInfo();
  const [phase, setPhase] = useState<"idle" | "starting" | "failed">("idle");
  const [missing, setMissing] = useState<MissingRequirements["missing"] | undefined>();
  const state = info?.verificationState ?? "VERIFICATION_NEVER_STARTED";
  // While collecting data, Continue leads to the first step still missing and the list marks the
  // steps done; without an answer, Continue starts at the first step.
  useEffect(() => {
    if (state !== "COLLECTING_DATA") return;
    let live = true;
    api.request<MissingRequirements>("GET", "/api/app/user/kyc/requirements").then(
      (answer) => live && setMissing(answer.missing),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, state]);
  if (!info) return <Loading />;
  const done = (step: VerificationStep) =>
    missing !== undefined && !missing.includes(requirementOfStep(step));
  const banner = verificationBanner(state, "other");
  const steps = verificationSteps(info.type);
  const first = verificationStepPath(info.type, steps[0]!);
  const start = async () => {
    setPhase("starting");
    try {
      await api.request("POST", "/api/app/user/kyc/set-start-at", {
        headers: { "idempotency-key": crypto.randomUUID() },
      });
      await refresh();
      setPhase("idle");
      await navigate(first);
    } catch {
      setPhase("failed");
    }
  };
  return (
    <main className="verification-page" data-testid="verification-page">
      <h1>{t("shell.verification.pageTitle")}</h1>
      <p data-testid="verification-state" data-state={state}>
        {banner ? t(`shell.${banner.messageKey}`) : t("shell.verification.completed")}
      </p>
      {canStartVerification(state) ? (
        <button
          type="button"
          className="primary"
          disabled={!online || phase === "starting"}
          onClick={() => void start()}
        >
          {phase === "starting"
            ? t("shell.verification.starting")
            : t(`shell.${banner?.button?.labelKey ?? "verification.banner.startVerification"}`)}
        </button>
      ) : null}
      {state === "COLLECTING_DATA" ? (
        <>
          <Link
            className="button primary"
            to={
              missing === undefined ? first : verificationStepPath(info.type, resumeStep(info.type, missing))
            }
          >
            {t("shell.verification.banner.continue")}
          </Link>
          <nav aria-label={t("verification.stepsLabel")}>
            <ol className="verification-steps">
              {steps.map((step) => (
                <li key={step} data-done={done(step) || undefined}>
                  <Link to={verificationStepPath(info.type, step)}>
                    {t(`verification.step.${stepKey[step]}`)}
                  </Link>
                  {done(step) ? (
                    <span className="verification-step-done"> ✓ {t("verification.stepDone")}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </nav>
        </>
      ) : null}
      {!online && canStartVerification(state) ? (
        <p className="sub">{t("shell.verification.offline")}</p>
      ) : null}
      {phase === "failed" ? (
        <p role="alert" className="error">
          {t("shell.verification.startFailed")}
        </p>
      ) : null}
      {state === "IN_PROGRESS" && info.isImpersonating ? <StaffReview /> : null}
      <p>
        <Link to="/reservations/requests">{t("shell.back.reservations")}</Link>
      </p>
    </main>
  );
}
