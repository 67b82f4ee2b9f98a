// How every read-only tab shows its read: a status while loading, the failure with a retry button,
// else the tab's content.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { AccountRead } from "./use-account-read.ts";

export function AccountReadView<T>(props: {
  read: AccountRead<T> & { reload: () => void };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { read } = props;
  if (read.state === "loading")
    return (
      <p role="status" aria-live="polite">
        {t("account.loading")}
      </p>
    );
  if (read.state === "error")
    return (
      <div role="alert" className="account-error">
        <p>{t("account.loadFailed")}</p>
        <button type="button" onClick={read.reload}>
          {t("account.retry")}
        </button>
      </div>
    );
  return <>{props.children(read.data)}</>;
}
