import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { currentTranslation, subscribeToTranslation } from "./use-translation.ts";

describe("the components' translation", () => {
  beforeAll(async () => {
    await i18next.init({
      lng: "en_US",
      fallbackLng: "en_US",
      resources: {
        en_US: { translation: { greeting: "Hello {{name}}", only: { english: "Only in English" } } },
        de_DE: { translation: { greeting: "Hallo {{name}}" } },
      },
      interpolation: { escapeValue: false },
    });
  });

  it("stays the same object until something changes, then says it in the language shown", async () => {
    let calls = 0;
    const stop = subscribeToTranslation(() => calls++);
    const english = currentTranslation();
    expect(currentTranslation()).toBe(english);
    expect(english.t("greeting", { name: "Ana" })).toBe("Hello Ana");

    await i18next.changeLanguage("de_DE");
    expect(calls).toBe(1);
    const german = currentTranslation();
    expect(german).not.toBe(english);
    expect(german.t).not.toBe(english.t);
    expect(german.t("greeting", { name: "Ana" })).toBe("Hallo Ana");
    // A key German lacks falls back to English, as the app's fallback language.
    expect(german.t("only.english")).toBe("Only in English");
    expect(german.i18n.language).toBe("de_DE");

    i18next.addResourceBundle("de_DE", "translation", { only: { english: "Jetzt auch Deutsch" } }, true);
    expect(calls).toBe(2);
    expect(currentTranslation().t("only.english")).toBe("Jetzt auch Deutsch");

    stop();
    await i18next.changeLanguage("en_US");
    expect(calls).toBe(2);
  });
});
