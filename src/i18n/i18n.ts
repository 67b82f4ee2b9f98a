// The ten supported locales. English (the fallback) is bundled, less the strings of screens that load
// later (later-strings.ts); the others load on demand as their own chunks, so the first screen carries
// one language only.
import enUS from "virtual:locale-part/en_US/first-screen";
import { Translator } from "./translator.ts";

// English is imported above; left in the glob it would be a dynamic import of a bundled module.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  "../../locales/*.json",
  "!../../locales/en_US.json",
]);

export const fallbackLocale = "en_US";

/** The app's translations: what `useTranslation` (use-translation.ts) reads. */
export const translator = new Translator(fallbackLocale);

export async function startI18n(locale: string): Promise<void> {
  translator.addStrings(fallbackLocale, enUS);
  await switchLanguage(locale);
}

export async function switchLanguage(locale: string): Promise<void> {
  const load = loaders[`../../locales/${locale}.json`];
  if (locale !== fallbackLocale && load && !translator.hasStrings(locale)) {
    try {
      translator.addStrings(locale, (await load()).default);
    } catch {
      // A missing translation falls back to English; it is not a reason to fail the app.
      return;
    }
  }
  translator.setLanguage(load || locale === fallbackLocale ? locale : fallbackLocale);
  document.documentElement.lang = locale.replace("_", "-");
}

/** The BCP 47 tag Intl formatters want, from a Hearth locale such as de_DE. */
export function intlLocale(locale: string): string {
  return locale.replace("_", "-");
}
