// The English strings the first screen never shows, added to the bundled English when a screen that
// shows them first loads (src/i18n/string-parts.ts says which, and why they are apart). Other languages load
// their whole file on demand already, so they need nothing more.
import i18next from "i18next";
import { fallbackLocale } from "./i18n.ts";

let loaded: Promise<void> | undefined;

function loadLaterStrings(): Promise<void> {
  loaded ??= import("virtual:locale-part/en_US/later").then(
    (module) => {
      i18next.addResourceBundle(fallbackLocale, "translation", module.default, true, false);
    },
    (error: unknown) => {
      // A failed fetch is tried again with the screen's next attempt (lazy-with-retry.ts).
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

/** A screen's loader that resolves once the screen's code and its strings are both here. */
export function withLaterStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadLaterStrings()]))[0];
}
