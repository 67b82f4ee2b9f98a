// Generates a host's reservations, blocks and conversations. The shape follows how holiday homes
// fill: stays of 2 to 9 nights one after another with gaps of a few days, past stays completed
// (a few cancelled), the current one confirmed, future dates a mix of confirmed bookings, open
// requests, inquiries and manual or channel-manager blocks. Stays of one unit never overlap, so
// every open request can be confirmed.
//
// A busy calendar (the large hosts of `npm run seed` and the benchmarks; the scale target is about two
// calendar intervals per reservation) adds what a host on several channels really has: stays booked
// on another platform arriving as external blocks (past and future), turnover days blocked between
// stays, owner stays (some echoed back by the channel manager as an external block over the same
// nights), a closed season each winter for a share of the units, and requests, inquiries and
// bookings that were declined, expired or cancelled over nights someone else then booked. Manual
// blocks of a unit never overlap or touch (they are stored merged, as block/unblock leave them),
// and no block covers a stay that holds nights or an open request.
import type { Random } from "./random.ts";

export interface UnitSeed {
  readonly id: string;
  readonly published: boolean;
  readonly basePrice: number;
}

export interface ReservationSeed {
  id: string;
  kind: "booking_request" | "booking" | "inquiry";
  unit_id: string;
  status: string;
  check_in: string;
  check_out: string;
  guest_name: string;
  guest_email: string;
  guest_count: number;
  total_price: number;
  currency: string;
  created_at: string;
  booking_code: string;
}

export interface BlockSeed {
  id: string;
  unit_id: string;
  date_from: string;
  date_to: string;
  source: "manual" | "external";
}

export interface ChannelSeed {
  id: string;
  reservation_id: string;
  booking_code: string;
  guest_name: string;
  guest_email: string;
  unread: boolean;
  last_message_at: string;
  messages: Array<{ id: string; author_role: "host" | "guest"; body: string; sent_at: string }>;
}

export const firstNames = [
  "Lena",
  "Marco",
  "Sophie",
  "Jonas",
  "Chiara",
  "Luka",
  "Emma",
  "Pieter",
  "Inês",
  "Hugo",
  "Ana",
  "Felix",
  "Giulia",
  "Mateo",
  "Clara",
  "Noah",
  "Marta",
  "Oliver",
  "Ivana",
  "Lucas",
];
export const lastNames = [
  "Müller",
  "Rossi",
  "Dubois",
  "de Vries",
  "García",
  "Horvat",
  "Silva",
  "Schneider",
  "Bianchi",
  "Martin",
  "Jansen",
  "Fernández",
  "Kovačić",
  "Costa",
  "Weber",
  "Moreau",
  "Smith",
  "Novak",
  "Ricci",
  "Bakker",
];
export const guestLines = [
  "Hello! Is early check-in possible on the day we arrive?",
  "We are travelling with a small dog, is that all right?",
  "Could you recommend a restaurant nearby?",
  "Is there parking at the property?",
  "Thank you, we are looking forward to our stay!",
  "What time is check-out on the last day?",
];
export const hostLines = [
  "Welcome! Check-in is from 3 pm; I'll send the door code the day before.",
  "Of course, happy to help. There is free parking right in front of the house.",
  "Thank you for your message, we look forward to hosting you.",
  "Check-out is at 10 am. Safe travels!",
];

const dayMs = 86_400_000;
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z ]/g, "")
    .replace(/ /g, ".")}@guest.example`;

function bookingCode(random: Random): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let code = "HB";
  for (let i = 0; i < 6; i++) code += alphabet[random.int(0, alphabet.length - 1)];
  return code;
}

export function generateHostActivity(options: {
  random: Random;
  units: readonly UnitSeed[];
  today: number;
  daysBack: number;
  daysAhead: number;
  idPrefix: string;
  /** Adds the busy calendar's intervals (see above); the demo keeps its plain, smaller calendar. */
  busyCalendar?: boolean;
}): { reservations: ReservationSeed[]; blocks: BlockSeed[]; channels: ChannelSeed[] } {
  const { random, units, today, daysBack, daysAhead, idPrefix } = options;
  const busy = options.busyCalendar === true;
  const reservations: ReservationSeed[] = [];
  const blocks: BlockSeed[] = [];
  const channels: ChannelSeed[] = [];
  let counter = 0;
  const nextId = (kind: string) => `${idPrefix}-${kind}-${(++counter).toString(36).padStart(5, "0")}`;

  for (const unit of units) {
    if (!unit.published) continue;
    let cursor = today - daysBack * dayMs + random.int(0, 5) * dayMs;
    // The unit's last manual block: a new one touching it extends it instead (merged, as stored).
    let lastManual: BlockSeed | undefined;
    const blockManually = (from: number, to: number) => {
      if (lastManual !== undefined && isoDate(from) <= lastManual.date_to) {
        if (isoDate(to) > lastManual.date_to) lastManual.date_to = isoDate(to);
        return;
      }
      lastManual = {
        id: nextId("blk"),
        unit_id: unit.id,
        date_from: isoDate(from),
        date_to: isoDate(to),
        source: "manual",
      };
      blocks.push(lastManual);
    };
    const closedSeason =
      busy && random.chance(0.3) ? { startDay: random.int(5, 20), weeks: random.int(3, 7) } : undefined;
    while (cursor < today + daysAhead * dayMs) {
      const gap = random.int(0, 6);
      const start = cursor + gap * dayMs;
      const nights = random.int(2, 9);
      const end = start + nights * dayMs;
      if (busy) {
        const closed = closedSeason && seasonClosure(closedSeason, start, end);
        if (closed) {
          blockManually(Math.max(closed.from, cursor), closed.to);
          cursor = closed.to;
          continue;
        }
        // The cleaners' day between two stays.
        if (gap > 0 && random.chance(0.7)) blockManually(cursor, start);
      }
      cursor = end;
      if (busy) {
        const elsewhere = random.next();
        if (elsewhere < 0.2) {
          // Booked on another platform: the channel manager's calendar import.
          blocks.push({
            id: nextId("blk"),
            unit_id: unit.id,
            date_from: isoDate(start),
            date_to: isoDate(end),
            source: "external",
          });
          continue;
        }
        if (elsewhere < 0.24) {
          // The owner's own stay; the channel manager sometimes echoes it back over the same nights.
          blockManually(start, end);
          if (random.chance(0.3))
            blocks.push({
              id: nextId("blk"),
              unit_id: unit.id,
              date_from: isoDate(start),
              date_to: isoDate(end),
              source: "external",
            });
          continue;
        }
      }
      const roll = random.next();
      if (start > today && roll < 0.12) {
        // The demo keeps its blocks as they always were; the busy calendar keeps manual ones merged.
        if (busy && roll < 0.06) blockManually(start, end);
        else
          blocks.push({
            id: nextId("blk"),
            unit_id: unit.id,
            date_from: isoDate(start),
            date_to: isoDate(end),
            source: roll < 0.06 ? "manual" : "external",
          });
        continue;
      }
      const guest = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
      const base = {
        unit_id: unit.id,
        check_in: isoDate(start),
        check_out: isoDate(end),
        guest_name: guest,
        guest_email: emailOf(guest),
        guest_count: random.int(1, 6),
        total_price: Math.round(unit.basePrice * nights * (0.85 + random.next() * 0.4)),
        currency: "EUR",
        // Requests arrive before the stay and never in the future.
        created_at: new Date(
          Math.min(start - random.int(3, 60) * dayMs, today - random.int(1, 72) * 3_600_000) -
            random.int(0, 86_000) * 1000,
        ).toISOString(),
        booking_code: bookingCode(random),
      };
      let kind: ReservationSeed["kind"];
      let status: string;
      if (end <= today) {
        if (roll < 0.08) [kind, status] = ["booking_request", random.chance(0.5) ? "REJECTED" : "EXPIRED"];
        else if (roll < 0.14) [kind, status] = ["booking", "CANCELLED"];
        else if (roll < 0.2) [kind, status] = ["inquiry", "REJECTED"];
        else
          [kind, status] = ["booking", random.pick(["COMPLETED", "REVIEW_COLLECTED", "NO_REVIEW_COLLECTED"])];
      } else if (start <= today) {
        [kind, status] = ["booking", "CONFIRMED"];
      } else if (roll < 0.4) {
        [kind, status] = ["booking_request", "REQUESTED"];
      } else if (roll < 0.5) {
        [kind, status] = ["inquiry", "REQUESTED"];
      } else {
        [kind, status] = ["booking", "CONFIRMED"];
      }
      const reservation: ReservationSeed = {
        id: nextId(kind === "booking_request" ? "req" : kind === "booking" ? "bk" : "inq"),
        kind,
        status,
        ...base,
      };
      reservations.push(reservation);
      if (busy && random.chance(0.15)) {
        // Someone else asked for nights around these first: declined, expired or cancelled, so it
        // overlaps the stay without holding anything.
        const shift = random.int(-2, 2) * dayMs;
        const other = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
        const [otherKind, otherStatus]: [ReservationSeed["kind"], string] =
          start > today
            ? ["booking", "CANCELLED"]
            : random.pick([
                ["booking_request", "REJECTED"],
                ["booking_request", "EXPIRED"],
                ["inquiry", "REJECTED"],
                ["booking", "CANCELLED"],
              ] as const);
        reservations.push({
          ...base,
          id: nextId(otherKind === "booking_request" ? "req" : otherKind === "booking" ? "bk" : "inq"),
          kind: otherKind,
          status: otherStatus,
          check_in: isoDate(start + shift),
          check_out: isoDate(end + shift + random.int(-1, 1) * dayMs),
          guest_name: other,
          guest_email: emailOf(other),
          booking_code: bookingCode(random),
        });
      }

      if (random.chance(0.6)) {
        const count = random.int(1, 4);
        const createdAt = Date.parse(base.created_at);
        const messages = Array.from({ length: count }, (_, i) => ({
          id: nextId("msg"),
          author_role: i % 2 === 0 ? ("guest" as const) : ("host" as const),
          body: i % 2 === 0 ? random.pick(guestLines) : random.pick(hostLines),
          sent_at: new Date(
            Math.min(createdAt + (i + 1) * random.int(600, 20_000) * 1000, today - (count - i) * 60_000),
          ).toISOString(),
        }));
        channels.push({
          id: nextId("ch"),
          reservation_id: reservation.id,
          booking_code: base.booking_code,
          guest_name: guest,
          guest_email: base.guest_email,
          unread: messages.at(-1)?.author_role === "guest" && start > today,
          last_message_at: messages.at(-1)!.sent_at,
          messages,
        });
      }
    }
  }
  return { reservations, blocks, channels };
}

/**
 * The nights of the unit's closed season (a few weeks from a day of January, every year) that a
 * stay of [start, end) would reach into, or undefined when it reaches none.
 */
function seasonClosure(
  season: { startDay: number; weeks: number },
  start: number,
  end: number,
): { from: number; to: number } | undefined {
  for (const year of [new Date(start).getUTCFullYear(), new Date(end).getUTCFullYear()]) {
    const from = Date.UTC(year, 0, season.startDay);
    const to = from + season.weeks * 7 * dayMs;
    if (start < to && end > from) return { from, to };
  }
  return undefined;
}
