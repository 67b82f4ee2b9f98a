import { useEffect, useState } from "react";
import type { AuthClient } from "./auth-client.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { Loading } from "../ui/loading.tsx";

/** Completes the code flow, then reloads into where the host was going. */
export function AuthCallback(props: { auth: AuthClient }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  useEffect(() => {
    props.auth
      .manager()
      .then((manager) => manager.signinRedirectCallback())
      .then(
        (user) => {
          const state = user.state as { returnTo?: string } | undefined;
          const returnTo = state?.returnTo?.startsWith("/") ? state.returnTo : "/reservations/requests";
          window.location.replace(returnTo);
        },
        (e: unknown) => setError((e as Error).message),
      );
  }, [props.auth]);
  if (error) {
    return (
      <main className="center-page" role="alert">
        <h1>{t("app.startupFailed")}</h1>
        <p>{error}</p>
        <a href="/">{t("app.signIn")}</a>
      </main>
    );
  }
  return <Loading label={t("app.signingIn")} />;
}

/** Runs in the hidden frame of a silent renewal. */
export function SilentCallback(props: { auth: AuthClient }) {
  useEffect(() => {
    void props.auth
      .manager()
      .then((manager) => manager.signinSilentCallback())
      .catch(() => undefined);
  }, [props.auth]);
  return null;
}
