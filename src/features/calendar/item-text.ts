// The words of a drawn item (its bar's label, its tooltip, what a screen reader hears for it), kept
// per item while the language stays: items keep their identity until their unit's entries change
// (domain/calendar/calendar-row-index.ts), so a two-week step or a row scrolled into view again
// formats nothing.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import { itemLabel, itemTooltip } from "./entry-label.ts";

export interface ItemText {
  /** The words on the bar. */
  readonly label: string;
  /** The bar's tooltip; none for a merged item, whose popover lists its entries. */
  readonly tooltip: string | undefined;
  /** The bar as a grid cell: every entry it holds with its dates. */
  readonly spoken: string;
}

/** A function from an item to its words, remembering each item's for as long as `t` stays. */
export function itemTextCache(t: TFunction): (item: CalendarIntervalItem) => ItemText {
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

/**
 * One cache for every row, per language: each row has its own `t`, and a row scrolled out and in
 * again is a new one, so the cache is kept by language, not by `t`. Only the latest language's.
 */
let shared: { language: string; textOf: (item: CalendarIntervalItem) => ItemText } | undefined;

export function useItemText(): (item: CalendarIntervalItem) => ItemText {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    if (shared?.language !== language) shared = { language, textOf: itemTextCache(t) };
    return shared.textOf;
    // The language decides the words; a new `t` for the same language says the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
