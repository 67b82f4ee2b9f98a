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

const mark = "\u0000";

/**
 * `t` for sentences whose options are plain words (a guest's name, dates): each sentence is looked
 * up once, with marks in place of its options, and then filled in by joining strings. A scroll down
 * the calendar formats every entry of every row it brings into view, and i18next's lookup and
 * interpolation per entry were most of that. Plurals and contexts (`count`, `context`) and any
 * sentence whose marks do not come back as expected go to `t` itself.
 */
export function fillingT(t: TFunction): TFunction {
  const sentences = new Map<string, readonly string[] | null>();
  const fill = (key: string, options?: Record<string, unknown>): string => {
    if (options === undefined) return t(key);
    if ("count" in options || "context" in options) return t(key, options);
    const names = Object.keys(options);
    const id = `${key}${mark}${names.join(mark)}`;
    let parts = sentences.get(id);
    if (parts === undefined) {
      const marked = t(key, Object.fromEntries(names.map((name) => [name, `${mark}${name}${mark}`])));
      const split = marked.split(mark);
      // Even places are the sentence's own words, odd places the options' names.
      parts = split.every((part, index) => index % 2 === 0 || names.includes(part)) ? split : null;
      sentences.set(id, parts);
    }
    if (parts === null) return t(key, options);
    let text = "";
    for (let index = 0; index < parts.length; index++)
      text += index % 2 === 0 ? parts[index] : String(options[parts[index]!]);
    return text;
  };
  return fill as TFunction;
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
