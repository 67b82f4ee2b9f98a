import { useEffect } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useUnreadChannelCount } from "./use-inbox-snapshot.ts";
import "./nav-badge.css";

/**
 * The shell's unread conversations: the page title carries their number, "(3) Hearth", as mail and
 * chat apps do, so a host sees a new message from another tab. Returns the number for the nav badge.
 */
export function useUnreadInboxTitle(): number {
  const { t } = useTranslation();
  const count = useUnreadChannelCount();
  useEffect(() => {
    document.title = count > 0 ? `(${count}) ${t("app.name")}` : t("app.name");
  }, [count, t]);
  return count;
}
