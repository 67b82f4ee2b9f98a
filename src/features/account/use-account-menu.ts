// The account menu's entries and the account area's tabs for the signed-in host: the domain's rule
// (domain/navigation/account-menu.ts) over the user info, the server's settings and the screen.
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { accountMenuItems, type AccountMenuEntry } from "../../../domain/navigation/account-menu.ts";
import { accountMenuInputOf, accountTabs, type AccountTab } from "../../../domain/navigation/account-tabs.ts";
import { usePublicSettings } from "../../app/use-public-settings.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { useMediaQuery } from "../../ui/use-media-query.ts";

/** The width below which the header's menus become sheets (shell.css's phone layout). */
export const phoneQuery = "(max-width: 720px)";

export function useAccountMenu(): {
  readonly entries: readonly AccountMenuEntry[];
  readonly tabs: readonly AccountTab[];
  /** False until the user info is on the device. */
  readonly ready: boolean;
  readonly isMobile: boolean;
} {
  const { i18n } = useTranslation();
  const info = useUserInfo();
  const settings = usePublicSettings();
  const isMobile = useMediaQuery(phoneQuery);
  return useMemo(() => {
    if (!info) return { entries: [], tabs: [], ready: false, isMobile };
    const input = accountMenuInputOf(info, settings ?? undefined, { isMobile, locale: i18n.language });
    return { entries: accountMenuItems(input), tabs: accountTabs(input), ready: true, isMobile };
  }, [info, settings, isMobile, i18n.language]);
}
