// The kept phrases are exactly what i18next says for the same row, in every language Hearth speaks:
// a count's or a status's phrase, and a guest's name put into its template, whatever the name holds.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { supportedLocales } from "../../../domain/locale/supported-locale.ts";
import { rowPhrasesOf } from "./row-phrases.ts";

const translations = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, "../../../locales", `${locale}.json`), "utf8")) as Record<
    string,
    unknown
  >;

// Every status the translations name, and one they do not (shown as it is).
const statuses = [
  ...Object.keys((translations("en_US").reservations as { status: Record<string, string> }).status),
  "NOT_YET_KNOWN",
];

const i18n = i18next.createInstance();
const fixedTs = new Map<string, TFunction>();

beforeAll(async () => {
  // As the app starts it (src/i18n/i18n.ts): English falls back for anything missing.
  await i18n.init({
    lng: "en_US",
    fallbackLng: "en_US",
    resources: Object.fromEntries(supportedLocales.map((l) => [l, { translation: translations(l) }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const locale of supportedLocales) fixedTs.set(locale, i18n.getFixedT(locale));
});

// Names as hosts meet them, and names made of what a template is made of.
const guestName = fc.oneof(
  fc.constantFrom("Marta Nowak", "Lena Müller", "Ivana Kovačić", "O'Brien", "José María"),
  fc.string({ unit: fc.constantFrom("{", "}", "$", "&", "'", "<", "a", " ", "t", "(", ")") }),
  fc.string(),
);

describe("rowPhrasesOf", () => {
  it("says what i18next says for every count, status and guest, in all ten languages", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...supportedLocales),
        fc.nat(60),
        fc.constantFrom(...statuses),
        guestName,
        (locale, count, status, guest) => {
          const t = fixedTs.get(locale)!;
          const phrases = rowPhrasesOf(t, locale);
          expect(phrases.guests(count)).toBe(t("reservations.guests", { count }));
          expect(phrases.nights(count)).toBe(t("reservations.nights", { count }));
          expect(phrases.status(status)).toBe(t(`reservations.status.${status}`, { defaultValue: status }));
          expect(phrases.confirmFor(guest)).toBe(t("reservations.confirmFor", { guest }));
          expect(phrases.rejectFor(guest)).toBe(t("reservations.rejectFor", { guest }));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("keeps one set of phrases per language", () => {
    const t = fixedTs.get("de_DE")!;
    expect(rowPhrasesOf(t, "de_DE")).toBe(rowPhrasesOf(t, "de_DE"));
    expect(rowPhrasesOf(t, "de_DE").guests(2)).not.toBe(
      rowPhrasesOf(fixedTs.get("en_US")!, "en_US").guests(2),
    );
  });
});
