// After sign-in the host's own language applies, unless this visit asked for another one with
// the hl parameter or the ho_hl cookie (operations spec §9: hl, cookie, then the profile).
import { useEffect } from "react";
import { resolveLocale } from "../../domain/locale/supported-locale.ts";
import { switchLanguage } from "../i18n/i18n.ts";
import { explicitLocaleChoice } from "../i18n/chosen-locale.ts";

export function useUserLocale(userLocale: string | undefined): void {
  useEffect(() => {
    if (!userLocale) return;
    const explicit = explicitLocaleChoice();
    void switchLanguage(resolveLocale({ hl: explicit.hl, cookie: explicit.cookie, userLocale }));
  }, [userLocale]);
}
