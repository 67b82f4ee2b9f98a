// i18next with the ten supported locales. English (the fallback) is bundled, less the strings of
// screens that load later (later-strings.ts); the others load on demand as their own chunks, so the first
// screen carries one language only.
import i18next from "i18next";
import enUS from "virtual:locale-part/en_US/first-screen";

// English is imported above; left in the glob it would be a dynamic import of a bundled module.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  "../../locales/*.json",
  "!../../locales/en_US.json",
]);

export const fallbackLocale = "en_US";

export async function startI18n(locale: string): Promise<typeof i18next> {
  await i18next.init({
    lng: fallbackLocale,
    fallbackLng: fallbackLocale,
    resources: { [fallbackLocale]: { translation: enUS } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(locale);
  return i18next;
}

export async function switchLanguage(locale: string): Promise<void> {
  const load = loaders[`../../locales/${locale}.json`];
  if (locale !== fallbackLocale && load && !i18next.hasResourceBundle(locale, "translation")) {
    try {
      i18next.addResourceBundle(locale, "translation", (await load()).default);
    } catch {
      // A missing translation falls back to English; it is not a reason to fail the app.
      return;
    }
  }
  await i18next.changeLanguage(load || locale === fallbackLocale ? locale : fallbackLocale);
  document.documentElement.lang = locale.replace("_", "-");
}

/** The BCP 47 tag Intl formatters want, from a Hearth locale such as de_DE. */
export function intlLocale(locale: string): string {
  return locale.replace("_", "-");
}
