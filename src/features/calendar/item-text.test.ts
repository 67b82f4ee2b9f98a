import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { UnitId } from "../../../domain/ids.ts";
import type { CalendarInterval } from "../../../domain/calendar/calendar-interval.ts";
import { groupCalendarIntervals } from "../../../domain/calendar/group-calendar-intervals.ts";
import enUS from "../../../locales/en_US.json";
import { itemTextCache } from "./item-text.ts";

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
