// The first screen of a list, kept to paint at once on the next start (a warm start paints before the store opens). Opening the
// local store's IndexedDB databases on a reload takes most of a second on this machine (a trace puts
// it in the browser's native work, not ours), so a list screen keeps a small copy of exactly what it
// showed: its first rows, already formatted, and its counts. The next start paints that copy before
// the store is open and replaces it with the live rows as soon as they are ready; until then nothing
// on it can change data. The copy is only a cache: a wrong or old shape, another user's, another
// view's or another language's is ignored, never repaired.
//
// Persisted shape (Bluesky's habit: the version is in the data, and each field says why it is there).
import { Option, Schema } from "effect";
import { ChannelStatus, channelFiltersOf } from "../messaging/channel-filter.ts";
import { ReservationsTab } from "../reservations/reservation-tab.ts";
import { CalendarDay, daysBetween } from "../calendar/calendar-day.ts";
import {
  CalendarRowView,
  calendarFirstScreenDays,
  calendarFirstScreenRows,
} from "./calendar-first-screen.ts";

/** Bumped whenever a stored field changes meaning; older copies are then ignored. */
export const firstScreenVersion = 1;

/** A screen of rows is 10–15 tall; a few more cover a taller window without a long string to store. */
export const firstScreenRows = 40;

/** One channel row as the inbox list draws it. */
export const ChannelRowView = Schema.Struct({
  id: Schema.String,
  guestName: Schema.String,
  unread: Schema.Boolean,
  favorited: Schema.Boolean,
  bookingCode: Schema.NullOr(Schema.String),
  /** The last message's text, or "" when the channel has none (the row says so in words). */
  lastMessage: Schema.String,
  /** The last message's day, formatted in the snapshot's locale. */
  time: Schema.String,
  /** A command on this channel was still waiting for the network. */
  pending: Schema.Boolean,
});
export type ChannelRowView = typeof ChannelRowView.Type;

/** One reservation row as the reservations list draws it, words and numbers already formatted. */
export const ReservationRowView = Schema.Struct({
  id: Schema.String,
  detailPath: Schema.String,
  guestName: Schema.String,
  bookingCode: Schema.String,
  guests: Schema.String,
  unitTitle: Schema.String,
  dates: Schema.String,
  nights: Schema.String,
  price: Schema.String,
  /** The raw status, for the row's data-status (styles and tests read it). */
  status: Schema.String,
  statusLabel: Schema.String,
  /** An open booking request: the row shows confirm and reject (disabled until the store is open). */
  decidable: Schema.Boolean,
  pending: Schema.Boolean,
});
export type ReservationRowView = typeof ReservationRowView.Type;

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

const common = {
  version: Schema.Literal(firstScreenVersion),
  /** The signed-in user's id (the token's `sub`): never shown to anyone else. */
  userId: Schema.String,
  /** firstScreenViewOf's key: the screen and its filters. */
  view: Schema.String,
  /** The language the rows were formatted in. */
  locale: Schema.String,
  /** When it was written (ms since the epoch), for the record; not used to expire it. */
  savedAt: Schema.Number,
  /** How many rows the whole view had (the count beside the search). */
  count: Count,
};

export const InboxFirstScreen = Schema.Struct({
  ...common,
  screen: Schema.Literal("inbox"),
  /** Unread conversations of the whole inbox (the Unread tab's number). */
  unreadCount: Count,
  rows: Schema.Array(ChannelRowView).check(Schema.isMaxLength(firstScreenRows)),
});
export type InboxFirstScreen = typeof InboxFirstScreen.Type;

export const ReservationsFirstScreen = Schema.Struct({
  ...common,
  screen: Schema.Literal("reservations"),
  rows: Schema.Array(ReservationRowView).check(Schema.isMaxLength(firstScreenRows)),
});
export type ReservationsFirstScreen = typeof ReservationsFirstScreen.Type;

/** The calendar's top rows around today (calendar-first-screen.ts): what a reload shows first. */
export const CalendarFirstScreen = Schema.Struct({
  ...common,
  screen: Schema.Literal("calendar"),
  /** The days kept (half-open): bars are drawn only within them, nothing outside them is known. */
  dateFrom: CalendarDay,
  dateTo: CalendarDay,
  rows: Schema.Array(CalendarRowView).check(Schema.isMaxLength(calendarFirstScreenRows)),
}).check(
  Schema.makeFilter((s) =>
    s.dateFrom < s.dateTo && daysBetween(s.dateFrom, s.dateTo) <= calendarFirstScreenDays
      ? undefined
      : `${s.dateFrom}..${s.dateTo} is not a screen of days`,
  ),
);
export type CalendarFirstScreen = typeof CalendarFirstScreen.Type;

export const FirstScreen = Schema.Union([InboxFirstScreen, ReservationsFirstScreen, CalendarFirstScreen]);
export type FirstScreen = typeof FirstScreen.Type;

const isTab = Schema.is(ReservationsTab);
const isStatus = Schema.is(ChannelStatus);

/**
 * The view a path shows, as the key its first screen is kept under, or undefined for screens that
 * keep none. The open conversation is not part of the inbox's view: the list is the same.
 */
export function firstScreenViewOf(pathname: string, search: string): string | undefined {
  const parts = pathname.split("/").filter((p) => p !== "");
  // Only the plain timeline: a deep link opens elsewhere on it, around its booking.
  if (parts[0] === "calendar" && parts.length === 1) return "calendar";
  if (parts[0] === "reservations" && parts.length === 2 && isTab(parts[1])) return `reservations/${parts[1]}`;
  if (parts[0] === "messages" && (parts.length === 2 || parts.length === 3) && isStatus(parts[1])) {
    const { unread, favorited } = channelFiltersOf(new URLSearchParams(search));
    return `inbox/${parts[1]}${unread ? "/unread" : ""}${favorited ? "/favorited" : ""}`;
  }
  return undefined;
}

/**
 * Where a user's copies are kept; every key of that user starts with it, whatever the version of
 * what it holds (the version is inside), so sign-out removes old copies too.
 */
export function firstScreenPrefix(userId: string): string {
  return `hearth.first-screen:${encodeURIComponent(userId)}:`;
}

export function firstScreenKey(userId: string, view: string): string {
  return firstScreenPrefix(userId) + view;
}

/** Which screen keeps a view's copy (firstScreenViewOf's keys). */
function screenOfView(view: string): FirstScreen["screen"] {
  if (view === "calendar") return "calendar";
  return view.startsWith("inbox/") ? "inbox" : "reservations";
}

const decode = Schema.decodeUnknownOption(FirstScreen);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The stored copy for this user, view and language, or undefined when there is none or it does not
 * decode, or it belongs to another user, view or language (each checked again inside the data, not
 * only trusted from the key).
 */
export function decodeFirstScreen(
  stored: string | null,
  expected: { readonly userId: string; readonly view: string; readonly locale: string },
): FirstScreen | undefined {
  if (stored === null) return undefined;
  const screen = Option.getOrUndefined(decode(parseJson(stored)));
  if (!screen) return undefined;
  if (screen.userId !== expected.userId || screen.view !== expected.view) return undefined;
  if (screen.locale !== expected.locale) return undefined;
  if (screen.screen !== screenOfView(expected.view)) return undefined;
  return screen;
}

/**
 * Whether the live list starts with the rows the copy showed, in the same order: then a key the
 * host pressed while looking at the copy means the same row on the live list. Otherwise those keys
 * are dropped rather than applied to a row the host did not see there.
 */
export function firstRowsAgree(
  shown: readonly { id: string }[],
  live: { readonly length: number; at(index: number): { id: string } | undefined },
): boolean {
  if (live.length < shown.length) return false;
  return shown.every((row, i) => live.at(i)!.id === row.id);
}
