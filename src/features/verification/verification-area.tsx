// /verification/* (listing spec §2): the landing page, each step of the host's branch (individual
// or company, by the host's type) and the success page, loaded together when the area is first
// opened. A step is open only while the verification collects data and only in the host's own
// branch; any other address under /verification leads to the landing page, which says why.
import { Navigate, Route, Routes } from "react-router";
import type { UserType } from "../../../domain/user/user-info.ts";
import { verificationSteps, type VerificationStep } from "../../../domain/verification/verification-steps.ts";
import { Loading } from "../../ui/loading.tsx";
import { useUserInfo } from "../sync/use-user-info.ts";
import { VerificationLanding } from "./verification-landing.tsx";
import { VerificationStepPage } from "./verification-step-page.tsx";
import { VerificationSuccess } from "./verification-success.tsx";
import "./verification.css";

const branches: readonly UserType[] = ["individual", "company"];

function StepGuard(props: { type: UserType; step: VerificationStep }) {
  const info = useUserInfo();
  if (!info) return <Loading />;
  if (info.type !== props.type || info.verificationState !== "COLLECTING_DATA")
    return <Navigate to="/verification" replace />;
  return <VerificationStepPage type={props.type} step={props.step} />;
}

export function VerificationArea() {
  return (
    <Routes>
      <Route index element={<VerificationLanding />} />
      <Route path="success" element={<VerificationSuccess />} />
      {branches.flatMap((type) =>
        verificationSteps(type).map((step) => (
          <Route
            key={`${type}/${step}`}
            path={`${type}/${step}`}
            element={<StepGuard type={type} step={step} />}
          />
        )),
      )}
      <Route path="*" element={<Navigate to="/verification" replace />} />
    </Routes>
  );
}
