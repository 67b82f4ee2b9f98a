import { useCallback } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { StorageFull } from "../../../sync/storage-errors.ts";

/** The words for a command the outbox could not take: a full device has its own message. */
export function useCommandError(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error) => (error instanceof StorageFull ? t("errors.storageFull") : t("errors.commandFailed")),
    [t],
  );
}
