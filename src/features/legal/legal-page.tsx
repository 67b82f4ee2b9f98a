// /legal (operations spec §2): the terms for hosts in short, how Hearth treats the host's data (the
// local store on the device included), the cookie choices, and whom to ask. Open to everyone, signed
// in or not, as legal pages are; /legal/atc has the terms that depend on the host's account.
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePublicSettings } from "../../app/use-public-settings.ts";
import { CookiePreferences } from "./cookie-preferences.tsx";
import "./legal.css";

export function LegalPage() {
  const { t } = useTranslation();
  const email = usePublicSettings()?.contact.email;
  return (
    <main className="legal-page" aria-labelledby="legal-title" data-testid="legal-page">
      <p>
        <Link to="/">{t("app.name")}</Link>
      </p>
      <h1 id="legal-title">{t("legal.title")}</h1>
      <section id="terms" aria-labelledby="legal-terms">
        <h2 id="legal-terms">{t("legal.terms.title")}</h2>
        <p>{t("legal.terms.body")}</p>
        <p>
          <Link to="/legal/atc">{t("legal.terms.atcLink")}</Link>
        </p>
      </section>
      <section id="privacy" aria-labelledby="legal-privacy">
        <h2 id="legal-privacy">{t("legal.privacy.title")}</h2>
        <p>{t("legal.privacy.server")}</p>
        <p>{t("legal.privacy.device")}</p>
      </section>
      <section id="cookies" aria-labelledby="legal-cookies">
        <h2 id="legal-cookies">{t("legal.cookies.title")}</h2>
        <p>{t("legal.cookies.lead")}</p>
        <CookiePreferences />
      </section>
      <section id="contact" aria-labelledby="legal-contact">
        <h2 id="legal-contact">{t("legal.contact.title")}</h2>
        <p>
          {t("legal.contact.body")} {email ? <a href={`mailto:${email}`}>{email}</a> : null}
        </p>
      </section>
    </main>
  );
}
