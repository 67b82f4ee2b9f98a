// What a route shows when it throws: a chunk that would not load gets the failed-to-load page, a
// query that failed gets the failed-load panel, anything else the 500 page (operations spec §8).
import { Link, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { ModuleLoadFailed } from "./lazy-with-retry.ts";

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reload = (
    <button type="button" className="primary" onClick={() => window.location.reload()}>
      {t("app.reload")}
    </button>
  );
  if (error instanceof ModuleLoadFailed) {
    return (
      <main className="center-page" role="alert" data-testid="failed-to-load">
        <h1>{t("errors.failedToLoadTitle")}</h1>
        <p>{t("errors.failedToLoadBody")}</p>
        {reload}
      </main>
    );
  }
  return (
    <main className="center-page" role="alert" data-testid="error-500">
      <h1>{t("errors.error500Title")}</h1>
      <p>{t("errors.error500Body")}</p>
      <p className="sub">{t("errors.errorCode", { code: 500 })}</p>
      <div className="actions" style={{ justifyContent: "center" }}>
        {reload}
        <Link to="/reservations/upcoming">{t("errors.toUpcoming")}</Link>
      </div>
    </main>
  );
}
