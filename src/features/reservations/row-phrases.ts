// The translated phrases of a reservation row, resolved through i18next once per language and value
// instead of once per row. A keystroke that finds a couple of dozen rows never shown before made
// five i18next calls for each (plural rules, interpolation, key lookup: about 50 µs a row, a
// millisecond or more of the keystroke in a trace). A count's or a status's phrase is the same for
// every row; a phrase naming the guest is its template with the name put in, which is what i18next
// does with `escapeValue: false` (src/i18n/i18n.ts) and a value it does not interpolate again.
import type { TFunction } from "i18next";

export interface RowPhrases {
  guests(count: number): string;
  nights(count: number): string;
  status(status: string): string;
  confirmFor(guest: string): string;
  rejectFor(guest: string): string;
}

// A character no guest name or translation contains, standing where the name goes.
const nameMark = "\u0000";

/** Keeps `phrase(key)` per key: the answer depends on the key alone. */
function keptBy<K>(phrase: (key: K) => string): (key: K) => string {
  const kept = new Map<K, string>();
  return (key) => {
    let text = kept.get(key);
    if (text === undefined) kept.set(key, (text = phrase(key)));
    return text;
  };
}

/** The phrase for `key` with the guest's name where `{{guest}}` stands. */
function withGuest(t: TFunction, key: string): (guest: string) => string {
  const parts = t(key, { guest: nameMark }).split(nameMark);
  return (guest) => parts.join(guest);
}

const byLanguage = new Map<string, RowPhrases>();

/**
 * The row phrases of `language`. `t` must translate into that language; a language's translations
 * are added once, before it is switched to (src/i18n/i18n.ts), so its phrases never change.
 */
export function rowPhrasesOf(t: TFunction, language: string): RowPhrases {
  let phrases = byLanguage.get(language);
  if (!phrases) {
    phrases = {
      guests: keptBy((count) => t("reservations.guests", { count })),
      nights: keptBy((count) => t("reservations.nights", { count })),
      status: keptBy((status) => t(`reservations.status.${status}`, { defaultValue: status })),
      confirmFor: withGuest(t, "reservations.confirmFor"),
      rejectFor: withGuest(t, "reservations.rejectFor"),
    };
    byLanguage.set(language, phrases);
  }
  return phrases;
}
