import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageTag, matchLocale, resolveLocale, supportedLocales } from "./supported-locale.ts";

describe("locale resolution", () => {
  it("falls back to en_US (spec §9)", () => {
    expect(resolveLocale({})).toBe("en_US");
    expect(resolveLocale({ hl: "ja", cookie: "", userLocale: null })).toBe("en_US");
  });

  it("prefers the hl parameter, then the ho_hl cookie, then the profile", () => {
    expect(resolveLocale({ hl: "it_IT", cookie: "de_DE", userLocale: "fr_FR" })).toBe("it_IT");
    expect(resolveLocale({ hl: "xx", cookie: "de_DE", userLocale: "fr_FR" })).toBe("de_DE");
    expect(resolveLocale({ cookie: "ja_JP", userLocale: "fr_FR" })).toBe("fr_FR");
  });

  it("reads dashes, any case and bare languages, keeping Swiss German", () => {
    expect(matchLocale("de-CH")).toBe("de_CH");
    expect(matchLocale("DE_ch")).toBe("de_CH");
    expect(matchLocale("fr-BE")).toBe("fr_FR");
    expect(matchLocale("pt")).toBe("pt_PT");
    expect(matchLocale("en_GB")).toBe("en_GB");
    expect(matchLocale("en-AU")).toBe("en_US");
    expect(matchLocale("de_DE; drop table")).toBeUndefined();
    expect(languageTag("de_CH")).toBe("de-CH");
  });

  it("always resolves to a supported locale, and keeps every supported one as it is", () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(...supportedLocales)), {
          nil: undefined,
        }),
        fc.option(fc.string({ maxLength: 6 }), { nil: null }),
        fc.constantFrom(...supportedLocales),
        (hl, cookie, userLocale) => {
          const resolved = resolveLocale({ hl, cookie, userLocale });
          expect(supportedLocales).toContain(resolved);
          if (matchLocale(hl) === undefined && matchLocale(cookie) === undefined)
            expect(resolved).toBe(userLocale);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
