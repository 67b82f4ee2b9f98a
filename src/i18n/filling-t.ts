// One look-up per sentence for words drawn by the hundred (calendar bars, reservation rows).
import type { TFunction } from "i18next";

// A character no option or translation contains, standing where an option goes.
const mark = "\u0000";

/**
 * `t` for sentences said over and over: each is looked up once, with marks in place of its options,
 * and then filled in by joining strings. A scroll down the calendar formats every entry of every row
 * it brings into view, and a search keystroke the phrases of every reservation row it finds; i18next's
 * lookup, plural rules and interpolation per sentence were most of that. Filling in is what i18next
 * does with `escapeValue: false` (i18n.ts) and a value it does not interpolate again. A sentence
 * with a `count` is looked up once per count (the count picks the plural form); one with no options
 * once. A `context`, a count that is not a number, and any sentence whose marks do not come back as
 * expected go to `t` itself.
 */
export function fillingT(t: TFunction): TFunction {
  const sentences = new Map<string, readonly string[] | null>();
  const fill = (key: string, options?: Record<string, unknown>): string => {
    const given = options?.count;
    const count = typeof given === "number" ? given : undefined;
    if (options !== undefined && ("context" in options || given !== count)) return t(key, options);
    const names = options === undefined ? [] : Object.keys(options).filter((name) => name !== "count");
    const id = `${key}${mark}${names.join(mark)}${mark}${count ?? ""}`;
    let parts = sentences.get(id);
    if (parts === undefined) {
      const marks: Record<string, unknown> = Object.fromEntries(
        names.map((name) => [name, `${mark}${name}${mark}`]),
      );
      if (count !== undefined) marks.count = count;
      const split = t(key, marks).split(mark);
      // Even places are the sentence's own words, odd places the options' names.
      parts = split.every((part, index) => index % 2 === 0 || names.includes(part)) ? split : null;
      sentences.set(id, parts);
    }
    if (parts === null) return options === undefined ? t(key) : t(key, options);
    if (parts.length === 1) return parts[0]!;
    let text = "";
    for (let index = 0; index < parts.length; index++)
      text += index % 2 === 0 ? parts[index] : String(options![parts[index]!]);
    return text;
  };
  // TFunction carries a type-only brand a plain function cannot have; at run time it is this function.
  return fill as unknown as TFunction;
}
