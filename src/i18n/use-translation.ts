// The components' way to the translations: `t` in the language shown, and i18next itself, drawn again
// when the language changes or strings are added (a later screen's English, a language loaded). Our own
// few lines over i18next rather than react-i18next's bindings: Hearth asks nothing else of them (no
// Trans, no Suspense: a language's strings are added before it is switched to), and they were 1.6 KB
// gzipped of the first screen's JavaScript, whose budget the libraries it needs nearly fill.
import i18next, { type i18n, type TFunction } from "i18next";
import { useSyncExternalStore } from "react";

export interface Translation {
  /** Bound to the language shown; a new function after each change, so memos keyed on it redo. */
  readonly t: TFunction;
  readonly i18n: i18n;
}

let current: Translation | undefined;
const listeners = new Set<() => void>();
let watching = false;

function changed(): void {
  current = undefined;
  for (const listener of listeners) listener();
}

/** Calls `listener` after each change of the language shown or of the strings it has. */
export function subscribeToTranslation(listener: () => void): () => void {
  if (!watching) {
    watching = true;
    i18next.on("languageChanged", changed);
    i18next.store.on("added", changed);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The translation now: the same object until the language or its strings change. */
export function currentTranslation(): Translation {
  return (current ??= { t: i18next.getFixedT(i18next.language), i18n: i18next });
}

export function useTranslation(): Translation {
  return useSyncExternalStore(subscribeToTranslation, currentTranslation);
}
