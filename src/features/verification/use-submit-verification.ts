// Hands the verification in for review (POST /api/app/user/kyc/submit) after the last step, then
// stores the fresh user info so the shell's banner shows "in review" at once. A refusal naming what
// is still missing is said in the host's language, step by step.
import { useCallback } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { ApiError } from "../../../sync/api-client.ts";
import { useSession } from "../../app/session.tsx";
import { useRefreshUserInfo } from "./use-refresh-user-info.ts";

export function useSubmitVerification(): () => Promise<void> {
  const { t } = useTranslation();
  const { api } = useSession();
  const refresh = useRefreshUserInfo();
  return useCallback(async () => {
    try {
      await api.request("POST", "/api/app/user/kyc/submit", {
        headers: { "idempotency-key": crypto.randomUUID() },
      });
    } catch (error) {
      const missing =
        error instanceof ApiError && error.body && "invalidParams" in error.body
          ? (error.body.invalidParams ?? []).filter((p) => p.type === "missing").map((p) => p.name)
          : [];
      if (missing.length > 0)
        throw new Error(
          t("verification.missing", {
            list: missing.map((name) => t(`verification.requirement.${name}`)).join(", "),
          }),
          { cause: error },
        );
      throw error;
    }
    await refresh();
  }, [api, refresh, t]);
}
