// The visitor's cookie consent (operations spec §7: GET /api/public/cookie-consent-settings): which
// optional categories they allowed, under the settings' revision, kept in the settings' cookie for
// its number of days. A consent given under an older revision no longer stands (the categories
// changed), so the visitor is asked again. Necessary cookies need no consent and are always on.
import type { CookieCategory, CookieConsentSettings } from "../configuration/public-settings.ts";

export interface CookieConsent {
  readonly revision: number;
  /** The categories allowed, necessary ones included, in the settings' order. */
  readonly allowed: readonly CookieCategory[];
}

/** The consent a visitor gives by choosing `chosen`: the required categories are always in. */
export function giveConsent(
  settings: CookieConsentSettings,
  chosen: Iterable<CookieCategory>,
): CookieConsent {
  const wanted = new Set(chosen);
  return {
    revision: settings.revision,
    allowed: settings.categories.filter((c) => c.required || wanted.has(c.id)).map((c) => c.id),
  };
}

/** The cookie's value: "1:necessary.analytics" (revision, then the allowed categories). */
export function encodeConsent(consent: CookieConsent): string {
  return `${consent.revision}:${consent.allowed.join(".")}`;
}

/** The consent a cookie value holds under these settings, or undefined when it does not stand. */
export function standingConsent(
  value: string | undefined,
  settings: CookieConsentSettings,
): CookieConsent | undefined {
  const match = value === undefined ? null : /^(\d+):([a-z.]*)$/.exec(value);
  if (!match || Number(match[1]) !== settings.revision) return undefined;
  const named = new Set(match[2] === "" ? [] : match[2]!.split("."));
  return giveConsent(
    settings,
    settings.categories.filter((c) => named.has(c.id)).map((c) => c.id),
  );
}

/** The Set-Cookie-style attributes the browser keeps it under: the whole site, for maxAgeDays. */
export function consentCookie(settings: CookieConsentSettings, consent: CookieConsent): string {
  const seconds = settings.maxAgeDays * 86_400;
  return `${settings.cookieName}=${encodeConsent(consent)}; Max-Age=${seconds}; Path=/; SameSite=Lax`;
}
