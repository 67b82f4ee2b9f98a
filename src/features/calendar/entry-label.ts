// The words on a bar and in its tooltip: the guest of a reservation, "Blocked" for a block, and for
// a merged item every entry it holds with its dates, so the host sees what overlaps without a click.
import type { TFunction } from "i18next";
import type { CalendarInterval, CalendarIntervalItem } from "../../../domain/calendar/calendar-interval.ts";
import type { DocumentKey } from "../../../domain/commands/command.ts";

export function intervalLabel(interval: CalendarInterval, t: TFunction): string {
  const guest =
    interval.booking?.guestName ?? interval.bookingRequest?.guestName ?? interval.inquiry?.guestName;
  if (guest !== undefined) return guest;
  if (interval.external !== null)
    return t("calendar.externalBlock", { provider: interval.external.provider });
  return t("calendar.block");
}

const membersOf = (item: CalendarIntervalItem): readonly CalendarInterval[] =>
  item.source === "multi" ? item.children : [item, ...item.children];

export function itemLabel(item: CalendarIntervalItem, t: TFunction): string {
  if (item.source !== "multi") return intervalLabel(item, t);
  const [first] = item.children;
  const head = first === undefined ? "" : intervalLabel(first, t);
  return t("calendar.merged", { first: head, count: item.children.length - 1 });
}

/** One line per entry: the item's own, then its children. */
export function itemTooltip(item: CalendarIntervalItem, t: TFunction): string {
  return membersOf(item)
    .map((m) => t("calendar.entryDates", { label: intervalLabel(m, t), from: m.dateFrom, to: m.dateTo }))
    .join("\n");
}

const isReservation = (m: CalendarInterval) =>
  m.booking !== null || m.bookingRequest !== null || m.inquiry !== null;

/** Some entry of the item waits for the network: a pending command made or changed it. */
export function isItemPending(
  item: CalendarIntervalItem,
  pending: ReadonlyMap<DocumentKey, unknown>,
): boolean {
  return membersOf(item).some((m) =>
    pending.has(isReservation(m) ? `reservations:${m.id}` : `unavailabilities:${m.id}`),
  );
}

export function itemHolds(item: CalendarIntervalItem, id: string): boolean {
  return membersOf(item).some((m) => m.id === id);
}
