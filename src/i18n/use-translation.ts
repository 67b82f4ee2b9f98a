// The components' way to Hearth's translations (translator.ts): `t` in the language shown, drawn
// again when it changes. The module name `react-i18next` resolves here (vite.config.ts,
// vitest.config.ts, tsconfig.json), so every `useTranslation` of the app keeps its import while
// i18next itself stays off the first screen.
import { useSyncExternalStore } from "react";
import type { TFunction } from "i18next";
import { translator } from "./i18n.ts";

const subscribe = (listener: () => void) => translator.subscribe(listener);
const shownLanguage = () => translator.language;

/** `t` in the language shown, and the translations (whose `language` is the one shown). */
export function useTranslation(): { t: TFunction; i18n: { readonly language: string } } {
  const language = useSyncExternalStore(subscribe, shownLanguage);
  return { t: translator.fixedT(language), i18n: translator };
}
