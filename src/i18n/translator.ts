// Hearth's translations: the locale files' strings by language, the language shown, and `t`. It does
// what Hearth asked of i18next (nested keys, English as the fallback, plural forms by the language's
// Intl.PluralRules, `context`, `{{name}}` filled in as given, `defaultValue`, `lng`) and nothing
// more: i18next's namespaces, back ends, formatters and nesting were about 17 KB gzipped of the first
// screen's JavaScript. `translator.test.ts` holds it to i18next's answers in all ten languages.
import type { TFunction } from "i18next";

/** A locale file, or part of one: groups of keys, strings at the leaves. */
export type Strings = Readonly<Record<string, unknown>>;

type Options = Readonly<Record<string, unknown>>;

// `{{name}}`, as i18next reads it (the name trimmed).
const placeholder = /\{\{(.+?)\}\}/g;

export class Translator {
  private readonly strings = new Map<string, Record<string, unknown>>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<() => void>();
  private shown: string;

  constructor(readonly fallback: string) {
    this.shown = fallback;
  }

  /** The language shown. */
  get language(): string {
    return this.shown;
  }

  hasStrings(locale: string): boolean {
    return this.strings.has(locale);
  }

  /** Adds strings to a language's; a key it already has keeps its string. */
  addStrings(locale: string, strings: Strings): void {
    const into = this.strings.get(locale) ?? {};
    mergeMissing(into, strings);
    this.strings.set(locale, into);
  }

  /** Shows another language; those listening (useTranslation) draw again. */
  setLanguage(locale: string): void {
    if (locale === this.shown) return;
    this.shown = locale;
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `t` in one language, the same function each time it is asked for. */
  fixedT(locale: string): TFunction {
    let t = this.fixed.get(locale);
    if (!t) {
      const translate = (key: string, options?: Options) => this.translate(locale, key, options);
      // TFunction carries a type-only brand a plain function cannot have; at run time it is this.
      t = translate as unknown as TFunction;
      this.fixed.set(locale, t);
    }
    return t;
  }

  translate(locale: string, key: string, options?: Options): string {
    const lng = typeof options?.lng === "string" ? options.lng : locale;
    const found = this.find(lng, key, options);
    if (typeof found === "string") return fill(found, options);
    const fallback = options?.defaultValue;
    return typeof fallback === "string" ? fill(fallback, options) : key;
  }

  /** i18next's look-up: per language (the asked one, then English), the most specific key first. */
  private find(lng: string, key: string, options: Options | undefined): unknown {
    const count = options?.count;
    const plural = count !== undefined && typeof count !== "string";
    const context = options?.context;
    const withContext = (typeof context === "string" || typeof context === "number") && context !== "";
    for (const code of lng === this.fallback ? [lng] : [lng, this.fallback]) {
      const keys: string[] = [];
      if (withContext) {
        const contextKey = `${key}_${context}`;
        if (plural) keys.push(...pluralKeys(contextKey, this.pluralSuffix(code, count), count));
        keys.push(contextKey);
      }
      if (plural) keys.push(...pluralKeys(key, this.pluralSuffix(code, count), count));
      keys.push(key);
      if (plural && this.pluralSuffix(code, count) !== "_other") {
        if (withContext) keys.push(`${key}_${context}_other`);
        keys.push(`${key}_other`);
      }
      const strings = this.strings.get(code);
      for (const each of keys) {
        const found = strings && lookUp(strings, each);
        if (found !== undefined && found !== null) return found;
      }
    }
    return undefined;
  }

  private pluralSuffix(code: string, count: unknown): string {
    let rules = this.pluralRules.get(code);
    if (!rules) {
      rules = new Intl.PluralRules(code.replace(/_/g, "-"));
      this.pluralRules.set(code, rules);
    }
    return `_${rules.select(typeof count === "bigint" ? Number(count) : (count as number))}`;
  }
}

/** A count's keys, most specific first: `_zero` for a count of 0, then the language's own form. */
function pluralKeys(key: string, suffix: string, count: unknown): string[] {
  const zero = count === 0 || (typeof count === "bigint" && count === 0n);
  return zero ? [`${key}_zero`, `${key}${suffix}`] : [`${key}${suffix}`];
}

function lookUp(strings: Record<string, unknown>, key: string): unknown {
  let at: unknown = strings;
  for (const part of key.split(".")) {
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/**
 * Fills in `{{name}}` from the options, each value as it is (never read as a template itself). A name
 * the options do not have stays as written; one they have as undefined or null becomes empty.
 */
function fill(text: string, options: Options | undefined): string {
  if (!text.includes("{{")) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const trimmed = name.trim();
    if (!options || !Object.hasOwn(options, trimmed)) return whole;
    const value = options[trimmed];
    if (value === undefined || value === null) return "";
    // As i18next did: whatever the option is, JavaScript's own String() of it.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    return String(value);
  });
}

function mergeMissing(into: Record<string, unknown>, from: Strings): void {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key];
    if (there === undefined) into[key] = isGroup(value) ? structuredClone(value) : value;
    else if (isGroup(there) && isGroup(value)) mergeMissing(there, value);
  }
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
