// The commission-model and commercial-model pages: how the host pays Hearth. The choice is the
// host's, not the unit's, and is saved by the onboarding call (POST /api/app/user/init-onboarding,
// which keeps the host type and sets the model), then the user info is read again so every screen
// shows it. That call is not a command of the outbox, so this step needs a connection, and says so.
import { Schema } from "effect";
import { useState } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import {
  commercialModelChoices,
  type CommercialModel,
} from "../../../../domain/listing/commercial-model-choices.ts";
import { UserInfo } from "../../../../domain/user/user-info.ts";
import { ApiError, NetworkError } from "../../../../sync/api-client.ts";
import { useSession } from "../../../app/session.tsx";
import { useUserInfo } from "../../sync/use-user-info.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useRegisterSave } from "./use-register-save.ts";

const decodeUserInfo = Schema.decodeUnknownSync(UserInfo);

export function CommercialModelStep(props: ListingStepProps) {
  const { t } = useTranslation();
  const { api, db } = useSession();
  const user = useUserInfo();
  const [problem, setProblem] = useState<string>();
  const choices = commercialModelChoices(
    props.step.name === "commercial-model" ? "commercial-model" : "commission-model",
  );
  const current = user?.commercialModel;
  const draft = useStepDraft<{ model: CommercialModel | "" }>(props.unitId, props.step.name, () => ({
    model: current !== undefined && choices.includes(current) ? current : "",
  }));

  useRegisterSave(props.registerSave, async () => {
    const { model } = draft.values;
    if (model === "" || user === undefined) {
      setProblem(t("units.errors.chooseOne"));
      return false;
    }
    if (model === user.commercialModel) {
      draft.clear();
      return true;
    }
    try {
      await api.request("POST", "/api/app/user/init-onboarding", {
        body: { type: user.type, commercialModel: model },
        headers: { "idempotency-key": crypto.randomUUID() },
      });
      const fresh = decodeUserInfo(await api.request("GET", "/api/app/user/info"));
      await db.collections.meta.upsert({ key: "userInfo", value: fresh });
      setProblem(undefined);
      draft.clear();
      return true;
    } catch (error) {
      setProblem(
        error instanceof NetworkError
          ? t("listing.model.offline")
          : error instanceof ApiError
            ? error.message
            : t("listing.model.failed"),
      );
      return false;
    }
  });

  return (
    <div className="listing-fields">
      <fieldset className="unit-choices" aria-invalid={problem !== undefined || undefined}>
        <legend>{t("listing.model.question")}</legend>
        {choices.map((model) => (
          <label key={model} className="checkbox-row">
            <input
              type="radio"
              name="commercialModel"
              value={model}
              checked={draft.values.model === model}
              onChange={() => draft.set({ model })}
            />
            <span>
              {t(`listing.model.${model}`)}
              <span className="unit-field-hint"> {t(`listing.model.${model}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem === undefined ? null : (
        <p className="unit-field-error" role="alert" data-testid="model-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
