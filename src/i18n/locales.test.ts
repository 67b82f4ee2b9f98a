// Every translation carries the English keys, the plural forms its language needs and the
// placeholders the code fills in, and there is one for each locale Hearth speaks.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languageTag, supportedLocales, type SupportedLocale } from "../../domain/locale/supported-locale.ts";

const localesDirectory = join(import.meta.dirname, "../../locales");
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The file's strings by dotted key, e.g. "reservations.count_one". */
function readStrings(locale: string): ReadonlyMap<string, string> {
  const json: unknown = JSON.parse(readFileSync(join(localesDirectory, `${locale}.json`), "utf8"));
  const strings = new Map<string, string>();
  const walk = (node: unknown, prefix: string): void => {
    if (typeof node === "string") {
      strings.set(prefix, node);
    } else if (typeof node === "object" && node !== null && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
    } else {
      throw new Error(`${locale}: ${prefix} is neither a string nor an object`);
    }
  };
  walk(json, "");
  return strings;
}

const baseKey = (key: string): string => key.replace(pluralSuffix, "");

function placeholders(text: string): readonly string[] {
  return [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1] ?? "").sort();
}

const english = readStrings("en_US");
const englishBaseKeys = new Set([...english.keys()].map(baseKey));
const localeFiles = readdirSync(localesDirectory)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(/\.json$/, ""))
  .sort();

describe("locale files", () => {
  it("has exactly one file per supported locale", () => {
    expect(localeFiles).toEqual([...supportedLocales].sort());
  });

  describe.each(supportedLocales)("%s", (locale: SupportedLocale) => {
    const strings = readStrings(locale);
    const tag = languageTag(locale);

    it("has the English keys, plural suffixes aside", () => {
      expect(new Set([...strings.keys()].map(baseKey))).toEqual(englishBaseKeys);
    });

    it("gives every plural the categories its language uses", () => {
      const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();
      const pluralKeys = new Set(
        [...english.keys(), ...strings.keys()].filter((key) => pluralSuffix.test(key)).map(baseKey),
      );
      expect(pluralKeys.size).toBeGreaterThan(0);
      for (const key of pluralKeys) {
        const provided = [...strings.keys()]
          .filter((candidate) => pluralSuffix.test(candidate) && baseKey(candidate) === key)
          .map((candidate) => candidate.slice(key.length + 1))
          .sort();
        expect(provided, `${locale}: ${key}`).toEqual(categories);
      }
    });

    it("keeps the placeholders of the English strings", () => {
      for (const [key, text] of strings) {
        const englishText = english.get(key) ?? english.get(`${baseKey(key)}_other`);
        expect(englishText, `${locale}: ${key} has no English counterpart`).toBeDefined();
        expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(englishText ?? ""));
      }
    });
  });
});
