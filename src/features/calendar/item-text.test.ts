import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { UnitId } from "../../../domain/ids.ts";
import type { CalendarInterval } from "../../../domain/calendar/calendar-interval.ts";
import { groupCalendarIntervals } from "../../../domain/calendar/group-calendar-intervals.ts";
import enUS from "../../../locales/en_US.json";
import fc from "fast-check";
import { fillingT, itemTextCache } from "./item-text.ts";

const unitId = UnitId.make("u-1");

const stay = (id: string, guestName: string, dateFrom: string, dateTo: string): CalendarInterval => ({
  id,
  unitId,
  dateFrom,
  dateTo,
  source: null,
  booking: { publicId: id, guestName, status: "CONFIRMED" },
  bookingRequest: null,
  inquiry: null,
  external: null,
});

const block = (id: string, dateFrom: string, dateTo: string): CalendarInterval => ({
  ...stay(id, "", dateFrom, dateTo),
  source: "manual",
  booking: null,
});

async function english() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: "en_US",
    resources: { en_US: { translation: enUS } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe("itemTextCache", () => {
  it("names a stay by its guest with its dates, and formats an item once", async () => {
    const textOf = itemTextCache(await english());
    const [item] = groupCalendarIntervals([stay("b-1", "Ada", "2026-05-01", "2026-05-04")]);
    const text = textOf(item!);
    expect(text).toEqual({
      label: "Ada",
      tooltip: "Ada: 2026-05-01 to 2026-05-04",
      spoken: "Ada: 2026-05-01 to 2026-05-04",
    });
    // The same item gives the same words object: a row drawn again formats nothing.
    expect(textOf(item!)).toBe(text);
    // An equal item that is a new object (its unit's entries changed) is formatted afresh.
    const [again] = groupCalendarIntervals([stay("b-1", "Ada", "2026-05-01", "2026-05-04")]);
    expect(textOf(again!)).not.toBe(text);
    expect(textOf(again!)).toEqual(text);
  });

  it("says every entry of a merged item, which has no tooltip (its popover lists them)", async () => {
    const textOf = itemTextCache(await english());
    const items = groupCalendarIntervals([
      stay("b-1", "Ada", "2026-05-01", "2026-05-04"),
      block("x-1", "2026-05-03", "2026-05-06"),
    ]);
    const merged = items.find((item) => item.source === "multi");
    expect(merged).toBeDefined();
    const text = textOf(merged!);
    expect(text.tooltip).toBeUndefined();
    expect(text.spoken.split("\n")).toEqual([
      text.label,
      "Ada: 2026-05-01 to 2026-05-04",
      "Blocked: 2026-05-03 to 2026-05-06",
    ]);
  });
});

describe("fillingT", () => {
  const locales = import.meta.glob<{ default: Record<string, unknown> }>("../../../locales/*.json", {
    eager: true,
  });

  it("says what t says, in every locale, for any words in the options", async () => {
    for (const [path, { default: translation }] of Object.entries(locales)) {
      const lng = path.split("/").at(-1)!.replace(".json", "");
      const i18n = i18next.createInstance();
      await i18n.init({ lng, resources: { [lng]: { translation } }, interpolation: { escapeValue: false } });
      const filling = fillingT(i18n.t);
      fc.assert(
        fc.property(fc.string(), fc.string(), fc.string(), fc.nat(120), (label, from, to, count) => {
          expect(filling("calendar.entryDates", { label, from, to })).toBe(
            i18n.t("calendar.entryDates", { label, from, to }),
          );
          expect(filling("calendar.externalBlock", { provider: label })).toBe(
            i18n.t("calendar.externalBlock", { provider: label }),
          );
          expect(filling("calendar.block")).toBe(i18n.t("calendar.block"));
          expect(filling("calendar.merged", { first: label, count })).toBe(
            i18n.t("calendar.merged", { first: label, count }),
          );
          expect(filling("calendar.property", { name: label, count })).toBe(
            i18n.t("calendar.property", { name: label, count }),
          );
        }),
        { numRuns: 1000 },
      );
    }
  });
});

describe("fillingT's look-ups", () => {
  /** English `t`, and fillingT over it counting the look-ups it makes. */
  const countedFilling = async () => {
    const t = await english();
    let lookUps = 0;
    const counting = ((...args: Parameters<typeof t>) => {
      lookUps++;
      return t(...args);
    }) as typeof t;
    return { t, filling: fillingT(counting), lookUps: () => lookUps };
  };

  it("looks a sentence up once and fills it in afterwards", async () => {
    const { filling, lookUps } = await countedFilling();
    expect(filling("calendar.entryDates", { label: "Ada", from: "2026-05-01", to: "2026-05-04" })).toBe(
      "Ada: 2026-05-01 to 2026-05-04",
    );
    expect(filling("calendar.entryDates", { label: "Bo", from: "2026-06-01", to: "2026-06-02" })).toBe(
      "Bo: 2026-06-01 to 2026-06-02",
    );
    expect(lookUps()).toBe(1);
  });

  it("looks a sentence without options up once, and a counted one once per count", async () => {
    const { t, filling, lookUps } = await countedFilling();
    expect(filling("calendar.block")).toBe("Blocked");
    expect(filling("calendar.block")).toBe("Blocked");
    expect(lookUps()).toBe(1);
    const merged = (first: string, count: number) => filling("calendar.merged", { first, count });
    expect(merged("Ada", 1)).toBe(t("calendar.merged", { first: "Ada", count: 1 }));
    expect(merged("Bo", 1)).toBe(t("calendar.merged", { first: "Bo", count: 1 }));
    expect(merged("Bo", 3)).toBe(t("calendar.merged", { first: "Bo", count: 3 }));
    expect(lookUps()).toBe(1 + 2);
  });
});
