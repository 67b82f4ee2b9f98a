// The localization tab (listing spec §2 Account): the host's preferred language, labelled "user
// preferences" or "preferred language" by the server's setting. Saving is an updateUserInfo command
// (the profile's locale) and switches the interface at once; the language cookie takes the choice
// too, since a cookie beats the profile (operations spec §9) and an older one would undo it.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import {
  languageCookie,
  matchLocale,
  supportedLocales,
  type SupportedLocale,
} from "../../../domain/locale/supported-locale.ts";
import { switchLanguage } from "../../i18n/i18n.ts";
import { useSendCommand } from "../reservations/use-send-command.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { useAccountMenu } from "./use-account-menu.ts";

/** A locale named in its own language and region: "Deutsch (Schweiz)". */
function autonym(locale: SupportedLocale): string {
  const tag = locale.replace("_", "-");
  return new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? locale;
}

export function LocalizationTab() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const { tabs } = useAccountMenu();
  const send = useSendCommand();
  const id = useId();
  const current = matchLocale(info?.locale) ?? "en_US";
  const [chosen, setChosen] = useState<SupportedLocale>(current);
  const label = tabs.find((tab) => tab.slug === "localization")?.labelKey ?? "account.menu.preferredLanguage";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === current) return;
    document.cookie = `${languageCookie}=${chosen}; path=/; max-age=31536000; samesite=lax`;
    void switchLanguage(chosen);
    send("updateUserInfo", { locale: chosen }, t("account.localization.saved"));
  };

  return (
    <section aria-labelledby={`${id}-title`} data-testid="account-localization">
      <h2 id={`${id}-title`}>{t(label)}</h2>
      <form className="account-form" onSubmit={submit}>
        <label>
          <span>{t("account.localization.language")}</span>
          <select
            name="locale"
            value={chosen}
            onChange={(event) => setChosen(event.target.value as SupportedLocale)}
          >
            {supportedLocales.map((locale) => (
              <option key={locale} value={locale} lang={locale.replace("_", "-")}>
                {autonym(locale)}
              </option>
            ))}
          </select>
        </label>
        <div>
          <button type="submit" className="primary" disabled={chosen === current}>
            {t("account.localization.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
