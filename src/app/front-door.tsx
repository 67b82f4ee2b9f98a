import { useEffect } from "react";
import { Schema } from "effect";
import type { UserManager } from "oidc-client-ts";
import type { AuthClient } from "./auth-client.ts";
import { useLocation, useNavigate } from "react-router";
import { DomainConfiguration } from "../../domain/configuration/public-settings.ts";
import { defaultLocale, languageTag, matchLocale } from "../../domain/locale/supported-locale.ts";
import { signInPrompt } from "../../domain/navigation/redirect-entry.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { Loading } from "../ui/loading.tsx";
import { decodeSessionEndedNotice, sessionEndedNoticeKey } from "./session-ended-notice.ts";

/**
 * Signed-out visitors: the front door at `/`; any other page sends them to sign in and brings
 * them back to it afterwards (operations spec §4, auth gating). `id` carries a login hint, and
 * /redirect/register opens the provider's sign-up instead when it has one. The provider's pages
 * get the language this page shows (`ui_locales`, operations spec §7).
 */
export function FrontDoor(props: { auth: AuthClient }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const atFrontDoor = location.pathname === "/";
  const toLanding = location.pathname.replace(/\/$/, "") === "/redirect/landing";
  const navigate = useNavigate();
  // A session that ended on its own (not a sign-out) says why before sending anyone to sign in.
  const ended = decodeSessionEndedNotice(sessionStorage.getItem(sessionEndedNoticeKey));
  const signIn = () => {
    const hint = new URLSearchParams(location.search).get("id");
    void props.auth.manager().then(async (manager) => {
      const prompt = signInPrompt(location.pathname, await promptValuesSupported(manager));
      await manager.signinRedirect({
        state: { returnTo: atFrontDoor ? "/reservations/requests" : returnTo },
        ui_locales: languageTag(matchLocale(i18n.language) ?? defaultLocale),
        ...(hint ? { login_hint: decodeLoginHint(hint) } : {}),
        ...(prompt ? { prompt } : {}),
      });
    });
  };
  useEffect(() => {
    if (toLanding) {
      // The landing redirect is the domain configuration's; without one, the front door.
      void landingRedirect().then((to) =>
        to ? window.location.assign(to) : navigate("/", { replace: true }),
      );
      return;
    }
    if (!atFrontDoor && !ended) signIn();
    // Only on arrival: signIn changes identity every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [atFrontDoor, toLanding]);
  if (ended) {
    return (
      <main className="center-page">
        <h1>{t("app.sessionEndedTitle")}</h1>
        <p role="alert" data-testid="session-ended">
          {ended.unsent > 0
            ? t("app.sessionEnded", { count: ended.unsent })
            : t("app.sessionEndedNothingUnsent")}
        </p>
        <button type="button" className="primary" onClick={signIn} autoFocus>
          {t("app.signInAgain")}
        </button>
      </main>
    );
  }
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

/**
 * The provider's `prompt_values_supported`, from the discovery document oidc-client-ts fetches for
 * the sign-in anyway (and keeps); undefined when it cannot be read, which means a plain sign-in.
 */
async function promptValuesSupported(manager: UserManager): Promise<unknown> {
  try {
    const metadata: Record<string, unknown> = await manager.metadataService.getMetadata();
    return metadata["prompt_values_supported"];
  } catch {
    return undefined;
  }
}

function decodeLoginHint(id: string): string {
  try {
    return atob(id);
  } catch {
    return id;
  }
}

async function landingRedirect(): Promise<string | null> {
  try {
    const response = await fetch(`/config/${window.location.host}.json`);
    if (!response.ok) return null;
    return Schema.decodeUnknownSync(DomainConfiguration)(await response.json()).landingRedirect;
  } catch {
    return null;
  }
}
