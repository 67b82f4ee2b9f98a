// The translator says what i18next (as Hearth configured it until then) says, for every string of
// every locale file, with any count, context and option values, plus the cases the app leans on: a
// missing key, a default value, another language asked for with `lng`, strings added later.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { supportedLocales } from "../../domain/locale/supported-locale.ts";
import { Translator } from "./translator.ts";

const translations = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, "../../locales", `${locale}.json`), "utf8")) as Record<
    string,
    unknown
  >;

/** Every string's key, and each with its plural or context ending taken off (what code asks for). */
function askedKeys(strings: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(strings).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === "object" && value !== null)
      return askedKeys(value as Record<string, unknown>, `${path}.`);
    const stem = path.replace(/_(zero|one|two|few|many|other)$/, "");
    const base = stem.replace(/_[a-z]+$/, "");
    return [...new Set([path, stem, base])];
  });
}

const keys = [...new Set(supportedLocales.flatMap((locale) => askedKeys(translations(locale))))].sort();
// The contexts the locale files name (`size_metric`, `living_room`, ...).
const contexts = [
  ...new Set(
    keys.flatMap((key) => /_([a-z]+)$/.exec(key.replace(/_(zero|one|two|few|many|other)$/, ""))?.[1] ?? []),
  ),
];
// Every name a string fills in.
const names = [
  ...new Set(
    supportedLocales.flatMap((locale) =>
      [...JSON.stringify(translations(locale)).matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim()),
    ),
  ),
];

const i18n = i18next.createInstance();
const reference = new Map<string, TFunction>();
const translator = new Translator("en_US");

beforeAll(async () => {
  // As i18n.ts started i18next: English falls back for anything missing.
  await i18n.init({
    lng: "en_US",
    fallbackLng: "en_US",
    resources: Object.fromEntries(supportedLocales.map((l) => [l, { translation: translations(l) }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const locale of supportedLocales) {
    reference.set(locale, i18n.getFixedT(locale));
    translator.addStrings(locale, translations(locale));
  }
});

const words = fc.oneof(
  fc.constantFrom("Marta Nowak", "Lena Müller", "Ivana Kovačić", "José María", ""),
  fc.string({ unit: fc.constantFrom("{", "}", "$", "&", "'", "<", "a", " ", "t", "(", ")") }),
  fc.string(),
);
const count = fc.oneof(fc.nat(1_000_000), fc.constantFrom(0, 1, 2, 5, 21, 1.5, -1), fc.string());

describe("Translator", () => {
  it("says what i18next says for every key, in all ten languages, with any options", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...supportedLocales),
        fc.constantFrom(...keys),
        fc.option(count, { nil: undefined }),
        fc.option(fc.constantFrom(...contexts, "unknown", ""), { nil: undefined }),
        fc.dictionary(fc.constantFrom(...names, "other"), fc.oneof(words, fc.integer(), fc.constant(null))),
        (locale, key, count, context, values) => {
          const options: Record<string, unknown> = { ...values };
          if (count !== undefined) options.count = count;
          if (context !== undefined) options.context = context;
          expect(translator.translate(locale, key, options)).toBe(reference.get(locale)!(key, options));
          expect(translator.translate(locale, key)).toBe(reference.get(locale)!(key));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it("picks the ending i18next picks when a key has every ending, some only in English", async () => {
    const endings = ["", "_zero", "_one", "_few", "_many", "_other"];
    const forms = (stem: string) =>
      Object.fromEntries(endings.map((e) => [`x${e}`, `${stem}${e} {{count}}`]));
    const english = {
      ...forms("en"),
      ...Object.fromEntries(endings.map((e) => [`x_room${e}`, `en room${e}`])),
    };
    // Polish has few and many; its file here lacks some endings, which English then gives.
    const polish = { x_few: "pl few", x_other: "pl other", x_room_one: "pl room one" };
    const own = new Translator("en_US");
    own.addStrings("en_US", { g: english });
    own.addStrings("pl_PL", { g: polish });
    const other = i18next.createInstance();
    await other.init({
      lng: "en_US",
      fallbackLng: "en_US",
      resources: { en_US: { translation: { g: english } }, pl_PL: { translation: { g: polish } } },
      interpolation: { escapeValue: false },
    });
    fc.assert(
      fc.property(
        fc.constantFrom("en_US", "pl_PL"),
        fc.oneof(fc.nat(30), fc.constant(0)),
        fc.constantFrom(undefined, "room", "unknown"),
        (locale, count, context) => {
          const options = context === undefined ? { count } : { count, context };
          expect(own.translate(locale, "g.x", options)).toBe(other.getFixedT(locale)("g.x", options));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("answers a missing key with its default value, filled in, or else the key", () => {
    // A default value is data (a status the server named, an option's name): i18next read `$t(...)`
    // in it as a nested look-up, which the translator does not do (below).
    const defaults = words.filter((text) => !text.includes("$t("));
    fc.assert(
      fc.property(fc.constantFrom(...supportedLocales), defaults, words, (locale, fallback, name) => {
        const t = reference.get(locale)!;
        const key = "reservations.status.NOT_YET_KNOWN";
        expect(translator.translate(locale, key)).toBe(key);
        expect(translator.translate(locale, key, { defaultValue: fallback })).toBe(
          t(key, { defaultValue: fallback }),
        );
        const template = "{{name}} ({{name}})";
        expect(translator.translate(locale, key, { defaultValue: template, name })).toBe(
          t(key, { defaultValue: template, name }),
        );
      }),
      { numRuns: 1_000 },
    );
  });

  it("shows a default value as it is, never looking up what it names", () => {
    const key = "reservations.status.NOT_YET_KNOWN";
    for (const fallback of ["$t()", "$t(reservations.confirm)", "{{name}} $t(x)"])
      expect(translator.translate("en_US", key, { defaultValue: fallback })).toBe(fallback);
  });

  it("speaks the language `lng` asks for", () => {
    for (const locale of supportedLocales)
      expect(translator.translate("en_US", "reservations.confirm", { lng: locale })).toBe(
        reference.get("en_US")!("reservations.confirm", { lng: locale }),
      );
  });

  it("adds strings without replacing those it has, and says when the language shown changes", () => {
    const own = new Translator("en_US");
    own.addStrings("en_US", { a: { b: "first", c: "kept" } });
    own.addStrings("en_US", { a: { b: "second", d: "added" }, e: "new" });
    expect(["a.b", "a.c", "a.d", "e"].map((key) => own.translate("en_US", key))).toEqual([
      "first",
      "kept",
      "added",
      "new",
    ]);
    expect(own.hasStrings("de_DE")).toBe(false);
    const heard: string[] = [];
    const stop = own.subscribe(() => heard.push(own.language));
    own.setLanguage("de_DE");
    own.setLanguage("de_DE");
    stop();
    own.setLanguage("fr_FR");
    expect(heard).toEqual(["de_DE"]);
    expect(own.fixedT("de_DE")).toBe(own.fixedT("de_DE"));
    // German has no strings here: English answers.
    expect(own.fixedT("de_DE")("a.d")).toBe("added");
  });
});
