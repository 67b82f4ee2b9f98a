// Verification, personal details and payout pages of the flow: their data is entered in the
// verification area, so the step says where the host stands, links there, and lets the host go on
// only once the data exists (host-data-steps.ts).
import { useState } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Link } from "react-router";
import { hostDataComplete, hostDataKindOf } from "../../../../domain/listing/host-data-steps.ts";
import { useUserInfo } from "../../sync/use-user-info.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function HostDataStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const [missing, setMissing] = useState(false);
  const kind = hostDataKindOf(props.step.name) ?? "verification";
  const complete = user !== undefined && hostDataComplete(kind, user);

  useRegisterSave(props.registerSave, () => {
    setMissing(!complete);
    return complete;
  });

  const state = user?.verificationState ?? "VERIFICATION_NEVER_STARTED";
  return (
    <div className="listing-fields">
      <p>{t(`listing.hostData.${kind}.text`)}</p>
      <p data-testid="host-data-state" data-complete={complete}>
        {complete ? t(`listing.hostData.${kind}.done`) : t(`listing.hostData.${kind}.missing`)}
        {kind === "personal-details" ? null : ` ${t(`listing.hostData.states.${state}`)}`}
      </p>
      <Link to="/verification" className="button secondary">
        {t("listing.hostData.open")}
      </Link>
      {missing && !complete ? (
        <p className="unit-field-error" role="alert">
          {t(`listing.hostData.${kind}.needed`)}
        </p>
      ) : null}
    </div>
  );
}
