import { useEffect } from "react";
import type { AuthClient } from "./auth-client.ts";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Loading } from "../ui/loading.tsx";

/**
 * Signed-out visitors: the front door at `/`; any other page sends them to sign in and brings
 * them back to it afterwards (operations spec §4, auth gating). `id` carries a login hint.
 */
export function FrontDoor(props: { auth: AuthClient }) {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const atFrontDoor = location.pathname === "/";
  const signIn = () => {
    const hint = new URLSearchParams(location.search).get("id");
    void props.auth.manager().then((manager) =>
      manager.signinRedirect({
        state: { returnTo: atFrontDoor ? "/reservations/requests" : returnTo },
        ...(hint ? { login_hint: decodeLoginHint(hint) } : {}),
      }),
    );
  };
  useEffect(() => {
    if (!atFrontDoor) signIn();
    // Only on arrival: signIn changes identity every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [atFrontDoor]);
  if (!atFrontDoor) return <Loading label={t("app.signingIn")} />;
  return (
    <main className="center-page">
      <h1>{t("app.frontDoorTitle")}</h1>
      <p>{t("app.frontDoorBody")}</p>
      <button type="button" className="primary" onClick={signIn} autoFocus>
        {t("app.signIn")}
      </button>
    </main>
  );
}

function decodeLoginHint(id: string): string {
  try {
    return atob(id);
  } catch {
    return id;
  }
}
