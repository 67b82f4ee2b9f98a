import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { TFunction } from "i18next";
import type { ReservationDocument } from "../../../domain/reservations/reservation-document.ts";
import { stayFormatFor, type StayFormat } from "./use-stay-format.ts";
import { intlLocale } from "../../i18n/i18n.ts";
import { fillingT } from "../../i18n/filling-t.ts";

/** A list row's words in the chosen language: the stay's formats and the translated phrases. */
export interface RowWords extends StayFormat {
  readonly guests: string;
  readonly nightsText: string;
  readonly status: string;
  /** The confirm and reject buttons' accessible names, which name the guest. */
  readonly confirmFor: string;
  readonly rejectFor: string;
}

/** The phrases every row shows alike, translated once per language rather than once per row. */
export interface RowLabels {
  readonly confirm: string;
  readonly reject: string;
  readonly waiting: string;
}

// A keystroke or a tab change brings a couple of dozen rows into view, each with half a dozen
// plural or interpolated phrases: i18next resolving them took a visible share of the keystroke in a
// trace. A document's words are kept per language (documents are immutable and replaced on change,
// and a language's translations are added once, before it is switched to: src/i18n/i18n.ts), so a
// row seen before is drawn with no formatting at all.
// The phrases themselves are looked up once per language (and count) and filled in (filling-t.ts).
const byLanguage = new Map<string, { rows: WeakMap<ReservationDocument, RowWords>; fill: TFunction }>();

export function rowWordsOf(t: TFunction, language: string, r: ReservationDocument): RowWords {
  let words = byLanguage.get(language);
  if (!words) byLanguage.set(language, (words = { rows: new WeakMap(), fill: fillingT(t) }));
  let row = words.rows.get(r);
  if (!row) {
    const stay = stayFormatFor(intlLocale(language))(r);
    const { fill } = words;
    row = {
      ...stay,
      guests: fill("reservations.guests", { count: r.guestCount }),
      nightsText: fill("reservations.nights", { count: stay.nights }),
      status: fill(`reservations.status.${r.status}`, { defaultValue: r.status }),
      confirmFor: fill("reservations.confirmFor", { guest: r.guestName }),
      rejectFor: fill("reservations.rejectFor", { guest: r.guestName }),
    };
    words.rows.set(r, row);
  }
  return row;
}

/**
 * The words of a row in the chosen language, made once per document. The function changes only
 * with the language, so memoized rows given it are not drawn again on every keystroke.
 */
export function useRowWords(): (r: ReservationDocument) => RowWords {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => (r: ReservationDocument) => rowWordsOf(t, language, r), [t, language]);
}

/** The phrases shared by every row, once per language. */
export function useRowLabels(): RowLabels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      confirm: t("reservations.confirm", { lng: language }),
      reject: t("reservations.reject", { lng: language }),
      waiting: t("reservations.waiting", { lng: language }),
    }),
    [t, language],
  );
}
