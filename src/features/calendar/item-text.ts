// The words of a drawn item (its bar's label, its tooltip, what a screen reader hears for it), kept
// per item while the language stays: items keep their identity until their unit's entries change
// (domain/calendar/calendar-row-index.ts), so a two-week step or a row scrolled into view again
// formats nothing.
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { TFunction } from "i18next";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { itemLabel, itemTooltip } from "./entry-label.ts";
import { fillingT } from "../../i18n/filling-t.ts";

export interface ItemText {
  /** The words on the bar. */
  readonly label: string;
  /** The bar's tooltip; none for a merged item, whose popover lists its entries. */
  readonly tooltip: string | undefined;
  /** The bar as a grid cell: every entry it holds with its dates. */
  readonly spoken: string;
}

/** A function from an item to its words, remembering each item's for as long as `t` stays. */
export function itemTextCache(translate: TFunction): (item: CalendarIntervalItem) => ItemText {
  const t = fillingT(translate);
  const cache = new WeakMap<CalendarIntervalItem, ItemText>();
  return (item) => {
    let text = cache.get(item);
    if (text === undefined) {
      const lines = itemTooltip(item, t);
      const label = itemLabel(item, t);
      text = {
        label,
        tooltip: item.source === "multi" ? undefined : lines,
        spoken: item.source === "multi" ? `${label}\n${lines}` : lines,
      };
      cache.set(item, text);
    }
    return text;
  };
}

/** The calendar's words in the shown language, made once and handed to every row by the grid. */
export interface CalendarWords {
  /** The grid's accessible name. */
  readonly title: string;
  readonly textOf: (item: CalendarIntervalItem) => ItemText;
  /** A property header's words: its name and how many of its units are shown. */
  readonly propertyHeading: (name: string, unitCount: number) => string;
}

/**
 * One set for every row, per language: a row scrolled out and in again is a new one, so the words are
 * kept by language, not per row or per `t`. Only the latest language's. The grid resolves them once
 * and hands them down: a translation hook in each row scrolled into view was a visible share of a
 * scroll frame's script.
 */
let shared: { language: string; words: CalendarWords } | undefined;

export function useCalendarWords(): CalendarWords {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    if (shared?.language !== language) {
      const fill = fillingT(t);
      shared = {
        language,
        words: {
          title: t("calendar.title"),
          textOf: itemTextCache(t),
          propertyHeading: (name, count) => fill("calendar.property", { name, count }),
        },
      };
    }
    return shared.words;
    // The language decides the words; a new `t` for the same language says the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
