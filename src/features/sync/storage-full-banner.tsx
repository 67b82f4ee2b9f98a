import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { isStorageFullMessage } from "../../../sync/storage-errors.ts";
import { dismissStorageAlert, nextStorageAlert, type StorageAlert } from "./storage-alert.ts";
import { useSyncStatus } from "./use-sync-status.ts";

/**
 * The sync status says the device refused to store what a pull brought (quota): the host is told
 * on every page, can dismiss it, and it goes by itself once a pull or a command succeeds
 * (./storage-alert.ts). role=alert: it appears without the host doing anything.
 */
export function StorageFullBanner(props: { waiting: number }) {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const storageFull = isStorageFullMessage(status.lastError);
  const [alert, setAlert] = useState<StorageAlert>({ phase: "none" });
  useEffect(() => {
    setAlert((current) => nextStorageAlert(current, { storageFull, waiting: props.waiting }));
  }, [storageFull, props.waiting]);
  if (alert.phase !== "shown") return null;
  return (
    <div role="alert" className="storage-full-banner" data-testid="storage-full-banner">
      <span>{t("app.storageFullSync")}</span>
      <button type="button" onClick={() => setAlert(dismissStorageAlert)}>
        {t("app.dismiss")}
      </button>
    </div>
  );
}
