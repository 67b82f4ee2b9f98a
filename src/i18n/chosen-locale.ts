// Which language to show before the user's own setting is known: the `hl` parameter, then the
// `ho_hl` cookie, then the browser standing in for the profile locale, then English (operations
// spec §9). The domain's rule decides, so "fr-BE" or a bare "de" still find their language.
import {
  languageCookie,
  languageQueryParameter,
  resolveLocale,
  type SupportedLocale,
} from "../../domain/locale/supported-locale.ts";

export function chosenLocale(): string {
  const locale: SupportedLocale = resolveLocale({
    ...explicitLocaleChoice(),
    userLocale: navigator.language,
  });
  return locale;
}

/** What this visit asked for itself: the hl parameter and the ho_hl cookie. */
export function explicitLocaleChoice(): { hl: string | null; cookie: string | undefined } {
  return {
    hl: new URLSearchParams(window.location.search).get(languageQueryParameter),
    cookie: cookieValue(languageCookie),
  };
}

function cookieValue(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
