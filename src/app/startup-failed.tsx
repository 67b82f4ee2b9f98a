import { useTranslation } from "../i18n/use-translation.ts";

/** Shown when Hearth cannot start at all (operations spec §8: "Unexpected error"). */
export function StartupFailed() {
  const { t } = useTranslation();
  return (
    <main className="center-page" role="alert">
      <h1>{t("app.startupFailed")}</h1>
      <p>{t("app.startupFailedBody")}</p>
      <button type="button" className="primary" onClick={() => window.location.reload()}>
        {t("app.reload")}
      </button>
    </main>
  );
}
