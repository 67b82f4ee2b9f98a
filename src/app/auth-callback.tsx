import { useEffect, useState } from "react";
import type { UserManager } from "oidc-client-ts";
import { useTranslation } from "react-i18next";
import { Loading } from "../ui/loading.tsx";

/** Completes the code flow, then reloads into where the host was going. */
export function AuthCallback(props: { manager: UserManager }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  useEffect(() => {
    props.manager.signinRedirectCallback().then(
      (user) => {
        const state = user.state as { returnTo?: string } | undefined;
        const returnTo = state?.returnTo?.startsWith("/") ? state.returnTo : "/reservations/requests";
        window.location.replace(returnTo);
      },
      (e: unknown) => setError((e as Error).message),
    );
  }, [props.manager]);
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
export function SilentCallback(props: { manager: UserManager }) {
  useEffect(() => {
    void props.manager.signinSilentCallback().catch(() => undefined);
  }, [props.manager]);
  return null;
}
