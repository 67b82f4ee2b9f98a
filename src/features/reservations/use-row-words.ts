import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { stayFormatFor, type StayFormat } from "./use-stay-format.ts";
import { intlLocale } from "../../i18n/i18n.ts";

/** A list row's words in the chosen language: the stay's formats and the translated phrases. */
export interface RowWords extends StayFormat {
  readonly guests: string;
  readonly nightsText: string;
  readonly status: string;
}

// A keystroke or a tab change brings a couple of dozen rows into view, each with half a dozen
// plural or interpolated phrases: i18next resolving them took a visible share of the keystroke in a
// trace. A document's words are kept per language (documents are immutable and replaced on change,
// and a language's translations are added once, before it is switched to: src/i18n/i18n.ts), so a
// row seen before is drawn with no formatting at all.
const byLanguage = new Map<string, WeakMap<ReservationDocument, RowWords>>();

export function rowWordsOf(t: TFunction, language: string, r: ReservationDocument): RowWords {
  let words = byLanguage.get(language);
  if (!words) byLanguage.set(language, (words = new WeakMap()));
  let row = words.get(r);
  if (!row) {
    const stay = stayFormatFor(intlLocale(language))(r);
    row = {
      ...stay,
      guests: t("reservations.guests", { count: r.guestCount }),
      nightsText: t("reservations.nights", { count: stay.nights }),
      status: t(`reservations.status.${r.status}`, { defaultValue: r.status }),
    };
    words.set(r, row);
  }
  return row;
}

/** The words of a row in the chosen language, made once per document. */
export function useRowWords(): (r: ReservationDocument) => RowWords {
  const { t, i18n } = useTranslation();
  return (r) => rowWordsOf(t, i18n.language, r);
}
