// The cookie choices of the legal page (operations spec §7, cookie-consent settings): a switch per
// optional category, necessary ones always on, saved in the settings' cookie under their revision
// (domain/legal/cookie-consent.ts). The settings are asked in the page's language and kept on the
// device, so the choices can be changed offline after one visit.
import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { CookieConsentSettings, type CookieCategory } from "../../../domain/configuration/public-settings.ts";
import { consentCookie, giveConsent, standingConsent } from "../../../domain/legal/cookie-consent.ts";
import { keptAnswer } from "../../app/kept-answer.ts";

function cookieValue(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

export function CookiePreferences() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [settings, setSettings] = useState<CookieConsentSettings | null | undefined>(undefined);
  const [chosen, setChosen] = useState<ReadonlySet<CookieCategory>>(new Set());
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let current = true;
    void keptAnswer("hearth.cookieConsentSettings", CookieConsentSettings, async () => {
      const response = await fetch(
        `/api/public/cookie-consent-settings?hl=${encodeURIComponent(i18n.language)}`,
      );
      if (!response.ok) throw new Error(`status ${response.status}`);
      return response.json();
    }).then((answer) => {
      if (!current) return;
      setSettings(answer);
      if (answer) setChosen(new Set(standingConsent(cookieValue(answer.cookieName), answer)?.allowed ?? []));
    });
    return () => {
      current = false;
    };
  }, [i18n.language]);

  if (settings === undefined) return <p role="status">{t("app.loading")}</p>;
  if (settings === null) return <p role="alert">{t("legal.cookies.unavailable")}</p>;
  return (
    <form
      className="cookie-preferences"
      data-testid="cookie-preferences"
      onSubmit={(e) => {
        e.preventDefault();
        document.cookie = consentCookie(settings, giveConsent(settings, chosen));
        setSaved(true);
      }}
    >
      <fieldset>
        <legend className="visually-hidden">{t("legal.cookies.title")}</legend>
        {settings.categories.map((category) => (
          <label key={category.id} className="cookie-category">
            <input
              type="checkbox"
              name={`${id}-${category.id}`}
              checked={category.required || chosen.has(category.id)}
              disabled={category.required}
              onChange={(e) => {
                setSaved(false);
                setChosen((previous) => {
                  const next = new Set(previous);
                  if (e.target.checked) next.add(category.id);
                  else next.delete(category.id);
                  return next;
                });
              }}
            />
            <span>
              {t(category.labelKey)}
              {category.required ? ` · ${t("legal.cookies.required")}` : ""}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <button type="submit" className="primary">
          {t("legal.cookies.save")}
        </button>
        {saved ? <span role="status">{t("legal.cookies.saved")}</span> : null}
      </div>
    </form>
  );
}
