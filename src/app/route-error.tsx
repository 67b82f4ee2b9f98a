// What a route shows when it throws: a chunk that would not load gets the failed-to-load page, a
// query that failed gets the failed-load panel, anything else the 500 page (operations spec §8).
import { Component, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../i18n/use-translation.ts";
import { ModuleLoadFailed } from "./lazy-with-retry.ts";

export function RouteError(props: { error: unknown }) {
  const { t } = useTranslation();
  const { error } = props;
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

interface BoundaryState {
  error: unknown;
  /** The page the error happened on: going to another page clears it. */
  at: string | undefined;
}

class ErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, at: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error("unknown error") };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> {
    if (state.error === undefined) return { at: props.pathname };
    if (state.at !== props.pathname) return { error: undefined, at: props.pathname };
    return {};
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Shows RouteError for whatever its pages throw while rendering, until the host goes elsewhere. */
export function RouteErrorBoundary(props: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{props.children}</ErrorBoundary>;
}
