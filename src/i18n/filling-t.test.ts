// fillingT says exactly what i18next says, in every language Hearth speaks, for the sentences drawn by
// the hundred: a calendar bar's, a property header's and a reservation row's. Options made of what a
// template is made of are filled in as they are, never read as a template.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { supportedLocales } from "../../domain/locale/supported-locale.ts";
import { fillingT } from "./filling-t.ts";

const translations = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, "../../locales", `${locale}.json`), "utf8")) as Record<
    string,
    unknown
  >;

// Every reservation status the translations name, and one they do not (shown as it is).
const statuses = [
  ...Object.keys((translations("en_US").reservations as { status: Record<string, string> }).status),
  "NOT_YET_KNOWN",
];

const i18n = i18next.createInstance();
const fixedTs = new Map<string, TFunction>();

beforeAll(async () => {
  // As the app starts it (i18n.ts): English falls back for anything missing.
  await i18n.init({
    lng: "en_US",
    fallbackLng: "en_US",
    resources: Object.fromEntries(supportedLocales.map((l) => [l, { translation: translations(l) }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const locale of supportedLocales) fixedTs.set(locale, i18n.getFixedT(locale));
});

// Words as hosts meet them, and words made of what a template is made of.
const words = fc.oneof(
  fc.constantFrom("Marta Nowak", "Lena Müller", "Ivana Kovačić", "O'Brien", "José María"),
  fc.string({ unit: fc.constantFrom("{", "}", "$", "&", "'", "<", "a", " ", "t", "(", ")") }),
  fc.string(),
);

describe("fillingT", () => {
  it("says what t says, in all ten languages, for any words in the options and any count", () => {
    const fillings = new Map([...fixedTs].map(([locale, t]) => [locale, fillingT(t)]));
    fc.assert(
      fc.property(
        fc.constantFrom(...supportedLocales),
        words,
        words,
        fc.nat(120),
        fc.constantFrom(...statuses),
        (locale, label, other, count, status) => {
          const t = fixedTs.get(locale)!;
          const filling = fillings.get(locale)!;
          const same = (key: string, options?: Record<string, unknown>) =>
            expect(options === undefined ? filling(key) : filling(key, options)).toBe(
              options === undefined ? t(key) : t(key, options),
            );
          same("calendar.entryDates", { label, from: other, to: label });
          same("calendar.externalBlock", { provider: label });
          same("calendar.block");
          same("calendar.merged", { first: label, count });
          same("calendar.property", { name: label, count });
          same("reservations.guests", { count });
          same("reservations.nights", { count });
          same(`reservations.status.${status}`, { defaultValue: status });
          same("reservations.confirmFor", { guest: label });
          same("reservations.rejectFor", { guest: other });
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe("fillingT's look-ups", () => {
  /** English `t`, and fillingT over it counting the look-ups it makes. */
  const countedFilling = () => {
    const t = fixedTs.get("en_US")!;
    let lookUps = 0;
    const counting = ((...args: Parameters<typeof t>) => {
      lookUps++;
      return t(...args);
    }) as typeof t;
    return { t, filling: fillingT(counting), lookUps: () => lookUps };
  };

  it("looks a sentence up once and fills it in afterwards", () => {
    const { filling, lookUps } = countedFilling();
    expect(filling("calendar.entryDates", { label: "Ada", from: "2026-05-01", to: "2026-05-04" })).toBe(
      "Ada: 2026-05-01 to 2026-05-04",
    );
    expect(filling("calendar.entryDates", { label: "Bo", from: "2026-06-01", to: "2026-06-02" })).toBe(
      "Bo: 2026-06-01 to 2026-06-02",
    );
    expect(lookUps()).toBe(1);
  });

  it("looks a sentence without options up once, and a counted one once per count", () => {
    const { t, filling, lookUps } = countedFilling();
    expect(filling("calendar.block")).toBe("Blocked");
    expect(filling("calendar.block")).toBe("Blocked");
    expect(lookUps()).toBe(1);
    const merged = (first: string, count: number) => filling("calendar.merged", { first, count });
    expect(merged("Ada", 1)).toBe(t("calendar.merged", { first: "Ada", count: 1 }));
    expect(merged("Bo", 1)).toBe(t("calendar.merged", { first: "Bo", count: 1 }));
    expect(merged("Bo", 3)).toBe(t("calendar.merged", { first: "Bo", count: 3 }));
    expect(lookUps()).toBe(1 + 2);
  });
});
