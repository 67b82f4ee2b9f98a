// The locales Hearth speaks (operations spec §9) and how the one to use is chosen. The language
// query parameter beats the language cookie, which beats the user's profile locale; the first of
// them that names a language we speak wins, then en_US. A candidate may be written de-DE, de_de
// or just de: an unsupported region or a bare language falls back to that language's main locale
// (fr-BE gives fr_FR), because a host who asked for French should not get English.
import { Schema } from "effect";

export const supportedLocales = [
  "de_CH",
  "de_DE",
  "en_GB",
  "en_US",
  "es_ES",
  "fr_FR",
  "hr_HR",
  "it_IT",
  "nl_NL",
  "pt_PT",
] as const;
export const SupportedLocale = Schema.Literals(supportedLocales);
export type SupportedLocale = typeof SupportedLocale.Type;

export const defaultLocale: SupportedLocale = "en_US";
export const languageQueryParameter = "hl";
export const languageCookie = "ho_hl";

const mainLocaleOfLanguage: Readonly<Record<string, SupportedLocale>> = {
  de: "de_DE",
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  hr: "hr_HR",
  it: "it_IT",
  nl: "nl_NL",
  pt: "pt_PT",
};

/** The supported locale a written locale stands for, or undefined when we do not speak its language. */
export function matchLocale(candidate: string | null | undefined): SupportedLocale | undefined {
  const match = /^\s*([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2}))?\s*$/.exec(candidate ?? "");
  if (!match) return undefined;
  const language = match[1]!.toLowerCase();
  const exact = `${language}_${(match[2] ?? "").toUpperCase()}`;
  return supportedLocales.find((locale) => locale === exact) ?? mainLocaleOfLanguage[language];
}

export function resolveLocale(sources: {
  readonly hl?: string | null | undefined;
  readonly cookie?: string | null | undefined;
  readonly userLocale?: string | null | undefined;
}): SupportedLocale {
  return (
    matchLocale(sources.hl) ?? matchLocale(sources.cookie) ?? matchLocale(sources.userLocale) ?? defaultLocale
  );
}

/** The BCP 47 tag Intl and the html lang attribute expect: de_CH becomes de-CH. */
export function languageTag(locale: SupportedLocale): string {
  return locale.replace("_", "-");
}
