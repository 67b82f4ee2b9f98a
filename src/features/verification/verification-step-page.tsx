// One step of /verification/{individual|company}/{step} (listing spec §2): its name and place in
// the branch, its form, and the way back. Esc goes back a step; the form's Continue (or Enter) saves
// and goes on; the last step hands the verification in and shows the success page.
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { UserType } from "../../../domain/user/user-info.ts";
import {
  nextVerificationPath,
  verificationStepPath,
  verificationSteps,
  type VerificationStep,
} from "../../../domain/verification/verification-steps.ts";
import { DetailsStepForm } from "./details-step-form.tsx";
import {
  bankAccountSpec,
  companyIdentitySpec,
  individualIdentitySpec,
  ownerSpec,
} from "./details-step-specs.ts";
import { DocumentUploadStep } from "./document-upload-step.tsx";
import { useEscapeBack } from "./use-escape-back.ts";
import { useSubmitVerification } from "./use-submit-verification.ts";
import { stepKey } from "./verification-step-names.ts";

export function VerificationStepPage(props: { type: UserType; step: VerificationStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitVerification();
  const steps = verificationSteps(props.type);
  const index = steps.indexOf(props.step);
  const previous = steps[index - 1];
  const back = previous === undefined ? "/verification" : verificationStepPath(props.type, previous);
  useEscapeBack(back);
  const next = nextVerificationPath(props.type, props.step);
  const last = index === steps.length - 1;
  const continueLabel = last ? t("verification.submit") : t("verification.continue");
  const goOn = async () => {
    if (last) await submit();
    await navigate(next);
  };
  const key = stepKey[props.step];

  const body = () => {
    switch (props.step) {
      case "identity":
        return <DetailsStepForm spec={individualIdentitySpec} continueLabel={continueLabel} onSaved={goOn} />;
      case "identity/info":
        return <DetailsStepForm spec={companyIdentitySpec} continueLabel={continueLabel} onSaved={goOn} />;
      case "owner/info":
        return <DetailsStepForm spec={ownerSpec} continueLabel={continueLabel} onSaved={goOn} />;
      case "payout-info":
        return <DetailsStepForm spec={bankAccountSpec} continueLabel={continueLabel} onSaved={goOn} />;
      case "upload-id":
      case "document-upload":
      case "owner-upload/id":
      case "payout-upload":
        return <DocumentUploadStep step={props.step} continueLabel={continueLabel} onContinue={goOn} />;
    }
  };

  return (
    <main className="verification-page" data-testid="verification-step" data-step={props.step}>
      <p className="sub">{t("verification.stepOf", { current: index + 1, total: steps.length })}</p>
      <h1>{t(`verification.step.${key}`)}</h1>
      <p>{t(`verification.intro.${key}`)}</p>
      {/* Keyed by step: moving on starts the next form afresh. */}
      <div key={props.step}>{body()}</div>
      <p>
        <Link to={back}>{t("verification.back")}</Link>
      </p>
    </main>
  );
}
