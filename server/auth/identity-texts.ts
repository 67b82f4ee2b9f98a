// The words of the embedded provider's own pages (sign-in, sign-up) in the visitor's language. They
// live in the `identity` section of the same locale files the client bundles (locales/), so one
// file per language holds every string and the locale test keeps all ten complete. The language is
// the first of the client's `ui_locales` (OpenID Connect Core §3.1.2.1) that Hearth speaks, else
// English: the client passes the language it is showing (src/app/front-door.tsx).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  defaultLocale,
  languageTag,
  matchLocale,
  supportedLocales,
  type SupportedLocale,
} from "../../domain/locale/supported-locale.ts";

const folder = join(import.meta.dirname, "../../locales");

type Strings = Readonly<Record<string, string>>;

/** The identity section of one locale file, flattened to dotted keys ("problems.emailInvalid"). */
function readIdentityStrings(locale: SupportedLocale): Strings {
  const json = JSON.parse(readFileSync(join(folder, `${locale}.json`), "utf8")) as { identity?: unknown };
  const strings: Record<string, string> = {};
  const walk = (node: unknown, prefix: string): void => {
    if (typeof node === "string") strings[prefix] = node;
    else if (typeof node === "object" && node !== null)
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  walk(json.identity, "");
  return strings;
}

// Read once at start: the files change only with a deploy.
const byLocale = new Map(supportedLocales.map((locale) => [locale, readIdentityStrings(locale)]));

export interface IdentityTexts {
  readonly locale: SupportedLocale;
  /** The html lang attribute: de-CH for de_CH. */
  readonly lang: string;
  /** The string under `key`, its {{placeholders}} filled; English when the locale lacks it. */
  readonly t: (key: string, values?: Readonly<Record<string, string | number>>) => string;
}

/** The texts for a `ui_locales` value as the provider received it (a space-separated list). */
export function identityTexts(uiLocales: unknown): IdentityTexts {
  const candidates = typeof uiLocales === "string" ? uiLocales.split(/\s+/) : [];
  const locale = candidates.map(matchLocale).find((l) => l !== undefined) ?? defaultLocale;
  const strings = byLocale.get(locale)!;
  const english = byLocale.get(defaultLocale)!;
  return {
    locale,
    lang: languageTag(locale),
    t: (key, values = {}) => {
      const text = strings[key] ?? english[key] ?? key;
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      );
    },
  };
}
